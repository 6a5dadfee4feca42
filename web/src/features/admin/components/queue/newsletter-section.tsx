import { useState } from "react";
import { pageWindow } from "@/components/pagination";
import { Card } from "@/components/ui/card";
import { trAdmin } from "@/i18n/tr-admin";
import { useSubscribers, type SubscriberFilter } from "../../api/get-newsletter";
import type { Subscriber } from "../../types";
import { formatDateTime } from "../../utils/dates";
import { AdminPager } from "../admin-pager";
import { ListStatus } from "../list-status";
import { Pill } from "../pill";
import { QueueToolbar } from "./status-select";

const t = trAdmin.newsletter;
const cell = "px-3 py-2 align-top";
const statuses: { value: SubscriberFilter; label: string }[] = [
  { value: "all", label: t.all },
  { value: "pending", label: t.pending },
  { value: "confirmed", label: t.confirmed },
];

/** State is an address's state as the operator needs it: a pending address whose link expired can no longer confirm. */
function State({ s, now }: { s: Subscriber; now: number }) {
  if (s.status === "confirmed") return <Pill tone="success">{t.confirmed}</Pill>;
  const expires = s.tokenExpiresAt ? Date.parse(s.tokenExpiresAt) : 0;
  if (expires <= now) return <Pill tone="muted">{t.expired}</Pill>;
  return (
    <>
      <Pill tone="warning">{t.pending}</Pill>
      <span className="mt-1 block text-xs text-slate-600">{t.linkValidUntil(formatDateTime(s.tokenExpiresAt))}</span>
    </>
  );
}

/** NewsletterSection lists the newsletter's addresses with their state and dates, all of them by default. */
export function NewsletterSection() {
  const [status, setStatus] = useState<SubscriberFilter>("all");
  const [page, setPage] = useState(1);
  const list = useSubscribers(status, page);
  const subscribers = list.data?.subscribers ?? [];
  const totalPages = list.data?.totalPages ?? 0;
  const now = Date.now();

  return (
    <section aria-labelledby="admin-newsletter-heading" className="space-y-4">
      <h2 id="admin-newsletter-heading" className="sr-only">
        {trAdmin.queue.newsletter}
      </h2>
      <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">{t.noMail}</p>
      <QueueToolbar
        id="newsletter-status"
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
        isEmpty={subscribers.length === 0}
        empty={t.empty}
        onRetry={() => list.refetch()}
      />
      {subscribers.length > 0 && (
        <Card className="overflow-hidden">
          <div role="region" aria-label={trAdmin.queue.newsletter} tabIndex={0} className="overflow-x-auto">
            <table className="w-full min-w-[640px] text-left text-sm text-slate-800">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                <tr>
                  {[t.email, t.state, t.signedUp, t.lastRequest, t.confirmedAt].map((h) => (
                    <th key={h} scope="col" className={cell}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {subscribers.map((s) => (
                  <tr key={s.id} className="border-t border-slate-100">
                    <td className={`${cell} break-all`}>{s.email}</td>
                    <td className={cell}>
                      <State s={s} now={now} />
                    </td>
                    <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatDateTime(s.createdAt)}</td>
                    <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatDateTime(s.requestedAt)}</td>
                    <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatDateTime(s.confirmedAt) || "–"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
      <AdminPager page={page} totalPages={totalPages} pages={pageWindow(page, totalPages)} onPageChange={setPage} />
    </section>
  );
}
