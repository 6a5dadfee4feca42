import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON, query } from "@/lib/api-client";
import type { AuditEntry, Paged } from "../types";
import { ADMIN_LIST_STALE_MS, adminKey, adminQueryDefaults } from "./admin-fetch";

/** AuditLog is the answer of GET /api/admin/audit. */
export interface AuditLog extends Paged {
  entries: AuditEntry[];
}

/** getAuditLog fetches one page of the audit log, newest first. */
export function getAuditLog(page: number): Promise<AuditLog> {
  return fetchJSON<AuditLog>(`/api/admin/audit${query({ page })}`);
}

/** auditLogQueryOptions caches a page for 5 minutes; every write invalidates it. */
export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKey("audit", { page }),
    queryFn: () => getAuditLog(page),
    staleTime: ADMIN_LIST_STALE_MS,
    ...adminQueryDefaults,
  });

/** useAuditLog is a page of the audit log. */
export function useAuditLog(page: number) {
  return useQuery({ ...auditLogQueryOptions(page), placeholderData: keepPreviousData });
}
