import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import { preloaded } from "@/lib/preload";
import { cacheTime } from "@/lib/query-client";
import type { NearbyResult } from "@/types/business";

const nearbyUrl = (id: number) => `/api/businesses/${id}/nearby`;

/** getNearbyBusinesses fetches up to six businesses of the same category nearest to a business. */
export function getNearbyBusinesses(id: number): Promise<NearbyResult> {
  return fetchJSON<NearbyResult>(nearbyUrl(id));
}

/** nearbyBusinessesQueryOptions caches a business's neighbours as long as the business. */
export const nearbyBusinessesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["api", "businesses", String(id), "nearby"],
    queryFn: () => getNearbyBusinesses(id),
    // The first HTML of a detail page carries the answer (pages.NearbyCall).
    initialData: preloaded<NearbyResult>(nearbyUrl(id)),
    staleTime: cacheTime.detail,
    // Below the fold and optional: a failure shows nothing rather than retrying.
    retry: false,
  });

/** useNearbyBusinesses loads the neighbours once the business is known (id undefined until then). */
export function useNearbyBusinesses(id: number | undefined) {
  return useQuery({ ...nearbyBusinessesQueryOptions(id ?? 0), enabled: id !== undefined });
}
