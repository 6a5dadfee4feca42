import { ArrowLeft, CircleAlert, Download, FileCheck } from "lucide-react";
import { Link } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useToast } from "@/components/ui/toast";
import { trAdmin } from "@/i18n/tr-admin";
import { errorDetail } from "../../api/admin-fetch";
import { useValidationStatus } from "../../api/get-validation-status";
import { useStartValidation } from "../../api/start-validation";
import { useSessionLock } from "../../hooks/use-session-lock";
import type { ValidationStatus } from "../../types";
import { isActive } from "../../utils/jobs";
import { formatCountTr } from "../../utils/numbers";
import { ValidationProgress } from "./validation-progress";

/** ReportBox is the completion box: the report's file name and its download. */
function ReportBox({ status: s }: { status: ValidationStatus }) {
  const t = trAdmin.validation;
  return (
    <section aria-labelledby="validation-report" className="rounded-lg border border-green-300 bg-green-50 p-4">
      <h2 id="validation-report" className="flex items-center gap-2 font-semibold text-green-900">
        <FileCheck aria-hidden="true" className="h-5 w-5" />
        {t.reportTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-800">
        {t.reportFile}: <span className="font-mono break-all">{s.reportFile}</span>
      </p>
      {s.reportUrl && (
        <Button asChild size="sm" className="mt-3">
          <a href={s.reportUrl} download={s.reportFile || true}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t.download}
          </a>
        </Button>
      )}
    </section>
  );
}

/**
 * UrlValidationStatus is the URL validation page's content: the waiting view
 * with a start button while no validation ever ran, else the progress view,
 * the completion box once done, and the error of a failed run. The status is
 * asked for every 2 seconds; a finished, failed or cancelled run can be
 * followed by a new one.
 */
export function UrlValidationStatus() {
  useSessionLock();
  const t = trAdmin.validation;
  const status = useValidationStatus();
  const start = useStartValidation();
  const { toast } = useToast();
  const s = status.data;

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: ({ status: job, started }) =>
        toast({ title: started ? t.startedTitle : t.runningTitle, description: t.startedText(formatCountTr(job.total)) }),
      onError: (err) => toast({ title: t.failedTitle, description: t.failedDetail(errorDetail(err)), variant: "destructive" }),
    });

  const startButton = (label: string) => (
    <Button onClick={onStart} disabled={start.isPending}>
      {start.isPending ? t.starting : label}
    </Button>
  );

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <Button asChild variant="secondary" size="sm">
          <Link to="/admin">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t.back}
          </Link>
        </Button>
      </div>
      <p className="mt-4 text-slate-700">{t.intro}</p>

      <Card className="mt-6 space-y-5 p-5 sm:p-6">
        {s === undefined ? (
          // Before the first answer (a failed poll is only logged; the next one tries again).
          <p role="status" className="text-slate-700">
            {t.loading}
          </p>
        ) : s === null ? (
          <div className="space-y-3 text-center">
            <h2 className="text-lg font-semibold text-slate-900">{t.waitingTitle}</h2>
            <p className="text-slate-700">{t.waitingText}</p>
            {startButton(t.start)}
          </div>
        ) : (
          <>
            <p role="status" className="text-lg font-semibold text-slate-900">
              {t.states[s.state]}
            </p>
            <ValidationProgress status={s} />
            {s.isComplete && <ReportBox status={s} />}
            {s.state === "failed" && (
              <div role="alert" className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
                <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
                <p>
                  {t.errorLabel}: {s.error || t.unknownError}
                </p>
              </div>
            )}
            {!isActive(s) && startButton(s.state === "failed" ? t.retry : t.restart)}
          </>
        )}
      </Card>
    </div>
  );
}
