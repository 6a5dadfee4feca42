import { cn } from "@/lib/cn";
import type { FaqGroup } from "../filter-faq";

/** Accent colours of the groups (spec section 3: each FAQ group has a colour). */
const accents: Record<string, string> = {
  blue: "border-blue-600 text-blue-800",
  green: "border-green-600 text-green-800",
  orange: "border-orange-600 text-orange-800",
  purple: "border-purple-600 text-purple-800",
};

/** FaqList shows the groups with their questions as disclosures; while searching, every hit is open. */
export function FaqList({ groups, searching }: { groups: readonly FaqGroup[]; searching: boolean }) {
  return (
    <div className="space-y-8">
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`faq-${g.key}`}>
          <h2 id={`faq-${g.key}`} className={cn("border-l-4 pl-3 text-xl font-semibold", accents[g.color] ?? accents.blue)}>
            {g.title}
          </h2>
          <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {g.items.map((item) => (
              // The key changes with the search mode so the disclosures re-open or re-close.
              <details key={`${item.question}-${searching}`} open={searching} className="p-4">
                <summary className="cursor-pointer font-medium text-slate-900 marker:text-blue-700">{item.question}</summary>
                <p className="mt-2 text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
