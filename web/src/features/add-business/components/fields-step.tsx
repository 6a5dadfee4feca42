import type { ComponentProps } from "react";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { addBusinessTexts } from "@/i18n/en-add-business";
import { useTexts } from "@/i18n/locale";
import { LIMITS, REQUIRED, STEP_FIELDS, SUBMISSION_CATEGORIES, type Draft, type DraftField, type Problem } from "../step-rules";

/** Input attributes per field: keyboards and autofill on phones. */
const inputProps: Partial<Record<DraftField, ComponentProps<"input">>> = {
  name: { autoComplete: "organization" },
  address: { autoComplete: "street-address" },
  city: { autoComplete: "address-level2" },
  postal_code: { autoComplete: "postal-code", inputMode: "numeric" },
  phone: { type: "tel", autoComplete: "tel" },
  email: { type: "email", autoComplete: "email" },
  website: { inputMode: "url", autoComplete: "url" },
};

/** FieldsStepProps: the step (1 or 2), the draft, the problems found on Next and a change handler. */
interface FieldsStepProps {
  step: 1 | 2;
  draft: Draft;
  problems: Partial<Record<DraftField, Problem>>;
  onChange: (field: DraftField, value: string) => void;
}

/** FieldsStep shows the text fields of step 1 (business) or step 2 (contact and address). */
export function FieldsStep({ step, draft, problems, onChange }: FieldsStepProps) {
  const t = useTexts(addBusinessTexts);
  const errorOf = (f: DraftField): string | undefined => {
    if (!problems[f]) return undefined;
    if (f === "email" && problems[f] === "invalid") return t.errors.emailInvalid;
    if (f === "website") return t.errors.websiteInvalid;
    return t.errors[f as keyof typeof t.errors] as string;
  };
  const hints: Partial<Record<DraftField, string>> = {
    description: t.descriptionHint,
    email: t.emailHint,
    website: t.websiteHint,
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {STEP_FIELDS[step].map((f) => {
        const required = REQUIRED[step].includes(f);
        const common = {
          id: `ab-${f}`,
          label: t.fields[f as keyof typeof t.fields],
          marker: required ? "*" : t.optional,
          required,
          hint: hints[f],
          error: errorOf(f),
          maxLength: LIMITS[f],
          value: draft[f],
        };
        if (f === "category") {
          return (
            <SelectField
              key={f}
              {...common}
              className="sm:col-span-2"
              placeholder={t.categoryPlaceholder}
              options={SUBMISSION_CATEGORIES.map((c) => ({ value: c, label: t.categories[c] }))}
              onValueChange={(v) => onChange(f, v)}
            />
          );
        }
        if (f === "description") {
          return (
            <TextAreaField key={f} {...common} rows={6} className="sm:col-span-2" onChange={(e) => onChange(f, e.target.value)} />
          );
        }
        const wide = f === "name" || f === "address";
        return (
          <TextField
            key={f}
            {...common}
            {...inputProps[f]}
            className={wide ? "sm:col-span-2" : undefined}
            onChange={(e) => onChange(f, e.target.value)}
          />
        );
      })}
    </div>
  );
}
