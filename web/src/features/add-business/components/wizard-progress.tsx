import { addBusinessTexts } from "@/i18n/en-add-business";
import { useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import { LAST_FORM_STEP } from "../step-rules";

/** WizardProgress shows which of the three form steps the visitor is on, as text and as a bar. */
export function WizardProgress({ step }: { step: 1 | 2 | 3 }) {
  const t = useTexts(addBusinessTexts);
  const label = t.stepOf(step, LAST_FORM_STEP);
  return (
    <div className="mb-6">
      <p className="text-sm font-medium text-slate-700">
        {label}: {t.stepTitles[step]}
      </p>
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={1}
        aria-valuemax={LAST_FORM_STEP}
        aria-valuenow={step}
        aria-valuetext={label}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-blue-700 transition-all" style={{ width: `${(step / LAST_FORM_STEP) * 100}%` }} />
      </div>
      <ol className="mt-3 hidden gap-2 text-sm sm:flex">
        {([1, 2, 3] as const).map((s) => (
          <li
            key={s}
            aria-current={s === step ? "step" : undefined}
            className={cn("flex-1", s === step ? "font-semibold text-blue-800" : s < step ? "text-slate-700" : "text-slate-500")}
          >
            {s}. {t.stepTitles[s]}
          </li>
        ))}
      </ol>
    </div>
  );
}
