import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminBusiness } from "../types";
import { adminKey, mutationRetry, refreshStorefront, sendJSON } from "./admin-fetch";

/** BusinessPatch is what the operator may change of a business. */
export interface BusinessPatch {
  phone?: string;
  website?: string;
  address?: string;
  hidden?: boolean;
}

/** updateBusiness changes a business's contact data or visibility. */
export function updateBusiness({ id, patch }: { id: number; patch: BusinessPatch }): Promise<AdminBusiness> {
  return sendJSON<AdminBusiness>(`/api/admin/businesses/${id}`, "PATCH", patch);
}

/**
 * useUpdateBusiness saves an edit and refreshes the table, the figures (hiding
 * changes the counts), the audit log and the storefront's cached pages.
 */
export function useUpdateBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin", "businesses", "update"],
    mutationFn: updateBusiness,
    retry: mutationRetry,
    onSuccess: () => {
      for (const part of ["businesses", "stats", "audit"]) void client.invalidateQueries({ queryKey: adminKey(part) });
      refreshStorefront(client);
    },
  });
}
