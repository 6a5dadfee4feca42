import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON, query } from "@/lib/api-client";
import { filterParams, type ListFilters } from "@/lib/list-filters";
import { preloaded } from "@/lib/preload";
import { cacheTime } from "@/lib/query-client";
import type { SearchResult } from "@/types/business";

/** PAGE_SIZE is how many results /businesses shows per page (spec section 9). */
export const PAGE_SIZE = 24;

/** RADII are the radius choices of /businesses in km, and the radii the server widens to. */
export const RADII = [5, 10, 25, 50] as const;

/** SearchSort is the order of /businesses: relevance, or distance from the place. */
export type SearchSort = "relevance" | "distance";

/**
 * BusinessSearch is one page of the /businesses search; empty strings mean
 * "no filter". city is the place as typed or chosen (a city, a postal code),
 * sent as the API's location; radius (km, 0 = the place itself) searches
 * around it, nearest first; sort "distance" orders the place's hits by their
 * distance from its centre. filters are the list filters (lib/list-filters.ts).
 */
export interface BusinessSearch {
  query: string;
  city: string;
  category: string;
  radius: number;
  sort: SearchSort;
  filters: ListFilters;
  page: number;
}

/** byDistance tells whether the search orders by distance: a radius, or the distance sort, both need a place. */
export function byDistance({ city, radius, sort }: BusinessSearch): boolean {
  return Boolean(city) && (radius > 0 || sort === "distance");
}

/** searchUrl builds the request: empty values are left out, offset = (page-1)*24; a radius needs a place. */
export function searchUrl(search: BusinessSearch): string {
  const { query: q, city, category, radius, sort, filters, page } = search;
  return `/api/businesses/search${query({
    query: q.trim(),
    location: city,
    category,
    limit: PAGE_SIZE,
    offset: (Math.max(1, page) - 1) * PAGE_SIZE,
    radius: city && radius > 0 ? radius : undefined,
    sort: city && !(radius > 0) && sort === "distance" ? "distance" : undefined,
    ...filterParams(filters),
  })}`;
}

/** searchBusinesses fetches one page of results. */
export function searchBusinesses(search: BusinessSearch): Promise<SearchResult> {
  return fetchJSON<SearchResult>(searchUrl(search));
}

/** businessSearchQueryOptions caches a result page for 10 minutes. */
export const businessSearchQueryOptions = (search: BusinessSearch) =>
  queryOptions({
    queryKey: [
      "api",
      "businesses",
      "search",
      {
        query: search.query.trim(),
        location: search.city,
        category: search.category,
        radius: search.city ? search.radius : 0,
        sort: search.city ? search.sort : "relevance",
        ...filterParams(search.filters),
        limit: PAGE_SIZE,
        page: search.page,
      },
    ],
    queryFn: () => searchBusinesses(search),
    // The first page without filters comes with the first HTML (the page manifest's calls).
    initialData: preloaded<SearchResult>(searchUrl(search)),
    staleTime: cacheTime.search, // a minute: also right for "Jetzt geöffnet"
    // The previous page stays on screen while the next one loads, so the list does not flash.
    placeholderData: keepPreviousData,
  });

/** useBusinessSearch is one page of /businesses results. */
export function useBusinessSearch(search: BusinessSearch) {
  return useQuery(businessSearchQueryOptions(search));
}
