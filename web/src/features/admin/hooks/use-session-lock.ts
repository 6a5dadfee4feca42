import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isUnauthorized } from "../api/admin-fetch";
import { sessionKey, type Session } from "../api/get-session";

const isAdminData = (key: readonly unknown[]) =>
  key[0] === "api" && key[1] === "admin" && key[2] !== "session" && key[2] !== "settings";

/**
 * lockSession shows the gate again and forgets the admin data, so the next
 * operator to log in never sees the last one's cached pages. expired says the
 * session ran out while in use (the gate tells the operator why).
 */
export function lockSession(client: QueryClient, expired = false): void {
  client.setQueryData<Session>(sessionKey, { authenticated: false, expired });
  client.removeQueries({ predicate: (q) => isAdminData(q.queryKey) });
}

/**
 * useSessionLock watches every admin query and write: a 401 means the session
 * is gone (expired, or ended elsewhere), so the panel goes back to the gate.
 * A failed login is a 401 too, but means a wrong password; it is left alone.
 */
export function useSessionLock(): void {
  const client = useQueryClient();
  useEffect(() => {
    // Locking from inside a cache event would change the cache while it notifies.
    const lock = () => queueMicrotask(() => lockSession(client, true));
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (isAdminData(event.query.queryKey) && isUnauthorized(event.action.error)) lock();
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      const key = event.mutation.options.mutationKey;
      if (key?.[0] === "admin" && key[1] !== "login" && isUnauthorized(event.action.error)) lock();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
}
