import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ValidationStatus } from "../types";
import { mutationRetry, startJob, type JobStart } from "./admin-fetch";
import { validationStatusKey } from "./get-validation-status";

/** startValidation starts the check of every business's website (or finds the one under way). */
export function startValidation(): Promise<JobStart<ValidationStatus>> {
  return startJob<ValidationStatus>("/api/admin/validate-urls");
}

/** useStartValidation starts a validation; its status shows at once, without waiting for the next poll. */
export function useStartValidation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin", "validate-urls"],
    mutationFn: startValidation,
    retry: mutationRetry,
    onSuccess: ({ status }) => client.setQueryData(validationStatusKey, status),
  });
}
