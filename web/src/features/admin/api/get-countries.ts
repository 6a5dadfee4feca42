import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import type { CountryFacet } from "../types";
import { ADMIN_LIST_STALE_MS, adminKey, adminQueryDefaults } from "./admin-fetch";

/** getCountries fetches the countries with their codes and counts, largest first. */
export function getCountries(): Promise<CountryFacet[]> {
  return fetchJSON<CountryFacet[]>("/api/admin/countries");
}

/** countriesQueryOptions caches the facet for 5 minutes (docs/api.md, "Caching"). */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: adminKey("countries"),
    queryFn: getCountries,
    staleTime: ADMIN_LIST_STALE_MS,
    ...adminQueryDefaults,
  });

/** useCountries is the countries with their codes and counts. */
export function useCountries() {
  return useQuery(countriesQueryOptions());
}
