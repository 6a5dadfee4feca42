import { Images } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { trAdmin } from "@/i18n/tr-admin";
import { errorDetail } from "../../api/admin-fetch";
import { usePhotoStatus } from "../../api/get-photo-status";
import { useUpdatePhotos } from "../../api/update-photos";
import type { PhotoStatus } from "../../types";
import { isActive, jobShare } from "../../utils/jobs";
import { formatCountTr } from "../../utils/numbers";
import { JobProgressBar } from "../job-progress-bar";

/** headline says where the job stands; the automatic job after an import says so. */
function headline(s: PhotoStatus): string {
  const t = trAdmin.photos;
  if (s.state === "running") return s.pendingOnly ? t.pendingOnly : t.running;
  return t[s.state];
}

/** PhotoNotice is the photo update notice (docs/pages.md, "The operator panel") with the job's live progress. */
function PhotoNotice({ status: s }: { status: PhotoStatus }) {
  const t = trAdmin.photos;
  const rows: [string, string][] = [
    [t.businesses, trAdmin.jobs.ofTotal(formatCountTr(s.processed), formatCountTr(s.total))],
    [t.mirrored, formatCountTr(s.mirrored)],
    [t.dropped, formatCountTr(s.dropped)],
  ];
  if (isActive(s) && s.currentBusiness) rows.push([t.current, s.currentBusiness]);
  return (
    <section aria-label={t.notice} className="mt-4 space-y-3 rounded-lg border border-blue-200 bg-blue-50 p-4">
      <p role="status" className="font-medium text-slate-900">
        {headline(s)}
      </p>
      <JobProgressBar share={jobShare(s)} label={trAdmin.jobs.progressLabel} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {s.state === "failed" && s.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {s.error}
        </p>
      )}
    </section>
  );
}

/**
 * PhotoUpdate starts the photo update (the dashboard's button for it) and
 * shows its notice: the live progress while the job is queued or
 * running, whether the operator started it or an import queued it, and its
 * outcome once a job this dashboard watched has ended.
 */
export function PhotoUpdate() {
  const t = trAdmin.photos;
  const status = usePhotoStatus();
  const start = useUpdatePhotos();
  const { toast } = useToast();
  const s = status.data;
  const active = isActive(s);
  // The job seen queued or running here: its outcome stays in view when it ends.
  const [watched, setWatched] = useState<number | null>(null);
  if (s && active && watched !== s.jobId) setWatched(s.jobId);

  const onStart = () =>
    start.mutate(undefined, {
      onError: (err) =>
        toast({ title: trAdmin.toast.error, description: t.startFailed(errorDetail(err)), variant: "destructive" }),
    });

  return (
    <div>
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Images aria-hidden="true" className="h-5 w-5 text-blue-700" />
        {t.title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
      <Button className="mt-3" size="sm" onClick={onStart} disabled={start.isPending || active}>
        {start.isPending ? t.starting : t.start}
      </Button>
      {s && (active || s.jobId === watched) && <PhotoNotice status={s} />}
    </div>
  );
}
