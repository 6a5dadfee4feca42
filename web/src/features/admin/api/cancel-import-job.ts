import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import { adminKey } from "./admin-fetch";
import { importJobsKey, type ImportJob } from "./get-import-jobs";

/** cancelImportJob cancels a queued or running import; what it committed stays. */
export function cancelImportJob(id: number): Promise<ImportJob> {
  return fetchJSON<ImportJob>(`/api/admin/import-jobs/${id}/cancel`, { method: "POST" });
}

/** useCancelImportJob cancels an import and shows the list and its report as they are then. */
export function useCancelImportJob() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin", "cancel-import"],
    mutationFn: cancelImportJob,
    retry: 0,
    onSuccess: (job) => {
      client.setQueryData(adminKey("import-jobs", job.jobId), job);
      void client.invalidateQueries({ queryKey: importJobsKey, exact: true });
    },
  });
}
