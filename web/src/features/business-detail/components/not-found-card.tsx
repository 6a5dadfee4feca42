import { SearchX } from "lucide-react";
import { Link } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { detailTexts } from "@/i18n/en-detail";
import { useTexts } from "@/i18n/locale";

/** NotFoundCard tells that the business does not exist and links home. */
export function NotFoundCard() {
  const t = useTexts(detailTexts);
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <SearchX aria-hidden="true" className="mx-auto h-12 w-12 text-slate-500" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t.notFound.title}</h1>
      <p className="mt-2 text-slate-700">{t.notFound.text}</p>
      <Button asChild className="mt-6">
        <Link to="/">{t.notFound.home}</Link>
      </Button>
    </Card>
  );
}
