import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import type { CityFacet } from "../types";
import { ADMIN_LIST_STALE_MS, adminKey, adminQueryDefaults } from "./admin-fetch";

/** getAdminCities fetches the cities with their counts (hidden businesses included), largest first. */
export function getAdminCities(): Promise<CityFacet[]> {
  return fetchJSON<CityFacet[]>("/api/admin/cities");
}

/** adminCitiesQueryOptions caches the facet for 5 minutes (spec section 9). */
export const adminCitiesQueryOptions = () =>
  queryOptions({
    queryKey: adminKey("cities"),
    queryFn: getAdminCities,
    staleTime: ADMIN_LIST_STALE_MS,
    ...adminQueryDefaults,
  });

/** useAdminCities is the cities with their counts (hidden businesses included). */
export function useAdminCities() {
  return useQuery(adminCitiesQueryOptions());
}
