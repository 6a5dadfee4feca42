import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import type { AdminStats } from "../types";
import { ADMIN_STATS_STALE_MS, adminKey, adminQueryDefaults } from "./admin-fetch";

/** getAdminStats fetches the four dashboard figures. */
export function getAdminStats(): Promise<AdminStats> {
  return fetchJSON<AdminStats>("/api/admin/stats");
}

/** adminStatsQueryOptions caches the stats for an hour (docs/api.md, "Caching"). */
export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKey("stats"),
    queryFn: getAdminStats,
    staleTime: ADMIN_STATS_STALE_MS,
    ...adminQueryDefaults,
  });

/** useAdminStats is the dashboard's stat cards' data. */
export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
