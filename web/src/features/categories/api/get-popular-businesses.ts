import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON, query } from "@/lib/api-client";
import { cacheTime } from "@/lib/query-client";
import type { Business } from "@/types/business";

/** FEATURED_COUNT is how many popular businesses the overview features (spec section 9). */
export const FEATURED_COUNT = 8;

/** getPopularBusinesses fetches the most popular businesses. */
export function getPopularBusinesses(limit: number): Promise<Business[]> {
  return fetchJSON<Business[]>(`/api/businesses/popular${query({ limit })}`);
}

/** popularBusinessesQueryOptions caches the popular list for 30 minutes. */
export const popularBusinessesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ["api", "businesses", "popular", { limit }],
    queryFn: () => getPopularBusinesses(limit),
    staleTime: cacheTime.popular,
  });

/** usePopularBusinesses is the featured list of the categories overview. */
export function usePopularBusinesses(limit = FEATURED_COUNT) {
  return useQuery(popularBusinessesQueryOptions(limit));
}
