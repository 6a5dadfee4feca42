import { useState } from "react";
import { pageWindow } from "@/components/pagination";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { trAdmin } from "@/i18n/tr-admin";
import { errorDetail } from "../../api/admin-fetch";
import { useMessages, type MessageFilter } from "../../api/get-messages";
import { useMarkMessageDone } from "../../api/mark-message-done";
import type { ContactMessage } from "../../types";
import { formatDateTime } from "../../utils/dates";
import { AdminPager } from "../admin-pager";
import { Pill } from "../pill";
import { ListStatus } from "../list-status";
import { QueueToolbar } from "./status-select";

const t = trAdmin.messages;
const statuses: { value: MessageFilter; label: string }[] = [
  { value: "open", label: t.open },
  { value: "done", label: t.done },
  { value: "all", label: t.all },
];

/** MessageCard is one contact message; open ones can be marked done. */
function MessageCard({ message: m, busy, onDone }: { message: ContactMessage; busy: boolean; onDone: () => void }) {
  const headingId = `message-${m.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {m.subject}
          </h3>
          <p className="text-sm text-slate-600">
            {t.from}: {m.name} ·{" "}
            <a className="text-blue-700 underline" href={`mailto:${m.email}`}>
              {m.email}
            </a>
          </p>
          <p className="text-sm text-slate-600">
            {t.received}: {formatDateTime(m.createdAt)}
            {m.doneAt && ` · ${t.done}: ${formatDateTime(m.doneAt)}`}
          </p>
        </div>
        <div className="flex gap-2">
          <Pill>{t.categories[m.category] ?? m.category}</Pill>
          <Pill tone={m.status === "done" ? "success" : "warning"}>{m.status === "done" ? t.done : t.open}</Pill>
        </div>
      </div>
      <p className="mt-3 break-words whitespace-pre-line text-slate-900">{m.message}</p>
      {m.status === "open" && (
        <Button size="sm" className="mt-4" onClick={onDone} disabled={busy} aria-describedby={headingId}>
          {t.markDone}
        </Button>
      )}
    </article>
  );
}

/** MessagesSection lists the contact form's messages, open ones first by default. */
export function MessagesSection() {
  const [status, setStatus] = useState<MessageFilter>("open");
  const [page, setPage] = useState(1);
  const list = useMessages(status, page);
  const done = useMarkMessageDone();
  const { toast } = useToast();
  const messages = list.data?.messages ?? [];
  const totalPages = list.data?.totalPages ?? 0;

  const markDone = (id: number) =>
    done.mutate(id, {
      onSuccess: () => toast({ title: trAdmin.toast.success, description: t.markedDone }),
      onError: (err) =>
        toast({ title: trAdmin.toast.error, description: trAdmin.submissions.failed(errorDetail(err)), variant: "destructive" }),
    });

  return (
    <section aria-labelledby="admin-messages-heading" className="space-y-4">
      <h2 id="admin-messages-heading" className="sr-only">
        {trAdmin.queue.messages}
      </h2>
      <QueueToolbar
        id="message-status"
        value={status}
        options={statuses}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
        total={list.data?.total}
      />
      <ListStatus
        isPending={list.isPending}
        isError={list.isError && !list.data}
        isEmpty={messages.length === 0}
        empty={t.empty}
        onRetry={() => list.refetch()}
      />
      <div className="space-y-3">
        {messages.map((m) => (
          <MessageCard key={m.id} message={m} busy={done.isPending} onDone={() => markDone(m.id)} />
        ))}
      </div>
      <AdminPager page={page} totalPages={totalPages} pages={pageWindow(page, totalPages)} onPageChange={setPage} />
    </section>
  );
}
