import { useEffect, useState } from "react";
import { useParams, useSearchParams } from "@/lib/router";
import { useStats } from "@/api/get-stats";
import { listable } from "@/components/business-card";
import { ListFilterBar } from "@/components/list-filters";
import { Pagination, firstPages } from "@/components/pagination";
import { NativeSelect } from "@/components/ui/native-select";
import { ViewToggle, type ViewMode } from "@/components/ui/view-toggle";
import { siteTexts } from "@/i18n/en";
import { categoriesTexts } from "@/i18n/en-categories";
import { useLocale, useTexts } from "@/i18n/locale";
import { isNotFound } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatTotal } from "@/lib/format";
import { hasFilters, type ListFilters, readListFilters, writeListFilters } from "@/lib/list-filters";
import { SORT_ORDERS, type SortBy, useCategoryBusinesses } from "./api/get-category-businesses";
import { CategoryBusinessCard, CategoryBusinessSkeletons } from "./components/category-business-card";
import { CategoryHeader, CategoryHeaderSkeleton } from "./components/category-header";
import { CategoryEmpty, CategoryError, CategoryNotFound } from "./components/category-states";

/** readPage reads ?page= as a whole number from 1 up; anything else is page 1. */
function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** readSort reads ?sortBy=; an unknown value means the default, best rating first. */
function readSort(value: string | null): SortBy {
  return SORT_ORDERS.find((s) => s === value) ?? "rating";
}

/**
 * CategoryPage lists a category's businesses, 12 per page. Page, sort
 * order and filters sit in the URL so a list can be shared; as the spec says,
 * changing the sort keeps the page number, while a change of filters returns
 * to page 1. The view mode is local state.
 */
export default function CategoryPage() {
  const t = useTexts(categoriesTexts).page;
  const locale = useLocale();
  const slug = useParams().category ?? "";
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get("page"));
  const sortBy = readSort(searchParams.get("sortBy"));
  const filters = readListFilters(searchParams);
  const [view, setView] = useState<ViewMode>("grid");
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useCategoryBusinesses(slug, page, sortBy, filters);
  const stats = useStats();
  const notFound = isError && isNotFound(error);

  const update = (key: "page" | "sortBy", value: string, fallback: string) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === "sortBy" },
    );
  const goTo = (p: number) => {
    update("page", String(p), "1");
    window.scrollTo({ top: 0, behavior: "smooth" });
  };
  const filter = (change: Partial<ListFilters>) =>
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete("page");
      writeListFilters(next, change);
      return next;
    });

  // A page past the end (an old link) goes to the last page rather than
  // claiming the category is empty.
  const lastPage = data?.totalPages ?? 0;
  useEffect(() => {
    if (isPlaceholderData || lastPage === 0 || page <= lastPage) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set("page", String(lastPage));
        return next;
      },
      { replace: true },
    );
  }, [isPlaceholderData, lastPage, page, setSearchParams]);

  if (notFound) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12">
        <CategoryNotFound />
      </div>
    );
  }
  if (isError && !data) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12">
        <CategoryError category={slug} message={error.message} onReload={() => void refetch()} />
      </div>
    );
  }

  const businesses = listable(data?.businesses);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {data ? (
        <CategoryHeader
          category={data.category}
          total={data.total}
          allBusinesses={stats.data?.total}
          averageRating={data.averageRating}
        />
      ) : (
        <CategoryHeaderSkeleton />
      )}

      <section aria-labelledby="category-results" className="mt-8" aria-busy={isPending || isPlaceholderData}>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="category-results" className="h-7 text-lg font-semibold text-slate-900">
            {data ? (
              t.found(formatTotal(data.total, data.totalCapped, locale))
            ) : (
              <span className="sr-only">{siteTexts[locale].common.loading}</span>
            )}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor="category-sort" className="text-sm font-medium text-slate-700">
              {t.sortLabel}
            </label>
            <NativeSelect
              id="category-sort"
              value={sortBy}
              onValueChange={(v) => update("sortBy", v, "rating")}
              options={t.sort}
            />
            <ViewToggle value={view} onChange={setView} />
          </div>
        </div>
        <div className="mt-4">
          <ListFilterBar filters={filters} onChange={filter} />
        </div>

        {data && businesses.length === 0 ? (
          <div className="mt-6">
            <CategoryEmpty filtered={hasFilters(filters)} />
          </div>
        ) : (
          <ul
            data-testid="category-list"
            data-layout={view}
            className={cn(
              "mt-6 grid gap-4",
              view === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-1",
              isPlaceholderData && "opacity-60",
            )}
          >
            {data ? (
              businesses.map((b) => (
                <li key={b.id}>
                  <CategoryBusinessCard business={b} icon={data.category.icon} layout={view} />
                </li>
              ))
            ) : (
              <CategoryBusinessSkeletons count={12} />
            )}
          </ul>
        )}
        {data && <Pagination page={page} totalPages={data.totalPages} pages={firstPages(data.totalPages)} onPageChange={goTo} />}
      </section>
    </div>
  );
}
