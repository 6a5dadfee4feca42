import type { JobStatus } from "../types";

/** JOB_POLL_MS is how often a background job's status is asked for: 2 seconds (docs/api.md, "Caching"). */
export const JOB_POLL_MS = 2000;

/** isActive tells whether a job is still queued or running (its status then changes by itself). */
export function isActive(status: JobStatus | null | undefined): boolean {
  return status?.state === "queued" || status?.state === "running";
}

/** jobShare is the processed part of a job, 0 to 1; a finished job without work counts as whole. */
export function jobShare(status: Pick<JobStatus, "processed" | "total" | "isComplete">): number {
  if (status.total > 0) return Math.min(1, status.processed / status.total);
  return status.isComplete ? 1 : 0;
}
