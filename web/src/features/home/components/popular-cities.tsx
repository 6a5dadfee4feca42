import { Building2 } from "lucide-react";
import { Link } from "@/lib/router";
import { useCities } from "@/api/get-cities";
import { Skeleton } from "@/components/ui/skeleton";
import { homeTexts } from "@/i18n/en-home";
import { useLocale, useTexts } from "@/i18n/locale";
import { cityHref, formatNumber } from "@/lib/format";

/** CITY_GRID_SIZE is how many cities the home grid shows (spec section 9). */
export const CITY_GRID_SIZE = 12;

const cell = "flex h-20 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 shadow-sm";

/** PopularCities is the grid of the first 12 cities (without Unknown), each linking to its city page. */
export function PopularCities() {
  const { data, isPending, isError } = useCities();
  const t = useTexts(homeTexts);
  const locale = useLocale();
  return (
    <section aria-labelledby="home-cities" className="mx-auto max-w-7xl px-4 pt-12">
      <h2 id="home-cities" className="mb-6 text-2xl font-bold text-slate-900">
        {t.citiesHeading}
      </h2>
      {isError ? (
        <p className="text-slate-600">{t.citiesError}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {isPending
            ? Array.from({ length: CITY_GRID_SIZE }, (_, i) => (
                <li key={i} className={cell} data-testid="city-skeleton">
                  <Skeleton className="h-10 w-10 shrink-0 rounded-lg" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-5 w-28" />
                    <Skeleton className="h-4 w-20" />
                  </div>
                </li>
              ))
            : (data ?? []).slice(0, CITY_GRID_SIZE).map((c) => (
                <li key={c.city}>
                  <Link
                    to={cityHref(c.city)}
                    className={`${cell} transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600`}
                  >
                    <span
                      aria-hidden="true"
                      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700"
                    >
                      <Building2 className="h-5 w-5" />
                    </span>
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-slate-900">{c.city}</span>
                      <span className="block text-sm text-slate-600">{t.cityCount(formatNumber(c.businessCount, locale))}</span>
                    </span>
                  </Link>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
