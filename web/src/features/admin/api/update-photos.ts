import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhotoStatus } from "../types";
import { adminKey, mutationRetry, startJob, type JobStart } from "./admin-fetch";
import { photoStatusKey } from "./get-photo-status";

/** PHOTO_REFRESH_DELAY_MS is when the figures and the table are refreshed after a start: 5 s (docs/pages.md, "The operator panel"). */
export const PHOTO_REFRESH_DELAY_MS = 5000;

/** updatePhotos starts the refresh of every business's mirrored photos (or finds the one under way). */
export function updatePhotos(): Promise<JobStart<PhotoStatus>> {
  return startJob<PhotoStatus>("/api/admin/update-photos");
}

/**
 * useUpdatePhotos starts a photo update: the notice shows its status at once,
 * and 5 seconds later the stats and the business table are fetched again
 * (docs/pages.md, "The operator panel").
 */
export function useUpdatePhotos() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin", "update-photos"],
    mutationFn: updatePhotos,
    retry: mutationRetry,
    onSuccess: ({ status }) => {
      client.setQueryData(photoStatusKey, status);
      setTimeout(() => {
        for (const part of ["stats", "businesses"]) void client.invalidateQueries({ queryKey: adminKey(part) });
      }, PHOTO_REFRESH_DELAY_MS);
    },
  });
}
