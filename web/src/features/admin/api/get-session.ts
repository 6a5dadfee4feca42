import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import { adminKey, adminRetry, isUnauthorized } from "./admin-fetch";

/** Session is whether the browser holds a valid operator session; expired marks a session lost mid-use. */
export interface Session {
  authenticated: boolean;
  expiresAt?: string;
  expired?: boolean;
  /** maxUploadMB is the server's import upload limit (MAX_UPLOAD_MB). */
  maxUploadMB?: number;
}

/** sessionKey is the query key of the session; login, logout and a 401 write it. */
export const sessionKey = adminKey("session");

/** getSession asks the server whether the session cookie is valid; a 401 means "not logged in". */
export async function getSession(): Promise<Session> {
  try {
    return await fetchJSON<Session>("/api/admin/session");
  } catch (err) {
    if (isUnauthorized(err)) return { authenticated: false };
    throw err;
  }
}

/** sessionQueryOptions checks the session once per page load; later changes are written into the cache. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: getSession,
    staleTime: Infinity,
    refetchOnMount: "always",
    retry: adminRetry,
  });

/** useMaxUploadMB is the server's import upload limit, from the session the gate checked (no new request). */
export function useMaxUploadMB(): number | undefined {
  return useQuery({ ...sessionQueryOptions(), refetchOnMount: false }).data?.maxUploadMB;
}

/** useSession is the operator's session state. */
export function useSession() {
  return useQuery(sessionQueryOptions());
}
