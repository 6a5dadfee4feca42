import { CircleCheck, CircleSlash, CircleX } from "lucide-react";
import type { ReactNode } from "react";
import { trAdmin } from "@/i18n/tr-admin";
import { formatNumber } from "@/lib/format";
import type { ImportResult } from "../../api/import-excel";

/** REPORT_ROWS is how many rows of each report are shown: the first 10 (docs/pages.md, "The operator panel"). */
export const REPORT_ROWS = 10;

const seconds = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const cell = "px-3 py-1.5 text-left align-top";

/**
 * ReportTable shows the first 10 rows of a report and how many more there are.
 * total is the exact count, not the report's length: the server caps reports at 1,000.
 */
function ReportTable({ title, columns, rows, total }: { title: string; columns: string[]; rows: ReactNode[][]; total: number }) {
  const shown = rows.slice(0, REPORT_ROWS);
  const more = total - shown.length;
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <div className="mt-1 overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className={cell}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {shown.map((r, i) => (
              <tr key={i}>
                {r.map((value, j) => (
                  <td key={j} className={`${cell} ${j === 0 ? "tabular-nums" : "break-all"}`}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && <p className="mt-1 text-sm text-slate-600">{trAdmin.import.more(more)}</p>}
    </div>
  );
}

/**
 * ImportResultView shows an import's headline, counts and reports
 * (docs/pages.md, "The operator panel"); a cancelled import's report (what
 * it committed) says so.
 */
export function ImportResultView({ result, cancelled = false }: { result: ImportResult; cancelled?: boolean }) {
  const t = trAdmin.import;
  const counts: [string, string][] = [
    [t.imported, formatNumber(result.imported)],
    [t.updated, formatNumber(result.updated)],
    [t.duplicates, formatNumber(result.duplicates)],
    [t.errors, formatNumber(result.errors)],
  ];
  if (result.durationMs !== undefined) counts.push([t.duration, t.seconds(seconds.format(result.durationMs / 1000))]);
  const Icon = result.success ? CircleCheck : cancelled ? CircleSlash : CircleX;
  const look = result.success
    ? "border-green-300 bg-green-50 text-green-900"
    : cancelled
      ? "border-amber-300 bg-amber-50 text-amber-900"
      : "border-red-300 bg-red-50 text-red-900";

  return (
    <div
      className={`rounded-lg border p-4 ${look}`}
      data-state={result.success ? "success" : cancelled ? "cancelled" : "failure"}
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="h-5 w-5" />
        {result.success ? t.success : cancelled ? t.cancelledHeadline : t.failure}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-md bg-white/70 px-3 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {result.duplicates > 0 && (
        <ReportTable
          title={t.duplicateList}
          columns={[t.row, t.name, t.placeId]}
          rows={(result.duplicateReport ?? []).map((d) => [d.row_number, d.name, d.place_id])}
          total={result.duplicates}
        />
      )}
      {result.errors > 0 && (
        <ReportTable
          title={t.errorList}
          columns={[t.row, t.error]}
          rows={(result.errorReport ?? []).map((e) => [e.row_number, e.error])}
          total={result.errors}
        />
      )}
    </div>
  );
}
