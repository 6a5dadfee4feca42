import { useMutation } from "@tanstack/react-query";
import { mutationRetry, sendJSON } from "./admin-fetch";

/** logout ends the session on the server (all instances) and clears the cookie. */
export function logout(): Promise<void> {
  return sendJSON<void>("/api/admin/logout", "POST");
}

/** useLogout ends the session; the caller leaves the panel on success. */
export function useLogout() {
  return useMutation({ mutationKey: ["admin", "logout"], mutationFn: logout, retry: mutationRetry });
}
