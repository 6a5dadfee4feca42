import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminBusiness, Submission } from "../types";
import { adminKey, mutationRetry, refreshStorefront, sendJSON } from "./admin-fetch";

/** ApproveAnswer is the decided submission and the business it became. */
export interface ApproveAnswer {
  submission: Submission;
  business: AdminBusiness;
}

/** approveSubmission publishes a submission as a listed business. */
export function approveSubmission(id: number): Promise<ApproveAnswer> {
  return sendJSON<ApproveAnswer>(`/api/admin/submissions/${id}/approve`, "POST");
}

/**
 * useApproveSubmission approves and refreshes everything a new business
 * changes: the queue, the audit log, the table, its facets and figures, and
 * the storefront's cached pages.
 */
export function useApproveSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin", "submissions", "approve"],
    mutationFn: approveSubmission,
    retry: mutationRetry,
    onSuccess: () => {
      for (const part of ["submissions", "audit", "businesses", "stats", "real-categories", "cities", "types", "countries"]) {
        void client.invalidateQueries({ queryKey: adminKey(part) });
      }
      refreshStorefront(client);
    },
  });
}
