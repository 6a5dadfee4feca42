import { Button } from "@/components/ui/button";
import { trAdmin } from "@/i18n/tr-admin";
import { safeWebsite } from "@/lib/format";
import { Link } from "@/lib/router";
import type { Submission } from "../../types";
import { formatDateTime } from "../../utils/dates";
import { Pill, type Tone } from "../pill";

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

const statusTone: Record<string, Tone> = { pending: "warning", approved: "success", rejected: "muted" };

/** Row is one labelled value of a card; empty values are left out. */
function Row({ label, children }: { label: string; children: React.ReactNode }) {
  if (!children) return null;
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * SubmissionCard shows a submission as the operator reviews it; pending ones
 * get approve and reject buttons, approved ones a link to their business.
 */
export function SubmissionCard({
  submission: s,
  busy,
  onApprove,
  onReject,
}: {
  submission: Submission;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = trAdmin.submissions;
  const headingId = `submission-${s.id}`;
  const website = safeWebsite(s.website);
  const hours = DAYS.filter((d) => s.hours?.[d]?.trim());
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {s.name}
          </h3>
          <p className="text-sm text-slate-600">
            {t.received}: {formatDateTime(s.createdAt)}
            {s.decidedAt && ` · ${t.decided}: ${formatDateTime(s.decidedAt)}`}
          </p>
        </div>
        <Pill tone={statusTone[s.status]}>{t.statusLabel[s.status] ?? s.status}</Pill>
      </div>
      <dl className="mt-3 space-y-2">
        <Row label={t.category}>{s.category}</Row>
        <Row label={t.address}>{[s.address, [s.postal_code, s.city].filter(Boolean).join(" ")].filter(Boolean).join(", ")}</Row>
        <Row label={t.phone}>{s.phone}</Row>
        <Row label={t.email}>
          {s.email && (
            <a className="text-blue-700 underline" href={`mailto:${s.email}`}>
              {s.email}
            </a>
          )}
        </Row>
        <Row label={t.website}>
          {website ? (
            <a className="text-blue-700 underline" href={website} target="_blank" rel="noopener noreferrer nofollow">
              {s.website}
            </a>
          ) : (
            s.website
          )}
        </Row>
        <Row label={t.description}>{s.description && <span className="whitespace-pre-line">{s.description}</span>}</Row>
        <Row label={t.hours}>
          {hours.length > 0 && (
            <ul>
              {hours.map((d) => (
                <li key={d}>
                  {t.days[d]}: {s.hours?.[d]}
                </li>
              ))}
            </ul>
          )}
        </Row>
      </dl>
      {s.status === "pending" && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" onClick={onApprove} disabled={busy} aria-describedby={headingId}>
            {t.approve}
          </Button>
          <Button size="sm" variant="secondary" onClick={onReject} disabled={busy} aria-describedby={headingId}>
            {t.reject}
          </Button>
        </div>
      )}
      {s.status === "approved" && s.businessId && (
        <Link className="mt-4 inline-block font-medium text-blue-700 underline" to={`/business/${s.businessId}`}>
          {t.openBusiness}
        </Link>
      )}
    </article>
  );
}
