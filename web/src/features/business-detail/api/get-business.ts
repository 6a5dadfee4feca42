import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON, isNotFound } from "@/lib/api-client";
import { preloaded } from "@/lib/preload";
import { cacheTime } from "@/lib/query-client";
import type { Business } from "@/types/business";

/** getBusiness fetches one business by its numeric id. */
export function getBusiness(id: number): Promise<Business> {
  return fetchJSON<Business>(`/api/businesses/${id}`);
}

/** retryUnlessNotFound retries twice (spec section 7), but a 404 will not change on retry. */
export function retryUnlessNotFound(failures: number, err: unknown): boolean {
  return !isNotFound(err) && failures < 2;
}

/** businessQueryOptions caches a business for 30 minutes. */
export const businessQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["api", "businesses", String(id)],
    queryFn: () => getBusiness(id),
    initialData: preloaded<Business>(`/api/businesses/${id}`),
    staleTime: cacheTime.detail,
    retry: retryUnlessNotFound,
  });

/** useBusiness loads a business by id; it stays idle while enabled is false. */
export function useBusiness(id: number, enabled = true) {
  return useQuery({ ...businessQueryOptions(id), enabled });
}
