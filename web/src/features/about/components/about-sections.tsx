import type { ReactNode } from "react";
import { aboutTexts } from "@/i18n/en-about";
import { useTexts } from "@/i18n/locale";

/** Block is a titled text; the sections below list several of them. */
interface Block {
  readonly title: string;
  readonly text: string;
}

/** Section is a heading with its content; id ties the heading to the region. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** BlockGrid shows blocks as cards. */
function BlockGrid({ blocks }: { blocks: readonly Block[] }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {blocks.map((b) => (
        <li key={b.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="font-semibold text-slate-900">{b.title}</h3>
          <p className="mt-1 text-slate-700">{b.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Mission says what the directory is for. */
export function Mission() {
  const t = useTexts(aboutTexts);
  return (
    <Section id="about-mission" title={t.missionHeading}>
      {t.mission.map((p) => (
        <p key={p} className="mt-3 max-w-3xl text-lg text-slate-700">
          {p}
        </p>
      ))}
    </Section>
  );
}

/** Timeline walks through the stages a listing passes, from import to upkeep. */
export function Timeline() {
  const t = useTexts(aboutTexts);
  return (
    <Section id="about-timeline" title={t.timelineHeading}>
      <ol className="mt-6 space-y-6 border-l-2 border-blue-200 pl-6">
        {t.timeline.map((step, i) => (
          <li key={step.title} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-0 -left-[2.45rem] flex h-7 w-7 items-center justify-center rounded-full bg-blue-700 text-sm font-semibold text-white"
            >
              {i + 1}
            </span>
            <h3 className="font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-1 max-w-3xl text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Team names the roles behind the directory. */
export function Team() {
  const t = useTexts(aboutTexts);
  return (
    <Section id="about-team" title={t.teamHeading}>
      <BlockGrid blocks={t.team} />
    </Section>
  );
}

/** Technology tells how the directory is built and where its data comes from. */
export function Technology() {
  const t = useTexts(aboutTexts);
  return (
    <Section id="about-tech" title={t.techHeading}>
      <BlockGrid blocks={t.tech} />
    </Section>
  );
}
