import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import { preloaded } from "@/lib/preload";
import { cacheTime } from "@/lib/query-client";

/**
 * Stats is the public answer of GET /api/businesses/stats: every listed
 * business, and those of the home country (the site setting home_country),
 * which the home page's headline names.
 */
export interface Stats {
  total: number;
  homeCountry?: string;
  homeTotal?: number;
}

/** getStats fetches the number of listed businesses. */
export function getStats(): Promise<Stats> {
  return fetchJSON<Stats>("/api/businesses/stats");
}

/** statsQueryOptions caches the stats for 30 minutes. */
export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ["api", "businesses", "stats"],
    queryFn: getStats,
    initialData: preloaded<Stats>("/api/businesses/stats"),
    staleTime: cacheTime.stats,
  });

/** useStats is the number of listed businesses. */
export function useStats() {
  return useQuery(statsQueryOptions());
}
