import type { ReactNode } from "react";
import { useSettings } from "@/api/get-settings";
import { legalTexts } from "@/i18n/en-legal";
import { useTexts } from "@/i18n/locale";
import { OPERATOR_KEYS, type Settings } from "@/types/business";
import { ExternalLink, LegalDocument, type LegalSection } from "./components/legal-document";

/** ODR_URL is the European Commission's online dispute resolution platform. */
export const ODR_URL = "https://ec.europa.eu/consumers/odr";

type Operator = Record<(typeof OPERATOR_KEYS)[number], string>;

function operatorOf(settings: Settings | undefined): Operator {
  return Object.fromEntries(OPERATOR_KEYS.map((k) => [k, (settings?.[k] ?? "").trim()])) as Operator;
}

const link = "text-blue-700 underline hover:text-blue-900";

/** Fields is a list of labelled details; an empty value reads "nicht angegeben". */
function Fields({ rows, missing }: { rows: [label: string, value: string, shown?: ReactNode][]; missing: string }) {
  return (
    <dl className="space-y-2">
      {rows.map(([label, value, shown]) => (
        <div key={label}>
          <dt className="font-medium text-slate-900">{label}</dt>
          <dd className={value ? "whitespace-pre-line" : "text-slate-500 italic"}>{value ? (shown ?? value) : missing}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * ImprintPage (/imprint) shows the operator's legal details from the site
 * settings; until the operator has filled them in it says so instead of
 * inventing any. It links the EU's online dispute resolution platform.
 */
export default function ImprintPage() {
  const t = useTexts(legalTexts).imprint;
  const s = t.sections;
  const f = t.fields;
  const { data, isPending, isError } = useSettings();
  const op = operatorOf(data);
  const filled = OPERATOR_KEYS.some((k) => op[k] !== "");
  const missing = isPending ? "…" : t.notGiven;
  const fields = (rows: [string, string, ReactNode?][]) => <Fields rows={rows} missing={missing} />;

  const notice = isPending ? t.loading : isError ? t.loadFailed : filled ? null : t.notFilled;
  const sections: LegalSection[] = [
    {
      id: "operator",
      title: s.operator.title,
      content: (
        <>
          {notice && (
            <p role="status" className="rounded-lg border border-slate-300 bg-white p-3 font-medium text-slate-900">
              {notice}
            </p>
          )}
          {fields([
            [f.company, op.operator_company],
            [f.address, op.operator_address],
          ])}
        </>
      ),
    },
    {
      id: "contact",
      title: s.contact.title,
      content: fields([
        [
          f.email,
          op.operator_email,
          <a href={`mailto:${op.operator_email}`} className={link}>
            {op.operator_email}
          </a>,
        ],
        [
          f.phone,
          op.operator_phone,
          <a href={`tel:${op.operator_phone.replace(/[^+\d]/g, "")}`} className={link}>
            {op.operator_phone}
          </a>,
        ],
      ]),
    },
    {
      id: "register",
      title: s.register.title,
      content: fields([
        [f.register, op.operator_register],
        [f.vatId, op.operator_vat_id],
      ]),
    },
    { id: "directors", title: s.directors.title, content: fields([[f.directors, op.operator_directors]]) },
    { id: "hours", title: s.hours.title, content: fields([[f.hours, op.operator_hours]]) },
    {
      id: "dispute-resolution",
      title: s.dispute.title,
      content: (
        <p>
          {s.dispute.text} <ExternalLink href={ODR_URL}>{ODR_URL}</ExternalLink>
        </p>
      ),
    },
    {
      id: "sources",
      title: s.sources.title,
      content: (
        <p>
          {s.sources.text} <ExternalLink href="https://www.geonames.org">www.geonames.org</ExternalLink>
        </p>
      ),
    },
  ];
  return <LegalDocument title={t.title} sections={sections} />;
}
