import { useEffect, type ReactNode } from "react";
import { legalTexts } from "@/i18n/en-legal";
import { intlLocale, useLocale, useTexts } from "@/i18n/locale";

/** LEGAL_LAST_UPDATED is the day the legal texts were last changed (ISO date). */
export const LEGAL_LAST_UPDATED = "2024-01-15";

/** LegalSection is one numbered part of a legal page; id is its anchor. */
export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

/** formatLegalDate writes an ISO date the locale's long way: "15. Januar 2024". */
export function formatLegalDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** TextBlock renders paragraphs; a list follows the first paragraph, which introduces it. */
export function TextBlock({ p, list }: { p: readonly string[]; list?: readonly string[] }) {
  const [first, ...rest] = p;
  return (
    <>
      <p>{first}</p>
      {list && (
        <ul className="list-disc space-y-1 pl-6">
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {rest.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </>
  );
}

/** ExternalLink opens another site in a new tab without handing it this page. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-words text-blue-700 underline hover:text-blue-900">
      {children}
    </a>
  );
}

/**
 * LegalDocument is the frame of a legal page: the title, the date of the
 * last change, a table of contents linking to each section's heading, and
 * on translations a note that the German text is binding.
 */
export function LegalDocument({ title, intro, sections }: { title: string; intro?: ReactNode; sections: LegalSection[] }) {
  const t = useTexts(legalTexts);
  const locale = useLocale();

  // The page arrives after the browser looked for the address's #anchor: scroll to it now.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView?.();
  }, []);

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-slate-700">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {t.lastUpdated} <time dateTime={LEGAL_LAST_UPDATED}>{formatLegalDate(LEGAL_LAST_UPDATED, intlLocale(locale))}</time>
      </p>
      {t.bindingNote && (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{t.bindingNote}</p>
      )}
      {intro && <p className="mt-4">{intro}</p>}
      <nav aria-labelledby="legal-toc" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="legal-toc" className="font-semibold text-slate-900">
          {t.toc}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-blue-700 underline hover:text-blue-900">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} aria-labelledby={s.id} className="mt-8">
          <h2 id={s.id} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold text-slate-900">
            {i + 1}. {s.title}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed">{s.content}</div>
        </section>
      ))}
    </article>
  );
}
