import { categoryIcon } from "@/components/category-icon";
import { Link } from "@/lib/router";
import { useCategories } from "@/api/get-categories";
import { Skeleton } from "@/components/ui/skeleton";
import { homeTexts } from "@/i18n/en-home";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatCount } from "@/lib/format";
import type { Category } from "@/types/business";

/**
 * TILE_SLUGS are the spec's four home tiles (restaurants, hair salons, retail,
 * services) in our taxonomy; their counts come from the database.
 */
export const TILE_SLUGS = ["gastronomie", "friseur-kosmetik", "handel", "dienstleister"] as const;

/** pickTiles takes the four tile categories; missing ones are filled with the largest others. */
export function pickTiles(categories: Category[]): Category[] {
  const chosen = TILE_SLUGS.map((s) => categories.find((c) => c.slug === s)).filter((c): c is Category => !!c);
  const rest = categories.filter((c) => !chosen.includes(c)).sort((a, b) => b.count - a.count);
  return [...chosen, ...rest].slice(0, 4);
}

// Two tiles a row even at 360 px (so search results are not pushed far down on phones): the icon sits
// beside the count and the name gets the full width below.
const tileClass = "flex h-28 flex-col justify-center gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:px-4";

/** CategoryTiles shows four categories with their live counts, each linking to its category page. */
export function CategoryTiles() {
  const { data, isPending } = useCategories();
  const t = useTexts(homeTexts);
  const locale = useLocale();
  if (!isPending && !data?.length) return null;
  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 pt-10">
      <h2 id="home-categories" className="sr-only">
        {t.categoriesHeading}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className={tileClass} data-testid="tile-skeleton">
                <div className="flex items-center gap-3">
                  <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
                  <Skeleton className="h-7 w-16" />
                </div>
                <Skeleton className="h-4 w-28 max-w-full" />
              </li>
            ))
          : pickTiles(data ?? []).map((c) => {
              const Icon = categoryIcon(c.icon);
              return (
                <li key={c.slug}>
                  <Link
                    to={`/categories/${c.slug}`}
                    className={`${tileClass} transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600`}
                  >
                    <span className="flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-white"
                        style={{ backgroundColor: c.color || "#1d4ed8" }}
                      >
                        <Icon className="h-5 w-5" />
                      </span>
                      <span className="text-2xl font-bold text-slate-900">{formatCount(c.count, locale)}</span>
                    </span>
                    <span className="line-clamp-2 text-sm text-slate-600">{c.name}</span>
                  </Link>
                </li>
              );
            })}
      </ul>
    </section>
  );
}
