import { siteTexts } from "@/i18n/en";
import { useLocale } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import { formatRating, ratingValue } from "@/lib/format";
import type { Business } from "@/types/business";

/** StarKind is how one of the five stars is drawn. */
export type StarKind = "full" | "half" | "empty";

/**
 * starKinds splits a rating into five stars: a missing rating counts as 0; a
 * half star shows when the fractional part is 0.5 or more.
 */
export function starKinds(rating: Business["rating"] | undefined): StarKind[] {
  const r = ratingValue(rating);
  const full = Math.floor(r);
  const half = r - full >= 0.5;
  return [1, 2, 3, 4, 5].map((i) => (i <= full ? "full" : i === full + 1 && half ? "half" : "empty"));
}

/** filledShare is the part of the five stars drawn filled: whole stars plus a half star, per starKinds. */
export function filledShare(rating: Business["rating"] | undefined): number {
  const units = starKinds(rating).reduce((sum, k) => sum + (k === "full" ? 1 : k === "half" ? 0.5 : 0), 0);
  return units / 5;
}

/**
 * StarRating draws five stars and, unless hidden, the rating with one
 * decimal. The stars are two lines of glyphs, the filled one clipped to the
 * filled share: a handful of nodes per rating instead of an icon per star,
 * which matters on lists of twenty businesses.
 */
export function StarRating({
  rating,
  showValue = true,
  size = "md",
  className,
}: {
  rating: Business["rating"] | undefined;
  showValue?: boolean;
  size?: "sm" | "md";
  className?: string;
}) {
  const locale = useLocale();
  const value = formatRating(rating, locale);
  const label = siteTexts[locale].common.ratingLabel(value);
  return (
    <span className={cn("inline-flex items-center gap-1", className)} role="img" aria-label={label}>
      <span
        aria-hidden="true"
        className={cn("relative inline-block leading-none text-slate-300", size === "sm" ? "text-base" : "text-xl")}
      >
        ★★★★★
        <span
          data-testid="stars-filled"
          className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-amber-500"
          style={{ width: `${filledShare(rating) * 100}%` }}
        >
          ★★★★★
        </span>
      </span>
      {showValue && (
        <span aria-hidden="true" className="ml-1 font-semibold text-slate-900">
          {value}
        </span>
      )}
    </span>
  );
}
