import { Link } from "@/lib/router";
import { Badge } from "@/components/ui/badge";
import { cityTexts } from "@/i18n/en-cities";
import { type Locale, useLocale, useTexts } from "@/i18n/locale";
import { categoryLabel } from "@/lib/business-labels";
import type { Business } from "@/types/business";

/** CityCategory is one distinct category among the businesses shown. */
export interface CityCategory {
  name: string;
  slug: string;
}

/** distinctCategories lists the businesses' categories by display name once each, in the order they appear. */
export function distinctCategories(businesses: Business[], locale: Locale): CityCategory[] {
  const seen = new Map<string, CityCategory>();
  for (const b of businesses) {
    const name = categoryLabel(b, locale);
    if (name && !seen.has(name)) seen.set(name, { name, slug: b.categorySlug });
  }
  return [...seen.values()];
}

/**
 * CityCategoryBadges links each category of the shown businesses to its
 * category page. The badges sit in one row that scrolls sideways, so its
 * height is known before the data arrives and the list below never jumps;
 * while loading (businesses undefined) the row is a placeholder.
 */
export function CityCategoryBadges({ businesses }: { businesses: Business[] | undefined }) {
  const t = useTexts(cityTexts);
  const categories = distinctCategories(businesses ?? [], useLocale());
  if (businesses && categories.length === 0) return null;
  return (
    <section aria-labelledby="city-categories" className="mt-6">
      <h2 id="city-categories" className="text-sm font-semibold text-slate-700">
        {t.categoriesHeading}
      </h2>
      {!businesses && <div aria-hidden="true" className="mt-2 h-9 w-2/3 animate-pulse rounded-full bg-slate-200" />}
      {businesses && (
        <ul className="mt-2 flex h-9 gap-2 overflow-x-auto whitespace-nowrap">
          {categories.map((c) => (
            <li key={c.name}>
              {c.slug ? (
                <Link
                  to={`/categories/${encodeURIComponent(c.slug)}`}
                  className="inline-flex rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                >
                  <Badge className="bg-blue-50 py-1 text-blue-800 hover:bg-blue-100">{c.name}</Badge>
                </Link>
              ) : (
                <Badge className="py-1">{c.name}</Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
