import { useState } from "react";
import { pageWindow } from "@/components/pagination";
import { Card } from "@/components/ui/card";
import { trAdmin } from "@/i18n/tr-admin";
import { useAuditLog } from "../../api/get-audit-log";
import { formatDateTime } from "../../utils/dates";
import { AdminPager } from "../admin-pager";
import { ListStatus } from "../list-status";

const t = trAdmin.audit;
const cell = "px-3 py-2 align-top";

/** AuditSection is the audit log: when, who, what, on which record, and what changed. */
export function AuditSection() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const entries = log.data?.entries ?? [];
  const totalPages = log.data?.totalPages ?? 0;

  return (
    <section aria-labelledby="admin-audit-heading" className="space-y-4">
      <h2 id="admin-audit-heading" className="sr-only">
        {trAdmin.queue.audit}
      </h2>
      <ListStatus
        isPending={log.isPending}
        isError={log.isError && !log.data}
        isEmpty={entries.length === 0}
        empty={t.empty}
        onRetry={() => log.refetch()}
      />
      {entries.length > 0 && (
        <Card className="overflow-hidden">
          <div role="region" aria-label={trAdmin.queue.audit} tabIndex={0} className="overflow-x-auto">
            <table className="w-full min-w-[720px] text-left text-sm text-slate-800">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                <tr>
                  <th scope="col" className={cell}>
                    {t.at}
                  </th>
                  <th scope="col" className={cell}>
                    {t.actor}
                  </th>
                  <th scope="col" className={cell}>
                    {t.action}
                  </th>
                  <th scope="col" className={cell}>
                    {t.target}
                  </th>
                  <th scope="col" className={cell}>
                    {t.details}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id} className="border-t border-slate-100">
                    <td className={`${cell} whitespace-nowrap tabular-nums`}>
                      <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                    </td>
                    <td className={cell}>{e.actor}</td>
                    <td className={cell}>
                      {t.actions[e.action] ?? e.action}
                      <code className="block text-xs text-slate-600">{e.action}</code>
                    </td>
                    <td className={`${cell} break-words`}>{e.target}</td>
                    <td className={`${cell} break-words whitespace-pre-line`}>{e.details}</td>
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
