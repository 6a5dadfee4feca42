import { MapPin, Phone } from "lucide-react";
import { Link } from "@/lib/router";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { BusinessPhoto } from "@/components/business-photo";
import { Distance } from "@/components/distance";
import { OpenStatus } from "@/components/open-status";
import { StarRating } from "@/components/star-rating";
import { siteTexts } from "@/i18n/en";
import { type Locale, useLocale } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import { categoryLabel, withCountry } from "@/lib/business-labels";
import { businessHref, formatNumber } from "@/lib/format";
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

/**
 * BusinessCard is one business in a list: its thumbnail (or the letter
 * placeholder), name (linking to its url slug or /business/{id}), category
 * (its display name), open status, address or city (with the country outside
 * Germany), distance (when the list has one), rating and review count.
 */
export function BusinessCard({ business, layout = "grid" }: { business: Business; layout?: "grid" | "list" }) {
  const locale = useLocale();
  const list = layout === "list";
  const category = categoryLabel(business, locale);
  return (
    <Card className={cn("flex h-full overflow-hidden transition-shadow hover:shadow-md", list ? "flex-row" : "flex-col")}>
      <BusinessPhoto name={business.name} src={business.thumbnail} size="thumbnail" className={cn(list && "w-40 shrink-0")} />
      <div className={cn("flex flex-1 p-5", list ? "flex-row items-center gap-4" : "flex-col gap-3")}>
        <div className="min-w-0 flex-1">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            {category && <Badge>{category}</Badge>}
            <OpenStatus business={business} size="sm" />
          </div>
          <h3 className="text-lg font-semibold text-slate-900">
            <Link to={businessHref(business)} className="hover:underline focus-visible:outline-3 focus-visible:outline-blue-600">
              {business.name}
            </Link>
          </h3>
          <p className="mt-1 flex items-start gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>{withCountry(business.address || business.city, business, locale)}</span>
          </p>
          <Distance km={business.distanceKm} className="mt-1" />
          {business.phone && (
            <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
              <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span>{business.phone}</span>
            </p>
          )}
        </div>
        <div className={cn("flex items-center gap-2 text-sm text-slate-700", list && "shrink-0 flex-col items-end")}>
          <StarRating rating={business.rating} size="sm" />
          <span>{reviewText(business.reviewCount, locale)}</span>
        </div>
      </div>
    </Card>
  );
}

/** BusinessCardSkeletons are placeholder cards, photo box included, shown while a list loads. */
export function BusinessCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="flex flex-col overflow-hidden" data-testid="card-skeleton">
          <div className="aspect-[16/9] animate-pulse bg-slate-200" />
          <div className="flex flex-col gap-3 p-5">
            <div className="h-5 w-24 animate-pulse rounded bg-slate-200" />
            <div className="h-6 w-3/4 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
          </div>
        </Card>
      ))}
    </>
  );
}
