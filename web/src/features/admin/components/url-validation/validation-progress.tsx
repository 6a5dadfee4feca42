import { trAdmin } from "@/i18n/tr-admin";
import type { ValidationStatus } from "../../types";
import { isActive, jobShare } from "../../utils/jobs";
import { formatCountTr, formatPercentTr } from "../../utils/numbers";
import { JobProgressBar } from "../job-progress-bar";

/** Figure is one labelled number of the progress view. */
function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold ${className ?? "text-slate-900"}`}>{value}</dd>
    </div>
  );
}

/**
 * ValidationProgress is the progress view (docs/pages.md, "The operator panel"): processed of
 * total, the bar, the valid and invalid counts, the percentage and, while
 * running, the business being checked.
 */
export function ValidationProgress({ status: s }: { status: ValidationStatus }) {
  const t = trAdmin.validation;
  const share = jobShare(s);
  return (
    <div className="space-y-4">
      <JobProgressBar share={share} label={trAdmin.jobs.progressLabel} />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={t.processed} value={trAdmin.jobs.ofTotal(formatCountTr(s.processed), formatCountTr(s.total))} />
        <Figure label={t.percent} value={formatPercentTr(share)} />
        <Figure label={t.valid} value={formatCountTr(s.valid)} className="text-green-800" />
        <Figure label={t.invalid} value={formatCountTr(s.invalid)} className="text-red-700" />
      </dl>
      {isActive(s) && s.currentBusiness && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t.current}:</span> <span className="break-all">{s.currentBusiness}</span>
        </p>
      )}
    </div>
  );
}
