import { useMutation } from "@tanstack/react-query";
import { ApiError, PANEL_HEADERS, query } from "@/lib/api-client";
import { saveBlob } from "../utils/save-blob";
import { ALL, type BusinessListParams } from "./get-admin-businesses";
import { mutationRetry } from "./admin-fetch";

/** ExportType is an export mode (docs/export.md): everything, an id range, or one day's changes. */
export type ExportType = "all" | "range" | "date";

/** ExportFormat is the export's file format: CSV (the default) or an Excel workbook. */
export type ExportFormat = "csv" | "xlsx";

/** ExportRequest is what the export control asks for: a format, a mode, its values and the table's filters. */
export interface ExportRequest {
  format?: ExportFormat;
  type: ExportType;
  start?: string;
  end?: string;
  date?: string;
  filters: Pick<BusinessListParams, "category" | "city" | "type" | "country" | "search">;
}

const filter = (value: string) => (value === ALL ? undefined : value.trim());

/** exportUrl builds the export URL; only the chosen mode's values and the set filters are sent. */
export function exportUrl(r: ExportRequest): string {
  return `/api/admin/export${query({
    format: r.format === "xlsx" ? "xlsx" : undefined,
    type: r.type,
    start: r.type === "range" ? r.start?.trim() : undefined,
    end: r.type === "range" ? r.end?.trim() : undefined,
    date: r.type === "date" ? r.date : undefined,
    category: filter(r.filters.category),
    city: filter(r.filters.city),
    businessType: filter(r.filters.type),
    country: filter(r.filters.country),
    search: filter(r.filters.search),
  })}`;
}

/** localDay is the browser's local date as YYYY-MM-DD (toISOString would give the UTC day). */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** exportFilename is the download's name (docs/export.md): businesses_export_{today}.csv (or .xlsx), today in local time. */
export function exportFilename(format: ExportFormat = "csv", now = new Date()): string {
  return `businesses_export_${localDay(now)}.${format}`;
}

/** exportBusinesses fetches the file; a non-OK answer raises an ApiError carrying the body. */
export async function exportBusinesses(r: ExportRequest): Promise<Blob> {
  const res = await fetch(exportUrl(r), { credentials: "include", headers: PANEL_HEADERS });
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`);
  }
  return res.blob();
}

/** useExportBusinesses fetches the file and hands it to the browser as a download. */
export function useExportBusinesses() {
  return useMutation({
    mutationKey: ["admin", "export"],
    mutationFn: exportBusinesses,
    retry: mutationRetry,
    onSuccess: (blob, r) => saveBlob(blob, exportFilename(r.format)),
    // An export failure is logged; the control shows a short note (docs/export.md).
    onError: (err) => console.error("Export failed", err),
  });
}
