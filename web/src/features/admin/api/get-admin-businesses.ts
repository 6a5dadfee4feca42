import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON, query } from "@/lib/api-client";
import type { AdminBusinessList } from "../types";
import { ADMIN_LIST_STALE_MS, adminKey, adminQueryDefaults } from "./admin-fetch";

/** ADMIN_PAGE_SIZE is the business table's page size: 20 (docs/pages.md, "The operator panel"). */
export const ADMIN_PAGE_SIZE = 20;

/** ALL is the filter value that means "no filter"; it is never sent. */
export const ALL = "all";

/** WebsiteFilter is the website check's outcome the table may be narrowed to ("all": no filter). */
export type WebsiteFilter = typeof ALL | "valid" | "invalid" | "unchecked";

/** WEBSITE_FILTERS are the website filter's choices after "all". */
export const WEBSITE_FILTERS = ["valid", "invalid", "unchecked"] as const;

/** SortField is a column the sort bar can order by (docs/api.md, "Operator calls"). */
export type SortField = "name" | "city" | "category" | "rating" | "reviewCount";
/** SortOrder is the sort direction. */
export type SortOrder = "asc" | "desc";

/** BusinessListParams are the table's filters, sort and page. */
export interface BusinessListParams {
  page: number;
  search: string;
  category: string;
  city: string;
  type: string;
  country: string;
  date: string;
  website: WebsiteFilter;
  sortBy: SortField;
  sortOrder: SortOrder;
}

const filter = (value: string) => (value === ALL ? undefined : value.trim());

/** businessListUrl builds the list URL; filters set to 'all' or left empty are left out (docs/api.md, "Operator calls"). */
export function businessListUrl(p: BusinessListParams): string {
  return `/api/admin/businesses${query({
    page: p.page,
    limit: ADMIN_PAGE_SIZE,
    search: filter(p.search),
    category: filter(p.category),
    city: filter(p.city),
    type: filter(p.type),
    country: filter(p.country),
    date: filter(p.date),
    website: filter(p.website),
    sortBy: p.sortBy,
    sortOrder: p.sortOrder,
  })}`;
}

/** getAdminBusinesses fetches one page of the admin table (hidden businesses included). */
export async function getAdminBusinesses(p: BusinessListParams): Promise<AdminBusinessList> {
  try {
    return await fetchJSON<AdminBusinessList>(businessListUrl(p));
  } catch (err) {
    throw new Error("Failed to fetch businesses", { cause: err });
  }
}

/** adminBusinessesQueryOptions caches a page for 5 minutes (docs/api.md, "Caching"). */
export const adminBusinessesQueryOptions = (p: BusinessListParams) =>
  queryOptions({
    queryKey: adminKey("businesses", p),
    queryFn: () => getAdminBusinesses(p),
    staleTime: ADMIN_LIST_STALE_MS,
    ...adminQueryDefaults,
  });

/** useAdminBusinesses keeps the last page on screen while the next one loads. */
export function useAdminBusinesses(p: BusinessListParams) {
  return useQuery({ ...adminBusinessesQueryOptions(p), placeholderData: keepPreviousData });
}
