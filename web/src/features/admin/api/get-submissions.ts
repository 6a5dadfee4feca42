import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON, query } from "@/lib/api-client";
import type { Paged, Submission, SubmissionStatus } from "../types";
import { ADMIN_LIST_STALE_MS, adminKey, adminQueryDefaults } from "./admin-fetch";

/** SubmissionFilter is a status of the list's filter ('all' shows every submission). */
export type SubmissionFilter = SubmissionStatus | "all";

/** SubmissionList is the answer of GET /api/admin/submissions. */
export interface SubmissionList extends Paged {
  submissions: Submission[];
}

/** getSubmissions fetches one page of add-business submissions (20, newest first). */
export function getSubmissions(status: SubmissionFilter, page: number): Promise<SubmissionList> {
  return fetchJSON<SubmissionList>(`/api/admin/submissions${query({ status, page })}`);
}

/** submissionsQueryOptions caches a page for 5 minutes; decisions invalidate it. */
export const submissionsQueryOptions = (status: SubmissionFilter, page: number) =>
  queryOptions({
    queryKey: adminKey("submissions", { status, page }),
    queryFn: () => getSubmissions(status, page),
    staleTime: ADMIN_LIST_STALE_MS,
    ...adminQueryDefaults,
  });

/** useSubmissions is a page of submissions of a status. */
export function useSubmissions(status: SubmissionFilter, page: number) {
  return useQuery({ ...submissionsQueryOptions(status, page), placeholderData: keepPreviousData });
}
