import { Link } from "@/lib/router";
import { Distance } from "@/components/distance";
import { StarRating } from "@/components/star-rating";
import { Card } from "@/components/ui/card";
import { detailTexts } from "@/i18n/en-detail";
import { useLocale, useTexts } from "@/i18n/locale";
import { categoryLabel } from "@/lib/business-labels";
import { businessHref } from "@/lib/format";
import type { Business } from "@/types/business";
import { useNearbyBusinesses } from "../api/get-nearby-businesses";

/**
 * NearbySection ("In der Nähe") lists up to six businesses of the same
 * category nearest to this one as compact cards: name (linked), category,
 * rating and distance. It loads after the business and sits below every
 * other card, so it cannot move them; while loading, on failure and without
 * neighbours it renders nothing.
 */
export function NearbySection({ business }: { business: Business }) {
  const t = useTexts(detailTexts);
  const nearby = useNearbyBusinesses(business.id);
  const businesses = nearby.data?.businesses ?? [];
  if (!businesses.length) return null;
  return (
    <section aria-labelledby="nearby-title">
      <h2 id="nearby-title" className="text-lg font-semibold text-slate-900">
        {t.nearby}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {businesses.map((b) => (
          <li key={b.id}>
            <NearbyCard business={b} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** NearbyCard is one neighbour: name, category, rating and distance. */
function NearbyCard({ business: b }: { business: Business }) {
  const locale = useLocale();
  const category = categoryLabel(b, locale);
  return (
    <Card className="flex h-full flex-col gap-1 p-4" data-testid="nearby-business">
      <h3 className="font-semibold text-slate-900">
        <Link to={businessHref(b)} className="hover:underline focus-visible:outline-3 focus-visible:outline-blue-600">
          {b.name}
        </Link>
      </h3>
      {category && <p className="text-sm text-slate-600">{category}</p>}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <StarRating rating={b.rating} size="sm" />
        <Distance km={b.distanceKm} />
      </div>
    </Card>
  );
}
