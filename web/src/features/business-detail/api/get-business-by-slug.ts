import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { preloaded } from "@/lib/preload";
import { cacheTime } from "@/lib/query-client";
import type { Business } from "@/types/business";
import { retryUnlessNotFound } from "./get-business";

const slugUrl = (city: string, slug: string) => `/api/businesses/slug/${encodeURIComponent(city)}/${encodeURIComponent(slug)}`;

/**
 * getBusinessBySlug fetches one business by city slug and name slug. Unlike
 * the other calls, a failure carries the status and status text (spec section 7).
 */
export async function getBusinessBySlug(city: string, slug: string): Promise<Business> {
  const res = await fetch(slugUrl(city, slug), {
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
    initialData: preloaded<Business>(slugUrl(city, slug)),
    staleTime: cacheTime.detail,
    retry: retryUnlessNotFound,
  });

/** useBusinessBySlug loads a business by its url slug; it stays idle while enabled is false. */
export function useBusinessBySlug(city: string, slug: string, enabled = true) {
  return useQuery({ ...businessBySlugQueryOptions(city, slug), enabled });
}
