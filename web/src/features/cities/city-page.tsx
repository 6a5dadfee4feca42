import { useEffect } from "react";
import { Link, useParams, useSearchParams } from "@/lib/router";
import { BusinessCard, BusinessCardSkeletons, listable } from "@/components/business-card";
import { ListFilterBar } from "@/components/list-filters";
import { Pagination, pageWindow } from "@/components/pagination";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cityTexts } from "@/i18n/en-cities";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatTotal } from "@/lib/format";
import { hasFilters, type ListFilters, readListFilters, writeListFilters } from "@/lib/list-filters";
import { CITY_REQUIRED, useCityBusinesses } from "./api/get-city-businesses";
import { CityCategoryBadges } from "./components/city-category-badges";

/** parsePage reads ?page= as a whole number from 1 up; anything else is page 1. */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** withPage returns a copy of params on page p (page 1 leaves the URL). */
function withPage(params: URLSearchParams, p: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (p > 1) next.set("page", String(p));
  else next.delete("page");
  return next;
}

/**
 * CityPage lists a city's businesses, 20 per page, with a count, an intro
 * text, the categories shown and the list filters. The page number and the
 * filters live in the URL (?page=&open=1…) so a page can be shared and the
 * back button works; a change of filters returns to page 1.
 */
export default function CityPage() {
  const city = useParams().city ?? "";
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get("page"));
  const filters = readListFilters(searchParams);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useCityBusinesses(city, page, filters);
  const t = useTexts(cityTexts);
  const locale = useLocale();

  const goTo = (p: number) => {
    setSearchParams((prev) => withPage(prev, p));
    window.scrollTo({ top: 0, behavior: "smooth" });
  };
  const filter = (change: Partial<ListFilters>) =>
    setSearchParams((prev) => {
      const next = withPage(prev, 1);
      writeListFilters(next, change);
      return next;
    });

  // A page past the end (an old link, a shrunken list) goes to the last page
  // instead of claiming the city has no businesses.
  const lastPage = data?.totalPages ?? 0;
  useEffect(() => {
    if (!isPlaceholderData && lastPage > 0 && page > lastPage) {
      setSearchParams((prev) => withPage(prev, lastPage), { replace: true });
    }
  }, [isPlaceholderData, lastPage, page, setSearchParams]);

  const businesses = listable(data?.businesses);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t.heading(city)}</h1>
        <div className="mt-2 h-7">
          {data ? (
            <p className="text-lg font-semibold text-blue-700" data-testid="city-count">
              {t.count(formatTotal(data.total, data.totalCapped, locale))}
            </p>
          ) : (
            isPending && <Skeleton className="h-6 w-40" />
          )}
        </div>
        <p className="mt-3 max-w-3xl text-slate-700">{t.intro(city)}</p>
        {(isPending || businesses.length > 0) && <CityCategoryBadges businesses={isPending ? undefined : businesses} />}
        <div className="mt-6">
          <ListFilterBar filters={filters} onChange={filter} />
        </div>
      </header>

      <section aria-labelledby="city-list-heading" className="mt-8" aria-busy={isPending || isPlaceholderData}>
        <h2 id="city-list-heading" className="sr-only">
          {t.listHeading(city)}
        </h2>
        {isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <BusinessCardSkeletons count={6} />
          </div>
        ) : isError && !data ? (
          <Card className="p-8 text-center" role="alert">
            <h2 className="text-xl font-semibold text-slate-900">{t.errorHeading}</h2>
            <p className="mt-2 text-slate-600">{error.message === CITY_REQUIRED ? t.cityRequired : t.fetchFailed}</p>
            <Button className="mt-4" onClick={() => void refetch()}>
              {t.retry}
            </Button>
          </Card>
        ) : businesses.length === 0 && hasFilters(filters) ? (
          <Card className="p-8 text-center" role="status">
            <p className="text-xl font-semibold text-slate-900">{t.emptyFiltered}</p>
          </Card>
        ) : businesses.length === 0 ? (
          <Card className="p-8 text-center">
            <p className="text-xl font-semibold text-slate-900">{t.empty(city)}</p>
            <p className="mt-2 text-slate-600">{t.emptyHint}</p>
            <Button asChild className="mt-4">
              <Link to="/">{t.backHome}</Link>
            </Button>
          </Card>
        ) : (
          <>
            <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? "opacity-60" : ""}`}>
              {businesses.map((b) => (
                <li key={b.id}>
                  <BusinessCard business={b} />
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={data.totalPages} pages={pageWindow(page, data.totalPages)} onPageChange={goTo} />
          </>
        )}
      </section>
    </div>
  );
}
