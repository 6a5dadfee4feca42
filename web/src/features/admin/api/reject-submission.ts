import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Submission } from "../types";
import { adminKey, mutationRetry, sendJSON } from "./admin-fetch";

/** rejectSubmission declines a submission; it stays on record. */
export function rejectSubmission(id: number): Promise<{ submission: Submission }> {
  return sendJSON<{ submission: Submission }>(`/api/admin/submissions/${id}/reject`, "POST");
}

/** useRejectSubmission rejects and refreshes the queue and the audit log. */
export function useRejectSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin", "submissions", "reject"],
    mutationFn: rejectSubmission,
    retry: mutationRetry,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKey("submissions") });
      void client.invalidateQueries({ queryKey: adminKey("audit") });
    },
  });
}
