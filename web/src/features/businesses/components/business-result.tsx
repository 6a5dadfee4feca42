import { ExternalLink, MapPin } from "lucide-react";
import { Link } from "@/lib/router";
import { BusinessPhoto } from "@/components/business-photo";
import { Distance } from "@/components/distance";
import { OpenStatus } from "@/components/open-status";
import { StarRating } from "@/components/star-rating";
import { reviewText } from "@/components/business-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { ViewMode } from "@/components/ui/view-toggle";
import { siteTexts } from "@/i18n/en";
import { businessesTexts } from "@/i18n/en-businesses";
import { useLocale, useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import { categoryLabel, withCountry } from "@/lib/business-labels";
import { businessHref, mapsHref } from "@/lib/format";
import type { Business } from "@/types/business";

// The card: photo box on top in the grid, on the left in the list.
const card = (layout: ViewMode) => cn("flex h-full overflow-hidden", layout === "grid" ? "flex-col" : "flex-col sm:flex-row");
const photoBox = (layout: ViewMode) => (layout === "list" ? "sm:w-48 sm:shrink-0" : undefined);
// Grid cards share one height so a page of results and its skeletons line up without shifting.
const body = (layout: ViewMode) =>
  cn("flex flex-1 gap-4 p-5", layout === "grid" ? "min-h-56 flex-col" : "flex-col sm:min-h-32 sm:flex-row sm:items-center");

/**
 * BusinessResult is one search result: thumbnail (or the letter placeholder),
 * name, category (its display name), city (with the country outside Germany),
 * open status, address, rating, review count, distance (radius and widened
 * searches), a View link to its page and a Map link to an external maps
 * search by place_id.
 */
export function BusinessResult({ business: b, layout }: { business: Business; layout: ViewMode }) {
  const locale = useLocale();
  const t = useTexts(businessesTexts);
  const common = siteTexts[locale].common;
  const category = categoryLabel(b, locale);
  return (
    <Card className={card(layout)} data-testid="business-result">
      <BusinessPhoto name={b.name} src={b.thumbnail} size="thumbnail" className={photoBox(layout)} />
      <div className={body(layout)}>
        <div className="min-w-0 flex-1">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            {category && <Badge>{category}</Badge>}
            {b.city && <Badge className="bg-blue-50 text-blue-800">{withCountry(b.city, b, locale)}</Badge>}
            <OpenStatus business={b} size="sm" />
          </div>
          <h3 className="text-lg font-semibold text-slate-900">{b.name}</h3>
          {b.address && (
            <p className="mt-1 flex items-start gap-1 text-sm text-slate-600">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{b.address}</span>
            </p>
          )}
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <StarRating rating={b.rating} size="sm" />
            <span>{reviewText(b.reviewCount, locale)}</span>
            <Distance km={b.distanceKm} />
          </p>
        </div>
        <div className={cn("flex gap-2", layout === "grid" ? "mt-auto" : "sm:shrink-0")}>
          <Button asChild size="sm" className={layout === "grid" ? "flex-1" : undefined}>
            <Link to={businessHref(b)}>
              {common.view}
              <span className="sr-only">{t.viewOf(b.name)}</span>
            </Link>
          </Button>
          <Button asChild size="sm" variant="secondary" className={layout === "grid" ? "flex-1" : undefined}>
            <a href={mapsHref(b)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              {common.map}
              <span className="sr-only">{t.mapOf(b.name)}</span>
            </a>
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** BusinessResultSkeletons are placeholder results with the results' footprint. */
export function BusinessResultSkeletons({ count, layout }: { count: number; layout: ViewMode }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} aria-hidden="true">
          <Card className={card(layout)} data-testid="result-skeleton">
            <Skeleton className={cn("aspect-[16/9] rounded-none", photoBox(layout))} />
            <div className={body(layout)}>
              <div className="flex-1 space-y-3">
                <Skeleton className="h-5 w-28" />
                <Skeleton className="h-6 w-3/4" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
              </div>
              <div className="flex gap-2">
                <Skeleton className="h-9 w-24" />
                <Skeleton className="h-9 w-24" />
              </div>
            </div>
          </Card>
        </li>
      ))}
    </>
  );
}
