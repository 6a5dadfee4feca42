import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { Link } from "@/lib/router";
import { pageWindow } from "@/components/pagination";
import { useToast } from "@/components/ui/toast";
import { trAdmin } from "@/i18n/tr-admin";
import { businessHref } from "@/lib/format";
import { errorDetail } from "../../api/admin-fetch";
import { useApproveSubmission } from "../../api/approve-submission";
import { useSubmissions, type SubmissionFilter } from "../../api/get-submissions";
import { useRejectSubmission } from "../../api/reject-submission";
import type { Submission } from "../../types";
import { AdminPager } from "../admin-pager";
import { ListStatus } from "../list-status";
import { ConfirmDialog } from "./confirm-dialog";
import { QueueToolbar } from "./status-select";
import { SubmissionCard } from "./submission-card";

const t = trAdmin.submissions;
const statuses: { value: SubmissionFilter; label: string }[] = [
  { value: "pending", label: t.pending },
  { value: "approved", label: t.approved },
  { value: "rejected", label: t.rejected },
  { value: "all", label: t.all },
];

/**
 * SubmissionsSection is the review queue of add-business submissions: a
 * status filter, the cards, and approve or reject after a confirmation. After
 * an approval it links to the new business.
 */
export function SubmissionsSection() {
  const [status, setStatus] = useState<SubmissionFilter>("pending");
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<{ action: "approve" | "reject"; submission: Submission } | null>(null);
  const [published, setPublished] = useState<{ name: string; href: string } | null>(null);
  const list = useSubmissions(status, page);
  const approve = useApproveSubmission();
  const reject = useRejectSubmission();
  const { toast } = useToast();
  const busy = approve.isPending || reject.isPending;

  const fail = (err: unknown) =>
    toast({ title: trAdmin.toast.error, description: t.failed(errorDetail(err)), variant: "destructive" });
  const confirm = () => {
    if (!asking) return;
    const { action, submission } = asking;
    const done = () => setAsking(null);
    if (action === "approve") {
      approve.mutate(submission.id, {
        onSuccess: ({ business }) => {
          setPublished({ name: submission.name, href: businessHref(business) });
          toast({ title: trAdmin.toast.success, description: t.approved_(submission.name) });
        },
        onError: fail,
        onSettled: done,
      });
    } else {
      reject.mutate(submission.id, {
        onSuccess: () => toast({ title: trAdmin.toast.success, description: t.rejected_(submission.name) }),
        onError: fail,
        onSettled: done,
      });
    }
  };

  const submissions = list.data?.submissions ?? [];
  const totalPages = list.data?.totalPages ?? 0;

  return (
    <section aria-labelledby="admin-submissions-heading" className="space-y-4">
      <h2 id="admin-submissions-heading" className="sr-only">
        {trAdmin.queue.submissions}
      </h2>
      <QueueToolbar
        id="submission-status"
        value={status}
        options={statuses}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
        total={list.data?.total}
      />

      {published && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
        >
          <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
          <span>{t.approved_(published.name)}</span>
          <Link className="font-medium text-blue-800 underline" to={published.href}>
            {t.viewBusiness}
          </Link>
        </div>
      )}

      <ListStatus
        isPending={list.isPending}
        isError={list.isError && !list.data}
        isEmpty={submissions.length === 0}
        empty={t.empty}
        onRetry={() => list.refetch()}
      />
      <div className="space-y-3">
        {submissions.map((s) => (
          <SubmissionCard
            key={s.id}
            submission={s}
            busy={busy}
            onApprove={() => setAsking({ action: "approve", submission: s })}
            onReject={() => setAsking({ action: "reject", submission: s })}
          />
        ))}
      </div>
      <AdminPager page={page} totalPages={totalPages} pages={pageWindow(page, totalPages)} onPageChange={setPage} />

      <ConfirmDialog
        open={asking !== null}
        title={asking?.action === "reject" ? t.rejectTitle : t.approveTitle}
        text={asking ? (asking.action === "reject" ? t.rejectText : t.approveText)(asking.submission.name) : ""}
        confirmLabel={asking?.action === "reject" ? t.reject : t.approve}
        cancelLabel={t.cancel}
        destructive={asking?.action === "reject"}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
