import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { adminKey, apiErrorOf, refreshStorefront } from "./admin-fetch";
import { importJobsKey, type ImportJob } from "./get-import-jobs";

/** IMPORT_TIMEOUT_MS is how long the browser waits for an import: 20 minutes (docs/pages.md, "The operator panel"). */
export const IMPORT_TIMEOUT_MS = 1_200_000;

/** DEFAULT_IMPORT_MAX_MB is the upload limit (20 MB, docs/deploy.md) until the session names the server's (MAX_UPLOAD_MB). */
export const DEFAULT_IMPORT_MAX_MB = 20;

/** IMPORT_EXTENSIONS are the file types the importer reads. */
export const IMPORT_EXTENSIONS = [".xlsx", ".xls", ".csv"] as const;

/** fileExtension is the lower-case extension of a file name with its dot (".xlsx"), or "". */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/** isImportable tells whether the importer reads files with this name (the server checks the content). */
export function isImportable(name: string): boolean {
  return (IMPORT_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** IMPORT_FAILED is the failure message when the server sent none (docs/pages.md, "The operator panel"). */
export const IMPORT_FAILED = "Failed to import Excel file";

/** DuplicateRow is a row skipped because an earlier row of the file has the same key. */
export interface DuplicateRow {
  row_number: number;
  name: string;
  place_id: string;
}

/** ErrorRow is a row refused with a message a person understands. */
export interface ErrorRow {
  row_number: number;
  error: string;
}

/**
 * ImportResult is the answer of POST /api/admin/import-excel. The counts are
 * exact; the reports hold at most the first 1,000 items.
 */
export interface ImportResult {
  success: boolean;
  imported: number;
  updated: number;
  duplicates: number;
  errors: number;
  duplicateReport: DuplicateRow[];
  errorReport: ErrorRow[];
  durationMs?: number;
}

/** UploadOptions follow and stop an upload: bytes sent so far of all, and a signal that cancels it. */
export interface UploadOptions {
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * ImportAnswer is what an upload gets: the report when the import ended within
 * the server's few seconds (200, docs/import.md), else the queued or
 * running import job to follow (202).
 */
export type ImportAnswer = { result: ImportResult; job?: undefined } | { job: ImportJob; result?: undefined };

/**
 * importExcel uploads the file as multipart field excelFile and waits at most
 * timeoutMs for the answer. It uses XMLHttpRequest, the one browser API that
 * reports upload progress. A non-OK answer raises an ApiError carrying the
 * body; a cancelled upload an AbortError (the server imports nothing then:
 * a file becomes an import job only once it has wholly arrived).
 */
export function importExcel(
  file: File,
  { onProgress, signal, timeoutMs = IMPORT_TIMEOUT_MS }: UploadOptions = {},
): Promise<ImportAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const aborted = () => reject(new DOMException("Upload cancelled", "AbortError"));
    if (signal?.aborted) return aborted();
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.open("POST", "/api/admin/import-excel");
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status > 299) {
        reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText || xhr.statusText}`));
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as unknown;
        resolve(xhr.status === 202 ? { job: body as ImportJob } : { result: body as ImportResult });
      } catch (err) {
        reject(err);
      }
    };
    xhr.onabort = aborted;
    xhr.onerror = () => reject(new TypeError("Upload failed"));
    xhr.ontimeout = () => reject(new DOMException("Upload timed out", "TimeoutError"));
    const body = new FormData();
    body.append("excelFile", file, file.name);
    // No Content-Type header: the browser writes the multipart boundary itself.
    xhr.send(body);
  });
}

/** isCancelled tells whether an upload ended because the operator cancelled it. */
export function isCancelled(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}

/** importFailureMessage is the server's details, else its error, else IMPORT_FAILED. */
export function importFailureMessage(err: unknown): string {
  const api = apiErrorOf(err);
  if (!api) return IMPORT_FAILED;
  try {
    const parsed = JSON.parse(api.message.replace(/^\d+: /, "")) as { details?: unknown; error?: unknown };
    for (const text of [parsed?.details, parsed?.error]) if (typeof text === "string" && text.trim()) return text;
  } catch {
    // not JSON (a proxy's error page, say): the fallback is clearer than its HTML
  }
  return IMPORT_FAILED;
}

/** failedImport is how a failed import is shown (docs/pages.md, "The operator panel"): 0 imported, 1 error at row 0. */
export function failedImport(err: unknown): ImportResult {
  return {
    success: false,
    imported: 0,
    updated: 0,
    duplicates: 0,
    errors: 1,
    duplicateReport: [],
    errorReport: [{ row_number: 0, error: importFailureMessage(err) }],
  };
}

// The admin data an import changes: figures, table, every facet list, and the photo job it may queue.
export const CHANGED = ["stats", "businesses", "real-categories", "cities", "types", "countries", "audit", "photo-status"];

/** ImportRequest is a file to upload and how to follow and cancel its upload. */
export interface ImportRequest extends UploadOptions {
  file: File;
}

/**
 * useImportExcel uploads a file; afterwards the table, figures and filters
 * show the new rows, and the import list shows the job (a queued or running
 * one refreshes the rest when it ends: useImportJobs).
 */
export function useImportExcel() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin", "import-excel"],
    mutationFn: ({ file, ...options }: ImportRequest) => importExcel(file, options),
    // Never retried (the client's default retries writes once): a retry would
    // upload the whole file again and run a second import after a timeout.
    retry: 0,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: importJobsKey });
      for (const part of CHANGED) void client.invalidateQueries({ queryKey: adminKey(part) });
      refreshStorefront(client);
    },
  });
}
