import { useCallback, useState } from "react";
import type { ExportFormat } from "../api/export-businesses";

/** EXPORT_FORMAT_KEY is where the panel remembers the operator's export format. */
export const EXPORT_FORMAT_KEY = "bb_admin_export_format";

function load(): ExportFormat {
  try {
    return window.localStorage.getItem(EXPORT_FORMAT_KEY) === "xlsx" ? "xlsx" : "csv";
  } catch {
    return "csv"; // storage blocked: CSV, the default
  }
}

/**
 * useExportFormat holds the export's format, CSV until the operator picks
 * another, and remembers the choice in this browser (the panel's own
 * setting, not a visitor's: no consent needed).
 */
export function useExportFormat() {
  const [format, setFormat] = useState<ExportFormat>(load);
  const choose = useCallback((next: ExportFormat) => {
    setFormat(next);
    try {
      window.localStorage.setItem(EXPORT_FORMAT_KEY, next);
    } catch {
      // storage full or blocked: the choice lasts for this page
    }
  }, []);
  return [format, choose] as const;
}
