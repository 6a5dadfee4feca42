import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON, query } from "@/lib/api-client";
import { cacheTime } from "@/lib/query-client";
import type { Business } from "@/types/business";

/** POPULAR_LIMIT is the size of the Featured Businesses grid (spec section 9). */
export const POPULAR_LIMIT = 12;

/** getPopularBusinesses fetches the featured businesses of the home page. */
export function getPopularBusinesses(limit = POPULAR_LIMIT): Promise<Business[]> {
  return fetchJSON<Business[]>(`/api/businesses/popular${query({ limit })}`);
}

/** popularBusinessesQueryOptions caches the featured list for 30 minutes. */
export const popularBusinessesQueryOptions = (limit = POPULAR_LIMIT) =>
  queryOptions({
    queryKey: ["api", "businesses", "popular", { limit }],
    queryFn: () => getPopularBusinesses(limit),
    staleTime: cacheTime.popular,
  });

/** usePopularBusinesses is the Featured Businesses list. */
export function usePopularBusinesses() {
  return useQuery(popularBusinessesQueryOptions());
}
