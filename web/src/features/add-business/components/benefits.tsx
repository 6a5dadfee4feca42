import { BadgeCheck, Euro, FileText, Search } from "lucide-react";
import { addBusinessTexts } from "@/i18n/en-add-business";
import { useTexts } from "@/i18n/locale";

const icons = { free: Euro, found: Search, page: FileText, checked: BadgeCheck } as const;

/** Benefits tells what a listing gives a business; the wizard shows it on step 1 only. */
export function Benefits() {
  const t = useTexts(addBusinessTexts);
  return (
    <section aria-labelledby="benefits-heading" className="mt-10">
      <h2 id="benefits-heading" className="text-xl font-semibold text-slate-900">
        {t.benefitsHeading}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {t.benefits.map((b) => {
          const Icon = icons[b.key as keyof typeof icons] ?? BadgeCheck;
          return (
            <li key={b.key} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-blue-700" />
              <div>
                <h3 className="font-semibold text-slate-900">{b.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{b.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
