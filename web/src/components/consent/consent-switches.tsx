import { useId } from "react";
import { consentTexts } from "@/i18n/en-consent";
import { useTexts } from "@/i18n/locale";
import type { ConsentCategory, ConsentPreferences } from "@/lib/consent";

const categories = ["necessary", "analytics", "marketing", "preferences"] as const;

/**
 * ConsentSwitches are the four consent categories as labelled switches
 * (native checkboxes with role="switch"); necessary is on and locked.
 */
export function ConsentSwitches({
  value,
  onChange,
}: {
  value: ConsentPreferences;
  onChange: (category: ConsentCategory, on: boolean) => void;
}) {
  const t = useTexts(consentTexts);
  const id = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t.categoriesLegend}</legend>
      {categories.map((category) => {
        const locked = category === "necessary";
        const inputId = `${id}-${category}`;
        const { label, description } = t.categories[category];
        return (
          <div key={category} className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 bg-white p-3">
            <div className="min-w-0">
              <label htmlFor={inputId} className="font-medium text-slate-900">
                {label}
              </label>
              <p id={`${inputId}-desc`} className="text-sm text-slate-600">
                {description}
              </p>
            </div>
            <span className="relative mt-0.5 inline-flex h-6 w-11 shrink-0">
              <input
                id={inputId}
                type="checkbox"
                role="switch"
                checked={value[category]}
                disabled={locked}
                aria-describedby={`${inputId}-desc`}
                onChange={(e) => {
                  if (category !== "necessary") onChange(category, e.target.checked);
                }}
                className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors checked:bg-blue-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-60"
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
              />
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
