import { Navigation } from "lucide-react";
import { listingTexts } from "@/i18n/en-listing";
import { useLocale, useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import { formatDistance } from "@/lib/format";

/** Distance is a business's distance from the searched place ("1,2 km"); nothing without one. */
export function Distance({ km, className }: { km: number | undefined; className?: string }) {
  const t = useTexts(listingTexts);
  const locale = useLocale();
  if (typeof km !== "number" || !Number.isFinite(km)) return null;
  return (
    <span
      data-testid="distance"
      className={cn("inline-flex items-center gap-1 text-sm whitespace-nowrap text-slate-700", className)}
    >
      <Navigation aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-slate-500" />
      <span className="sr-only">{t.distance}: </span>
      {t.km(formatDistance(km, locale))}
    </span>
  );
}
