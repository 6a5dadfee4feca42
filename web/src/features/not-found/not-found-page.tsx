import { SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { trNotFound } from "@/i18n/tr-not-found";
import { usePageMeta } from "@/lib/page-meta";

/** REDIRECT_DELAY_MS is how long the page waits before going home (spec section 9: 3 s). */
export const REDIRECT_DELAY_MS = 3000;

/**
 * NotFoundPage is the catch-all route: a Turkish notice (spec section 8) that
 * replaces itself with the home page after three seconds, so the back button
 * does not return to the dead address.
 */
export default function NotFoundPage() {
  const navigate = useNavigate();
  usePageMeta(trNotFound.metaTitle, trNotFound.metaDescription);

  useEffect(() => {
    const t = setTimeout(() => navigate("/", { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [navigate]);

  return (
    <div lang="tr" className="mx-auto flex min-h-[60vh] max-w-xl items-center px-4 py-12">
      <Card className="w-full p-8 text-center">
        <SearchX aria-hidden="true" className="mx-auto h-12 w-12 text-blue-700" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{trNotFound.heading}</h1>
        <p className="mt-3 text-slate-700">{trNotFound.text}</p>
        <Button asChild className="mt-6">
          <Link to="/" replace>
            {trNotFound.home}
          </Link>
        </Button>
      </Card>
    </div>
  );
}
