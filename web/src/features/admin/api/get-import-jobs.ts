import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import type { JobState } from "../types";
import { adminKey, logged } from "./admin-fetch";
import type { ImportResult } from "./import-excel";

/** IMPORT_POLL_MS is how often the import list is asked for while an import is queued or running. */
export const IMPORT_POLL_MS = 1000;

/**
 * ImportJob is an import as GET /api/admin/import-jobs tells it (docs/import.md):
 * the file, rows read of the file's rows (total 0 until counted), the counts so
 * far, and, from GET /api/admin/import-jobs/{id} once it ended, the report
 * (complete when done, as far as committed when cancelled or failed).
 */
export interface ImportJob {
  jobId: number;
  state: JobState;
  fileName: string;
  size: number;
  /** waiting is true while the job waits for another import to end. */
  waiting: boolean;
  total: number;
  rowsRead: number;
  imported: number;
  updated: number;
  duplicates: number;
  errors: number;
  error?: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  result?: ImportResult;
}

/** importJobsKey is the query key of the import list; an upload refreshes it. */
export const importJobsKey = adminKey("import-jobs");

/** getImportJobs fetches the queued and running imports and the latest ended ones, newest first. */
export async function getImportJobs(): Promise<ImportJob[]> {
  return (await fetchJSON<{ jobs: ImportJob[] }>("/api/admin/import-jobs")).jobs;
}

/** isActiveImport tells whether an import is queued or running. */
export function isActiveImport(job: ImportJob): boolean {
  return job.state === "queued" || job.state === "running";
}

/** importJobsQueryOptions asks when the dashboard opens and every second while an import is queued or running. */
export const importJobsQueryOptions = () =>
  queryOptions({
    queryKey: importJobsKey,
    queryFn: () => logged("import jobs", getImportJobs()),
    refetchInterval: (query) => (query.state.data?.some(isActiveImport) ? IMPORT_POLL_MS : false),
    staleTime: 0,
    refetchOnMount: true,
    retry: false,
  });

/** useImportJobs is the import list's data. */
export function useImportJobs() {
  return useQuery(importJobsQueryOptions());
}
