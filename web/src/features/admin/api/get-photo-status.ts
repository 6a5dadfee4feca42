import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import type { PhotoStatus } from "../types";
import { isActive, JOB_POLL_MS } from "../utils/jobs";
import { adminKey, logged } from "./admin-fetch";

/** photoStatusKey is the query key of the photo update's status; a start or an import refreshes it. */
export const photoStatusKey = adminKey("photo-status");

/** getPhotoStatus fetches the newest photo update's status, or null when none ever ran. */
export function getPhotoStatus(): Promise<PhotoStatus | null> {
  return fetchJSON<PhotoStatus | null>("/api/admin/photo-status");
}

/**
 * photoStatusQueryOptions asks once when the dashboard opens and then every 2
 * seconds while the job is queued or running. A failure is only logged.
 */
export const photoStatusQueryOptions = () =>
  queryOptions({
    queryKey: photoStatusKey,
    queryFn: () => logged("photo status", getPhotoStatus()),
    refetchInterval: (query) => (isActive(query.state.data) ? JOB_POLL_MS : false),
    staleTime: 0,
    refetchOnMount: true,
    retry: false,
  });

/** usePhotoStatus is the photo update notice's data. */
export function usePhotoStatus() {
  return useQuery(photoStatusQueryOptions());
}
