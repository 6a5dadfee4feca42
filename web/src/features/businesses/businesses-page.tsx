import { SearchX } from "lucide-react";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { useCities } from "@/api/get-cities";
import { listable } from "@/components/business-card";
import { ListFilterBar } from "@/components/list-filters";
import { Pagination, pageWindow } from "@/components/pagination";
import { SearchNotice } from "@/components/search-notice";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ViewToggle, type ViewMode } from "@/components/ui/view-toggle";
import { businessesTexts } from "@/i18n/en-businesses";
import { filterTexts } from "@/i18n/en-filters";
import { useLocale, useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import { formatTotal } from "@/lib/format";
import { byDistance as sortsByDistance, PAGE_SIZE, useBusinessSearch } from "./api/search-businesses";
import { BusinessResult, BusinessResultSkeletons } from "./components/business-result";
import { MapToggle, ResultsMap, useResultsMap } from "./components/results-map";
import { SearchHero } from "./components/search-hero";
import { useSearchFilters } from "./hooks/use-search-filters";

/** CITY_OPTIONS is how many cities the city selector offers (spec: the first 20). */
export const CITY_OPTIONS = 20;

/**
 * BusinessesPage is the business search: text (debounced), place, category
 * and radius filters and the page live in the URL; results come 24 to a page,
 * as a grid or a list. A radius sorts by distance. When the server widened a
 * first page to the place's surroundings, a note says so, and later pages ask
 * with that radius so they continue the same list.
 */
export default function BusinessesPage() {
  const t = useTexts(businessesTexts);
  const ft = useTexts(filterTexts);
  const locale = useLocale();
  const { filters, update, reset } = useSearchFilters();
  const [view, setView] = useState<ViewMode>("grid");
  const cities = useCities();
  const result = useBusinessSearch(filters);
  const top = useRef<HTMLDivElement>(null);
  const map = useResultsMap();

  // The result list renders from a deferred copy of the answer: a new page of 24 cards is
  // rendered in slices that yield to typing, instead of in the task that received the answer.
  const shownData = useDeferredValue(result.data);
  const businesses = useMemo(() => listable(shownData?.businesses), [shownData]);
  const dimmed = result.isPlaceholderData || shownData !== result.data;
  const total = result.data?.total ?? 0;
  const totalPages = Math.ceil(total / PAGE_SIZE);
  // The notes belong to the answer of this search, not to the previous one kept on screen while it loads.
  const answer = result.isPlaceholderData ? undefined : result.data;
  const widenedKm = answer?.widenedKm;
  const byDistance = sortsByDistance(filters) || Boolean(widenedKm);
  const list = view === "grid" ? "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-4";

  const { open: mapOpen, chosenId } = map;
  const item = map.item;
  // Unchanged answer, view and map state: the same elements, which React does not render again.
  const cards = useMemo(
    () =>
      businesses.map((b) => (
        <li key={b.id} {...item(b.id)}>
          <BusinessResult business={b} layout={view} />
        </li>
      )),
    // item's result depends only on whether the map is open and which card was chosen.
    [businesses, view, mapOpen, chosenId],
  );

  const goTo = (page: number) => {
    update(widenedKm && !filters.radius ? { page, radius: widenedKm } : { page });
    top.current?.scrollIntoView?.({ block: "start" });
  };

  return (
    <>
      <SearchHero
        filters={filters}
        cities={(cities.data ?? []).slice(0, CITY_OPTIONS).map((c) => c.city)}
        onChange={(change) => update(change)}
        onQueryChange={(query) => update({ query }, { replace: true })}
      />
      <section aria-labelledby="businesses-results" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-10" ref={top}>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="businesses-results" className="text-2xl font-bold text-slate-900">
              {t.resultsHeading}
            </h2>
            <div className="h-6 text-slate-600" aria-live="polite">
              {result.isPending ? (
                <Skeleton className="mt-1 h-4 w-40" />
              ) : (
                result.isSuccess && (
                  <>
                    {t.count(formatTotal(total, result.data?.totalCapped, locale))}
                    {byDistance && total > 0 && (
                      <span className="ml-2 before:mr-2 before:content-['·']">{t.sortedByDistance}</span>
                    )}
                  </>
                )
              )}
            </div>
          </div>
          <div className="flex items-center gap-2">
            <MapToggle map={map} />
            <ViewToggle value={view} onChange={setView} />
          </div>
        </div>

        <div className="mb-6">
          <ListFilterBar filters={filters.filters} onChange={(change) => update({ filters: change })}>
            {filters.city && !filters.radius && (
              <label className="inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800">
                <span className="font-medium">{ft.sort}</span>
                <select
                  value={filters.sort}
                  onChange={(e) => update({ sort: e.target.value === "distance" ? "distance" : "relevance" })}
                  className="bg-transparent py-2 focus-visible:outline-2 focus-visible:outline-blue-600"
                >
                  <option value="relevance">{ft.byRelevance}</option>
                  <option value="distance">{ft.byDistance}</option>
                </select>
              </label>
            )}
          </ListFilterBar>
        </div>

        {!result.isError && (
          <SearchNotice result={answer} query={filters.query} place={filters.city} onPlace={(city) => update({ city })} />
        )}

        {!result.isError && <ResultsMap map={map} businesses={businesses} />}

        {result.isError ? (
          <div role="alert" className="rounded-xl border border-slate-200 bg-white px-6 py-12 text-center">
            <p className="text-slate-800">{t.error}</p>
            <Button className="mt-4" variant="secondary" onClick={() => result.refetch()}>
              {t.retry}
            </Button>
          </div>
        ) : result.isPending ? (
          <ul className={list} aria-busy="true">
            <BusinessResultSkeletons count={view === "grid" ? 6 : 4} layout={view} />
          </ul>
        ) : businesses.length === 0 && !dimmed ? (
          <div role="status" className="rounded-xl border border-slate-200 bg-white px-6 py-12 text-center">
            <SearchX aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-slate-500" />
            <p className="text-lg font-semibold text-slate-900">{t.empty}</p>
            <p className="mt-1 text-slate-600">{t.emptyHint}</p>
            <Button className="mt-6" onClick={reset}>
              {t.resetFilters}
            </Button>
          </div>
        ) : (
          <ul className={cn(list, dimmed && "opacity-60 transition-opacity")} aria-busy={dimmed || undefined}>
            {cards}
          </ul>
        )}

        <Pagination
          page={filters.page}
          totalPages={totalPages}
          pages={pageWindow(filters.page, totalPages)}
          onPageChange={goTo}
        />
      </section>
    </>
  );
}
