import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON, query } from "@/lib/api-client";
import { preloaded } from "@/lib/preload";
import { cacheTime } from "@/lib/query-client";
import type { Business } from "@/types/business";

const popularUrl = (limit: number) => `/api/businesses/popular${query({ limit })}`;

/** getPopularBusinesses fetches the most popular businesses. */
export function getPopularBusinesses(limit: number): Promise<Business[]> {
  return fetchJSON<Business[]>(popularUrl(limit));
}

/** popularBusinessesQueryOptions caches the popular list for 30 minutes. */
export const popularBusinessesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ["api", "businesses", "popular", { limit }],
    queryFn: () => getPopularBusinesses(limit),
    initialData: preloaded<Business[]>(popularUrl(limit)),
    staleTime: cacheTime.popular,
  });

/** usePopularBusinesses is the list of the most popular businesses (home 12, categories overview 8). */
export function usePopularBusinesses(limit: number) {
  return useQuery(popularBusinessesQueryOptions(limit));
}
