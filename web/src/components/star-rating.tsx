import { Star, StarHalf } from "lucide-react";
import { de } from "@/i18n/de";
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

/** StarRating draws five stars and, unless hidden, the rating with one decimal. */
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
  const label = de.common.ratingLabel(formatRating(rating));
  const px = size === "sm" ? "h-4 w-4" : "h-5 w-5";
  return (
    <span className={cn("inline-flex items-center gap-1", className)} role="img" aria-label={label}>
      {starKinds(rating).map((kind, i) => (
        <span key={i} data-star={kind} className={cn("relative inline-block", px)}>
          <Star aria-hidden="true" className={cn("absolute inset-0 text-slate-300", px)} />
          {kind === "full" && <Star aria-hidden="true" className={cn("absolute inset-0 fill-amber-400 text-amber-500", px)} />}
          {kind === "half" && (
            <StarHalf aria-hidden="true" className={cn("absolute inset-0 fill-amber-400 text-amber-500", px)} />
          )}
        </span>
      ))}
      {showValue && (
        <span aria-hidden="true" className="ml-1 font-semibold text-slate-900">
          {formatRating(rating)}
        </span>
      )}
    </span>
  );
}
