import { SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { notFoundTexts } from "@/i18n/en-not-found";
import { useTexts } from "@/i18n/locale";

/** REDIRECT_DELAY_MS is how long the page waits before going home (spec section 9: 3 s). */
export const REDIRECT_DELAY_MS = 3000;

/**
 * NotFoundPage is the catch-all route: a notice in the storefront's language
 * that replaces itself with the locale's start page after three seconds, so
 * the back button does not return to the dead address.
 */
export default function NotFoundPage() {
  const t = useTexts(notFoundTexts);
  const navigate = useNavigate();

  // "/" is the locale's start page: under /en the router's basename makes it /en.
  useEffect(() => {
    const timer = setTimeout(() => navigate("/", { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl items-center px-4 py-12">
      <Card className="w-full p-8 text-center">
        <SearchX aria-hidden="true" className="mx-auto h-12 w-12 text-blue-700" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t.heading}</h1>
        <p className="mt-3 text-slate-700">{t.text}</p>
        <Button asChild className="mt-6">
          <Link to="/" replace>
            {t.home}
          </Link>
        </Button>
      </Card>
    </div>
  );
}
