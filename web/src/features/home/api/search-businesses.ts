import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON, query } from "@/lib/api-client";
import { cacheTime } from "@/lib/query-client";
import type { SearchResult } from "@/types/business";

/** HOME_SEARCH_LIMIT is how many results the home search shows (spec section 9). */
export const HOME_SEARCH_LIMIT = 50;

/** HomeSearch is what the visitor typed into the home search form. */
export interface HomeSearch {
  query: string;
  location: string;
}

/** searchBusinesses runs the home search; empty values are left out of the request. */
export function searchBusinesses({ query: q, location }: HomeSearch): Promise<SearchResult> {
  return fetchJSON<SearchResult>(
    `/api/businesses/search${query({ query: q.trim(), location: location.trim(), limit: HOME_SEARCH_LIMIT })}`,
  );
}

/** homeSearchQueryOptions caches a home search for 10 minutes. */
export const homeSearchQueryOptions = (search: HomeSearch) =>
  queryOptions({
    queryKey: [
      "api",
      "businesses",
      "search",
      { query: search.query.trim(), location: search.location.trim(), limit: HOME_SEARCH_LIMIT },
    ],
    queryFn: () => searchBusinesses(search),
    staleTime: cacheTime.search,
  });

/** useHomeSearch runs the search only in search mode (search is null in browse mode). */
export function useHomeSearch(search: HomeSearch | null) {
  return useQuery({
    ...homeSearchQueryOptions(search ?? { query: "", location: "" }),
    enabled: search !== null,
  });
}
