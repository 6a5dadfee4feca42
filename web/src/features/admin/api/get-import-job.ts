import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import { adminKey, logged } from "./admin-fetch";
import type { ImportJob } from "./get-import-jobs";

/** getImportJob fetches one import with its report once it has ended. */
export function getImportJob(id: number): Promise<ImportJob> {
  return fetchJSON<ImportJob>(`/api/admin/import-jobs/${id}`);
}

/** importJobQueryOptions read an ended import's report once; it no longer changes. */
export const importJobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKey("import-jobs", id),
    queryFn: () => logged("import job", getImportJob(id)),
    staleTime: Infinity,
    retry: false,
  });

/** useImportReport is the report of an ended import, asked for only when enabled. */
export function useImportReport(id: number, enabled: boolean) {
  return useQuery({ ...importJobQueryOptions(id), enabled });
}
