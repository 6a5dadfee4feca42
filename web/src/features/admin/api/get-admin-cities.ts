import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import type { CityFacet } from "../types";
import { ADMIN_LIST_STALE_MS, adminKey, adminQueryDefaults } from "./admin-fetch";

/** ADMIN_CITY_LIMIT is how many cities the city filter shows: the 30 largest (docs/pages.md, "The operator panel"). */
export const ADMIN_CITY_LIMIT = 30;

/** getAdminCities fetches the largest cities with their counts (hidden businesses included). */
export function getAdminCities(): Promise<CityFacet[]> {
  return fetchJSON<CityFacet[]>(`/api/admin/cities?limit=${ADMIN_CITY_LIMIT}`);
}

/** adminCitiesQueryOptions caches the facet for 5 minutes (docs/api.md, "Caching"). */
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
