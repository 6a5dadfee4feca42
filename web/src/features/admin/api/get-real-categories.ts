import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import type { CategoryFacet } from "../types";
import { ADMIN_LIST_STALE_MS, adminKey, adminQueryDefaults } from "./admin-fetch";

/** getRealCategories fetches the raw Google categories with their counts, largest first. */
export function getRealCategories(): Promise<CategoryFacet[]> {
  return fetchJSON<CategoryFacet[]>("/api/admin/real-categories");
}

/** realCategoriesQueryOptions caches the facet for 5 minutes (docs/api.md, "Caching"). */
export const realCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminKey("real-categories"),
    queryFn: getRealCategories,
    staleTime: ADMIN_LIST_STALE_MS,
    ...adminQueryDefaults,
  });

/** useRealCategories is the raw Google categories with their counts. */
export function useRealCategories() {
  return useQuery(realCategoriesQueryOptions());
}
