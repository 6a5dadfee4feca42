import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON, query } from "@/lib/api-client";
import type { ContactMessage, Paged } from "../types";
import { ADMIN_LIST_STALE_MS, adminKey, adminQueryDefaults } from "./admin-fetch";

/** MessageFilter is a status of the messages' filter. */
export type MessageFilter = "open" | "done" | "all";

/** MessageList is the answer of GET /api/admin/messages. */
export interface MessageList extends Paged {
  messages: ContactMessage[];
}

/** getMessages fetches one page of contact messages. */
export function getMessages(status: MessageFilter, page: number): Promise<MessageList> {
  return fetchJSON<MessageList>(`/api/admin/messages${query({ status, page })}`);
}

/** messagesQueryOptions caches a page for 5 minutes; marking one done invalidates it. */
export const messagesQueryOptions = (status: MessageFilter, page: number) =>
  queryOptions({
    queryKey: adminKey("messages", { status, page }),
    queryFn: () => getMessages(status, page),
    staleTime: ADMIN_LIST_STALE_MS,
    ...adminQueryDefaults,
  });

/** useMessages is a page of contact messages of a status. */
export function useMessages(status: MessageFilter, page: number) {
  return useQuery({ ...messagesQueryOptions(status, page), placeholderData: keepPreviousData });
}
