import { takePreloaded } from "@/lib/preload";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { cacheTime } from "@/lib/query-client";
import type { Business } from "@/types/business";
import { retryUnlessNotFound } from "./get-business";

/**
 * getBusinessBySlug fetches one business by city slug and name slug. Unlike
 * the other calls, a failure carries the status and status text (spec section 7).
 */
export async function getBusinessBySlug(city: string, slug: string): Promise<Business> {
  const url = `/api/businesses/slug/${encodeURIComponent(city)}/${encodeURIComponent(slug)}`;
  const embedded = takePreloaded<Business>(url);
  if (embedded) return embedded;
  const res = await fetch(url, {
    credentials: "include",
  });
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${res.statusText}`);
  return (await res.json()) as Business;
}

/** businessBySlugQueryOptions caches a business for 30 minutes. */
export const businessBySlugQueryOptions = (city: string, slug: string) =>
  queryOptions({
    queryKey: ["api", "businesses", "slug", city, slug],
    queryFn: () => getBusinessBySlug(city, slug),
    staleTime: cacheTime.detail,
    retry: retryUnlessNotFound,
  });

/** useBusinessBySlug loads a business by its url slug; it stays idle while enabled is false. */
export function useBusinessBySlug(city: string, slug: string, enabled = true) {
  return useQuery({ ...businessBySlugQueryOptions(city, slug), enabled });
}
