import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert, HoneypotField, SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { useToast } from "@/components/ui/toast";
import { contactTexts } from "@/i18n/en-contact";
import { intlLocale, useLocale, useTexts } from "@/i18n/locale";
import { FormError } from "@/lib/post-form";
import { CONTACT_CATEGORIES, useSendContactMessage, type ContactMessage } from "../api/send-contact-message";
import { CONTACT_FIELDS, CONTACT_LIMITS, validateContact, type ContactField, type ContactProblem } from "../contact-rules";

const empty: ContactMessage = { name: "", email: "", category: "", subject: "", message: "", website2: "" };

/** ContactForm is the contact form: idle → sending → sent (form reset), with the server's refusals shown in the form. */
export function ContactForm() {
  const t = useTexts(contactTexts);
  const locale = useLocale();
  const { toast } = useToast();
  const send = useSendContactMessage(t.errors.network);
  const [values, setValues] = useState<ContactMessage>(empty);
  const [problems, setProblems] = useState<Partial<Record<ContactField, ContactProblem>>>({});
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const set = (field: keyof ContactMessage) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
    setSent(false);
  };
  const errorOf = (f: ContactField): string | undefined =>
    problems[f] === "invalid" ? t.errors.emailInvalid : problems[f] ? t.errors[f] : undefined;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (send.isPending) return;
    const found = validateContact(values);
    setProblems(found);
    const first = CONTACT_FIELDS.find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    send.mutate(values, {
      onSuccess: () => {
        setValues(empty);
        setSent(true);
        toast({ title: t.toastTitle, description: t.toastText });
      },
      onError: () => requestAnimationFrame(() => alertRef.current?.focus()),
    });
  }

  const err = send.error instanceof Error ? send.error : null;
  const retryTime =
    err instanceof FormError && err.retryAt
      ? err.retryAt.toLocaleTimeString(intlLocale(locale), { hour: "2-digit", minute: "2-digit" })
      : undefined;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading" className="relative space-y-5">
      <div>
        <h2 id="contact-form-heading" className="text-xl font-semibold text-slate-900">
          {t.formHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.requiredNote}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label={t.name}
          marker="*"
          required
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={(e) => set("name")(e.target.value)}
          error={errorOf("name")}
        />
        <TextField
          id="contact-email"
          label={t.email}
          marker="*"
          type="email"
          required
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          onChange={(e) => set("email")(e.target.value)}
          error={errorOf("email")}
        />
      </div>
      <SelectField
        id="contact-category"
        label={t.category}
        marker="*"
        required
        placeholder={t.categoryPlaceholder}
        options={CONTACT_CATEGORIES.map((c) => ({ value: c, label: t.categories[c] }))}
        value={values.category}
        onValueChange={set("category")}
        error={errorOf("category")}
      />
      <TextField
        id="contact-subject"
        label={t.subject}
        marker="*"
        required
        maxLength={CONTACT_LIMITS.subject}
        value={values.subject}
        onChange={(e) => set("subject")(e.target.value)}
        error={errorOf("subject")}
      />
      <TextAreaField
        id="contact-message"
        label={t.message}
        marker="*"
        required
        rows={6}
        hint={t.messageHint}
        maxLength={CONTACT_LIMITS.message}
        value={values.message}
        onChange={(e) => set("message")(e.target.value)}
        error={errorOf("message")}
      />
      <HoneypotField value={values.website2} onChange={set("website2")} />
      {err && !send.isPending && (
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          <FormAlert>
            {err.message}
            {retryTime && <> {t.errors.retryAt(retryTime)}</>}
          </FormAlert>
        </div>
      )}
      {sent && (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {t.sentNote}
        </p>
      )}
      <Button type="submit" disabled={send.isPending} aria-disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? t.sending : t.send}
      </Button>
    </form>
  );
}
