import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJSON, isNotFound, query } from "@/lib/api-client";
import { filterParams, type ListFilters, NO_FILTERS } from "@/lib/list-filters";
import { preloaded } from "@/lib/preload";
import { cacheTime } from "@/lib/query-client";
import type { CategoryPageResult } from "@/types/business";

/** CATEGORY_PAGE_SIZE is the category page's page size (spec section 9). */
export const CATEGORY_PAGE_SIZE = 12;

/** SortBy is a sort order the category call accepts. */
export type SortBy = "rating" | "name" | "city" | "reviews";

/** SORT_ORDERS lists the accepted sort orders; the first is the default. */
export const SORT_ORDERS: readonly SortBy[] = ["rating", "name", "city", "reviews"];

const categoryUrl = (category: string, page: number, sortBy: SortBy, filters: ListFilters) =>
  `/api/categories/${encodeURIComponent(category)}/businesses${query({ page, limit: CATEGORY_PAGE_SIZE, sortBy, ...filterParams(filters) })}`;

/** getCategoryBusinesses fetches one page of a category (slug or alias); 404 for an unknown slug. */
export function getCategoryBusinesses(
  category: string,
  page: number,
  sortBy: SortBy,
  filters: ListFilters = NO_FILTERS,
): Promise<CategoryPageResult> {
  return fetchJSON<CategoryPageResult>(categoryUrl(category, page, sortBy, filters));
}

/** categoryBusinessesQueryOptions caches a category page for an hour (a minute with "Jetzt geöffnet"). */
export const categoryBusinessesQueryOptions = (
  category: string,
  page: number,
  sortBy: SortBy,
  filters: ListFilters = NO_FILTERS,
) =>
  queryOptions({
    queryKey: [
      "api",
      "categories",
      category,
      "businesses",
      { page, limit: CATEGORY_PAGE_SIZE, sortBy, ...filterParams(filters) },
    ],
    queryFn: () => getCategoryBusinesses(category, page, sortBy, filters),
    initialData: preloaded<CategoryPageResult>(categoryUrl(category, page, sortBy, filters)),
    staleTime: filters.open ? cacheTime.search : cacheTime.categoryList,
    enabled: category !== "",
  });

/**
 * useCategoryBusinesses runs only when a category is set. While another page
 * or sort order of the same category loads, the current list stays on screen;
 * another category's list never shows under this category's header. An
 * unknown slug (404) is final, so it is not retried; other failures follow
 * the client's retry setting.
 */
export function useCategoryBusinesses(category: string, page: number, sortBy: SortBy, filters: ListFilters = NO_FILTERS) {
  const fallback = useQueryClient().getDefaultOptions().queries?.retry;
  return useQuery({
    ...categoryBusinessesQueryOptions(category, page, sortBy, filters),
    retry: (failures, err) => {
      if (isNotFound(err)) return false;
      if (typeof fallback === "function") return fallback(failures, err);
      if (typeof fallback === "number") return failures < fallback;
      return fallback ?? failures < 3;
    },
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === category ? previous : undefined),
  });
}
