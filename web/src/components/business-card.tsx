// What the storefront's lists share about a business. The card itself is the
// server's (internal/pages/templates/business-card.html); the search page's
// results and the map's points use these.
import { siteTexts } from "@/i18n/en";
import type { Locale } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import type { Business } from "@/types/business";

/** UNAVAILABLE_NAME marks placeholder rows that lists never show. */
export const UNAVAILABLE_NAME = "Unavailable Business";

/** listable drops businesses named Unavailable Business. */
export function listable(businesses: Business[] | undefined): Business[] {
  return (businesses ?? []).filter((b) => b.name !== UNAVAILABLE_NAME);
}

/** reviewText is '{n} Bewertungen' ('1 Bewertung'), or 'Neu' without reviews; English under en. */
export function reviewText(n: number | undefined, locale: Locale): string {
  const t = siteTexts[locale].common;
  if (!n || n <= 0) return t.noReviews;
  return n === 1 ? t.oneReview : t.reviews(formatNumber(n, locale));
}
