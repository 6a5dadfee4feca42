import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import type { TypeFacet } from "../types";
import { ADMIN_LIST_STALE_MS, adminKey, adminQueryDefaults } from "./admin-fetch";

/** getBusinessTypes fetches the business types with their counts, largest first. */
export function getBusinessTypes(): Promise<TypeFacet[]> {
  return fetchJSON<TypeFacet[]>("/api/admin/types");
}

/** businessTypesQueryOptions caches the facet for 5 minutes (docs/api.md, "Caching"). */
export const businessTypesQueryOptions = () =>
  queryOptions({
    queryKey: adminKey("types"),
    queryFn: getBusinessTypes,
    staleTime: ADMIN_LIST_STALE_MS,
    ...adminQueryDefaults,
  });

/** useBusinessTypes is the business types with their counts. */
export function useBusinessTypes() {
  return useQuery(businessTypesQueryOptions());
}
