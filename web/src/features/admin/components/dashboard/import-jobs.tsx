import { useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { trAdmin } from "@/i18n/tr-admin";
import { adminKey, refreshStorefront } from "../../api/admin-fetch";
import { useCancelImportJob } from "../../api/cancel-import-job";
import { useImportReport } from "../../api/get-import-job";
import { isActiveImport, useImportJobs, type ImportJob } from "../../api/get-import-jobs";
import { CHANGED, type ImportResult } from "../../api/import-excel";
import { secondsLeft, type RowSample } from "../../utils/eta";
import { formatCountTr as formatNumber, formatMegabytes } from "../../utils/numbers";
import { JobProgressBar } from "../job-progress-bar";
import { errorClass } from "../field-styles";
import { ImportResultView } from "./import-result";

/** stateText is a job's state as the operator reads it. */
function stateText(job: ImportJob): string {
  const s = trAdmin.import.state;
  return job.waiting ? s.waiting : s[job.state];
}

/** useEta estimates the time left from the rows this page saw the job read. */
function useEta(job: ImportJob): number | null {
  const first = useRef<RowSample | null>(null);
  const [left, setLeft] = useState<number | null>(null);
  const running = job.state === "running" && !job.waiting;
  useEffect(() => {
    if (!running || job.rowsRead === 0) return;
    const now = { at: Date.now(), rows: job.rowsRead };
    if (!first.current) first.current = now;
    setLeft(secondsLeft(first.current, now, job.total));
  }, [running, job.rowsRead, job.total]);
  return running ? left : null;
}

/** reportOf is what the report view shows of an ended job: a failure carries its message at row 0 (docs/pages.md, "The operator panel"). */
function reportOf(job: ImportJob, result: ImportResult | undefined): ImportResult {
  const base: ImportResult = result ?? {
    success: false,
    imported: job.imported,
    updated: job.updated,
    duplicates: job.duplicates,
    errors: job.errors,
    duplicateReport: [],
    errorReport: [],
  };
  if (job.state !== "failed") return base;
  return {
    ...base,
    success: false,
    errors: base.errors + 1,
    errorReport: [{ row_number: 0, error: job.error || trAdmin.import.failure }, ...base.errorReport],
  };
}

/** ImportJobCard shows one import: its file, state, progress with the time left, counts, cancel, and its report once ended. */
function ImportJobCard({ job, followed }: { job: ImportJob; followed: boolean }) {
  const t = trAdmin.import;
  const active = isActiveImport(job);
  // Open by itself while followed (the card may appear in the list before its upload's answer names it).
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? followed;
  const report = useImportReport(job.jobId, !active && open);
  const cancel = useCancelImportJob();
  const eta = useEta(job);
  const counts: [string, number][] = [
    [t.rowsRead, job.rowsRead],
    [t.imported, job.imported],
    [t.updated, job.updated],
    [t.duplicates, job.duplicates],
    [t.errors, job.errors],
  ];
  return (
    <li aria-label={t.jobLabel(job.fileName)} data-state={job.state} className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium break-all text-slate-900">
          {job.fileName} <span className="text-sm font-normal text-slate-600">({t.megabytes(formatMegabytes(job.size))})</span>
        </p>
        <p className="text-sm font-medium text-slate-700">{stateText(job)}</p>
      </div>
      {job.state === "running" && !job.waiting && (
        <div className="mt-2">
          <JobProgressBar share={job.total > 0 ? job.rowsRead / job.total : 0} label={t.importProgress} />
          <p className="mt-1 text-sm text-slate-700 tabular-nums">
            {job.total > 0
              ? t.rowsOf(formatNumber(job.rowsRead), formatNumber(job.total))
              : t.rowsCounting(formatNumber(job.rowsRead))}
            {eta !== null && <> · {t.timeLeft(t.minutesSeconds(Math.floor(eta / 60), eta % 60))}</>}
          </p>
        </div>
      )}
      {active && (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
            {counts.map(([label, value]) => (
              <div key={label} className="rounded-md bg-slate-50 px-3 py-1.5">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{formatNumber(value)}</dd>
              </div>
            ))}
          </dl>
          <Button
            className="mt-2"
            variant="secondary"
            size="sm"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(job.jobId)}
          >
            <X aria-hidden="true" className="h-4 w-4" />
            {t.cancelJob}
          </Button>
          {cancel.isError && (
            <p role="alert" className={errorClass}>
              {t.cancelFailed}
            </p>
          )}
        </>
      )}
      {!active && (
        <div className="mt-2">
          {job.state === "cancelled" && (
            <p className="text-sm text-slate-700">{t.cancelledNote(formatNumber(job.imported + job.updated))}</p>
          )}
          <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setToggled(!open)}>
            {open ? t.hideReport : t.showReport}
          </Button>
          {open && report.isSuccess && (
            <section aria-label={t.result} className="mt-2">
              <ImportResultView result={reportOf(job, report.data.result)} cancelled={job.state === "cancelled"} />
            </section>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * ImportJobs lists the queued, running and latest imports (docs/import.md),
 * asking every second while one is queued or running. When one ends, the
 * figures, table and filters are fetched again. followed are the jobs this
 * page uploaded: their reports open by themselves.
 */
export function ImportJobs({ followed }: { followed: number[] }) {
  const client = useQueryClient();
  const { data: jobs } = useImportJobs();
  const activeBefore = useRef<Set<number>>(new Set());
  useEffect(() => {
    if (!jobs) return;
    const ended = jobs.some((j) => !isActiveImport(j) && activeBefore.current.has(j.jobId));
    activeBefore.current = new Set(jobs.filter(isActiveImport).map((j) => j.jobId));
    if (ended) {
      for (const part of CHANGED) void client.invalidateQueries({ queryKey: adminKey(part) });
      refreshStorefront(client);
    }
  }, [jobs, client]);
  if (!jobs?.length) return null;
  return (
    <section aria-labelledby="admin-import-jobs-heading" className="mt-4">
      <h3 id="admin-import-jobs-heading" className="font-semibold text-slate-900">
        {trAdmin.import.jobs}
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {jobs.map((job) => (
          <ImportJobCard key={job.jobId} job={job} followed={followed.includes(job.jobId)} />
        ))}
      </ul>
    </section>
  );
}
