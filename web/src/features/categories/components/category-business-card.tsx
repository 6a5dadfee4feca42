import { MapPin, Phone, Star } from "lucide-react";
import { Link } from "@/lib/router";
import { reviewText } from "@/components/business-card";
import { BusinessPhoto } from "@/components/business-photo";
import { Distance } from "@/components/distance";
import { OpenStatus } from "@/components/open-status";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ViewMode } from "@/components/ui/view-toggle";
import { siteTexts } from "@/i18n/en";
import { categoriesTexts } from "@/i18n/en-categories";
import { useLocale, useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import { categoryLabel, withCountry } from "@/lib/business-labels";
import { businessHref, formatRating } from "@/lib/format";
import type { Business } from "@/types/business";
import { categoryIcon } from "@/components/category-icon";

/** CategoryPhoto is a business's thumbnail in a fixed 16:9 box, or the category icon when missing or broken. */
export function CategoryPhoto({ business, icon, className }: { business: Business; icon?: string; className?: string }) {
  const Icon = categoryIcon(icon);
  return (
    <BusinessPhoto
      name={business.name}
      src={business.thumbnail}
      size="thumbnail"
      className={className}
      fallback={
        <div data-testid="photo-fallback" aria-hidden="true" className="flex h-full w-full items-center justify-center">
          <Icon className="h-12 w-12 text-blue-800" />
        </div>
      }
    />
  );
}

/**
 * CategoryBusinessCard is one business on the category page, as a grid tile
 * or a list row: category, rating, open status, city, distance (when the row
 * has one), phone and reviews.
 */
export function CategoryBusinessCard({ business, icon, layout }: { business: Business; icon?: string; layout: ViewMode }) {
  const t = useTexts(categoriesTexts).page;
  const locale = useLocale();
  const rating = formatRating(business.rating, locale);
  const list = layout === "list";
  const category = categoryLabel(business, locale);
  return (
    <Card
      className={cn("flex h-full overflow-hidden", list ? "flex-col sm:flex-row" : "flex-col")}
      data-testid="category-business"
    >
      <CategoryPhoto business={business} icon={icon} className={cn(list && "sm:w-56 sm:shrink-0")} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          {category && <Badge>{category}</Badge>}
          <Badge
            className="gap-1 bg-amber-50 text-amber-900"
            role="img"
            aria-label={siteTexts[locale].common.ratingLabel(rating)}
          >
            <Star aria-hidden="true" className="h-3.5 w-3.5 fill-amber-400 text-amber-500" />
            <span aria-hidden="true">{rating}</span>
          </Badge>
          <OpenStatus business={business} size="sm" />
        </div>
        <h3 className="text-lg font-semibold text-slate-900">{business.name}</h3>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
          {withCountry(business.city, business, locale)}
        </p>
        <Distance km={business.distanceKm} />
        {business.phone && (
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
            <a
              href={`tel:${business.phone.replace(/[^\d+]/g, "")}`}
              className="hover:underline focus-visible:outline-3 focus-visible:outline-blue-600"
            >
              {business.phone}
            </a>
          </p>
        )}
        <p className="text-sm text-slate-700">{reviewText(business.reviewCount, locale)}</p>
        <div className="mt-auto pt-2">
          <Button asChild size="sm" variant="secondary">
            <Link to={businessHref(business)}>
              {t.details}
              <span className="sr-only"> – {business.name}</span>
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** CategoryBusinessSkeletons are placeholder cards of the same size while the list loads. */
export function CategoryBusinessSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Card className="flex h-full flex-col overflow-hidden" data-testid="card-skeleton" aria-hidden="true">
            <div className="aspect-[16/9] animate-pulse bg-slate-200" />
            <div className="flex flex-col gap-2 p-4">
              <div className="h-5 w-32 animate-pulse rounded bg-slate-200" />
              <div className="h-6 w-3/4 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
              <div className="mt-2 h-9 w-32 animate-pulse rounded bg-slate-200" />
            </div>
          </Card>
        </li>
      ))}
    </>
  );
}
