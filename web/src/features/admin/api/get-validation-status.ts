import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import type { ValidationStatus } from "../types";
import { JOB_POLL_MS } from "../utils/jobs";
import { adminKey, logged } from "./admin-fetch";

/** validationStatusKey is the query key of the URL validation's status; a start writes it. */
export const validationStatusKey = adminKey("validation-status");

/** getValidationStatus fetches the newest URL validation's status, or null when none ever ran. */
export function getValidationStatus(): Promise<ValidationStatus | null> {
  return fetchJSON<ValidationStatus | null>("/api/admin/validation-status");
}

/**
 * validationStatusQueryOptions polls every 2 seconds (docs/api.md, "Caching")
 * while the page is open, so a run started elsewhere shows up too. A failure is only
 * logged and not retried: the next poll is the retry.
 */
export const validationStatusQueryOptions = () =>
  queryOptions({
    queryKey: validationStatusKey,
    queryFn: () => logged("validation status", getValidationStatus()),
    refetchInterval: JOB_POLL_MS,
    staleTime: 0,
    refetchOnMount: true,
    retry: false,
  });

/** useValidationStatus is the URL validation page's data. */
export function useValidationStatus() {
  return useQuery(validationStatusQueryOptions());
}
