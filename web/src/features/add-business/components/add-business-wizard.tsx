import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormAlert, HoneypotField } from "@/components/ui/form-field";
import { useToast } from "@/components/ui/toast";
import { addBusinessTexts } from "@/i18n/en-add-business";
import { intlLocale, useLocale, useTexts } from "@/i18n/locale";
import { FormError } from "@/lib/post-form";
import { useSubmitBusiness } from "../api/submit-business";
import { useSavedDraft } from "../hooks/use-saved-draft";
import {
  LAST_FORM_STEP,
  emptyDraft,
  firstIncompleteStep,
  nextStep,
  previousStep,
  stepProblems,
  type DraftField,
  type Problem,
  type Step,
} from "../step-rules";
import { Benefits } from "./benefits";
import { FieldsStep } from "./fields-step";
import { HoursStep } from "./hours-step";
import { SuccessStep } from "./success-step";
import { WizardProgress } from "./wizard-progress";

/**
 * AddBusinessWizard walks through steps 1–3 and shows the success step 4
 * after the server stored the submission. Next and Submit go on only when the
 * step's rules pass; otherwise the problems show at the fields and the first
 * one gets focus. The draft survives a reload (useSavedDraft).
 */
export function AddBusinessWizard() {
  const t = useTexts(addBusinessTexts);
  const locale = useLocale();
  const { toast } = useToast();
  const [{ step, draft }, update] = useSavedDraft();
  const [problems, setProblems] = useState<Partial<Record<DraftField, Problem>>>({});
  const [honeypot, setHoneypot] = useState("");
  const [submittedName, setSubmittedName] = useState("");
  const submit = useSubmitBusiness(t.errors.network);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // After Next or Back (not on arrival) focus goes to the new step's heading.
  useEffect(() => {
    if (moved.current && step < 4) headingRef.current?.focus();
    moved.current = false;
  }, [step]);

  const goTo = (s: Step, found: Partial<Record<DraftField, Problem>> = {}) => {
    moved.current = s !== step;
    setProblems(found);
    update((cur) => ({ ...cur, step: s }));
  };
  const showProblems = (s: Step, found: Partial<Record<DraftField, Problem>>) => {
    if (s !== step) return goTo(s, found);
    setProblems(found);
    const first = Object.keys(found)[0];
    formRef.current?.querySelector<HTMLElement>(`#ab-${first}`)?.focus();
  };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submit.isPending || step === 4) return;
    const found = stepProblems(draft, step);
    if (Object.keys(found).length > 0) return showProblems(step, found);
    if (step < LAST_FORM_STEP) return goTo(nextStep(step));
    const incomplete = firstIncompleteStep(draft);
    if (incomplete !== undefined) return showProblems(incomplete, stepProblems(draft, incomplete));
    submit.mutate(
      { draft, honeypot },
      {
        onSuccess: () => {
          setSubmittedName(draft.name.trim());
          update(() => ({ step: 4, draft: emptyDraft() }));
          toast({ title: t.toastTitle, description: t.toastText });
        },
        onError: () => requestAnimationFrame(() => alertRef.current?.focus()),
      },
    );
  }

  if (step === 4) {
    return (
      <Card className="p-6 sm:p-10">
        <SuccessStep
          name={submittedName}
          onAnother={() => {
            submit.reset();
            goTo(1);
          }}
        />
      </Card>
    );
  }

  const err = submit.error instanceof Error ? submit.error : null;
  const retryTime =
    err instanceof FormError && err.retryAt
      ? err.retryAt.toLocaleTimeString(intlLocale(locale), { hour: "2-digit", minute: "2-digit" })
      : undefined;
  const setField = (f: DraftField, value: string) => {
    update((cur) => ({ ...cur, draft: { ...cur.draft, [f]: value } }));
    setProblems((p) => ({ ...p, [f]: undefined }));
  };

  return (
    <>
      <Card className="p-4 sm:p-6">
        <WizardProgress step={step} />
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="ab-step-heading" className="relative space-y-5">
          <div>
            <h2 id="ab-step-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
              {t.stepTitles[step]}
            </h2>
            {step < 3 && <p className="mt-1 text-sm text-slate-600">{t.requiredNote}</p>}
          </div>
          {step === 3 ? (
            <HoursStep
              hours={draft.hours}
              onChange={(day, value) =>
                update((cur) => ({ ...cur, draft: { ...cur.draft, hours: { ...cur.draft.hours, [day]: value } } }))
              }
            />
          ) : (
            <FieldsStep step={step} draft={draft} problems={problems} onChange={setField} />
          )}
          <HoneypotField value={honeypot} onChange={setHoneypot} />
          {err && !submit.isPending && step === LAST_FORM_STEP && (
            <div ref={alertRef} tabIndex={-1} className="outline-none">
              <FormAlert>
                {err.message}
                {retryTime && <> {t.errors.retryAt(retryTime)}</>}
              </FormAlert>
            </div>
          )}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
            {step > 1 ? (
              <Button type="button" variant="secondary" onClick={() => goTo(previousStep(step))}>
                {t.back}
              </Button>
            ) : (
              <span aria-hidden="true" />
            )}
            <Button type="submit" disabled={submit.isPending}>
              {step < LAST_FORM_STEP ? t.next : submit.isPending ? t.submitting : t.submit}
            </Button>
          </div>
        </form>
      </Card>
      {step === 1 && <Benefits />}
    </>
  );
}
