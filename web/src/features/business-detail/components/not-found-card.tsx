import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { deDetail } from "@/i18n/de-detail";

/** NotFoundCard tells that the business does not exist and links home. */
export function NotFoundCard() {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <SearchX aria-hidden="true" className="mx-auto h-12 w-12 text-slate-500" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{deDetail.notFound.title}</h1>
      <p className="mt-2 text-slate-700">{deDetail.notFound.text}</p>
      <Button asChild className="mt-6">
        <Link to="/">{deDetail.notFound.home}</Link>
      </Button>
    </Card>
  );
}
