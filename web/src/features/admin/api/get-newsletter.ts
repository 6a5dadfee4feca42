import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON, query } from "@/lib/api-client";
import type { Paged, Subscriber } from "../types";
import { ADMIN_LIST_STALE_MS, adminKey, adminQueryDefaults } from "./admin-fetch";

/** SubscriberFilter is a status of the newsletter list's filter. */
export type SubscriberFilter = "all" | "pending" | "confirmed";

/** SubscriberList is the answer of GET /api/admin/newsletter. */
export interface SubscriberList extends Paged {
  subscribers: Subscriber[];
}

/** getSubscribers fetches one page of newsletter addresses. */
export function getSubscribers(status: SubscriberFilter, page: number): Promise<SubscriberList> {
  return fetchJSON<SubscriberList>(`/api/admin/newsletter${query({ status, page })}`);
}

/** subscribersQueryOptions caches a page for 5 minutes, like the other queue lists. */
export const subscribersQueryOptions = (status: SubscriberFilter, page: number) =>
  queryOptions({
    queryKey: adminKey("newsletter", { status, page }),
    queryFn: () => getSubscribers(status, page),
    staleTime: ADMIN_LIST_STALE_MS,
    ...adminQueryDefaults,
  });

/** useSubscribers is a page of newsletter addresses of a status. */
export function useSubscribers(status: SubscriberFilter, page: number) {
  return useQuery({ ...subscribersQueryOptions(status, page), placeholderData: keepPreviousData });
}
