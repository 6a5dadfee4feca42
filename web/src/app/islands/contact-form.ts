// The contact page's island (/contact, internal/pages/templates/contact.html):
// idle → sending → sent (form reset). The fields are checked with the contact
// rules (features/contact/contact-rules.ts); a problem shows at its field and
// the first one gets focus, nothing is sent. Then the message goes to
// /api/contact as JSON with the honeypot; a refusal (400, 413, 429 with the
// time to try again, 503) or a lost connection shows in the form's alert,
// which gets focus, keeping the input; success empties the form, says so in
// the form and in a toast ("Nachricht gesendet!").
import { CONTACT_FIELDS, validateContact, type ContactField, type ContactMessage } from "@/features/contact/contact-rules";
import { intlLocale, localeOfPath } from "@/i18n/locale-path";
import { FormError, sendForm } from "@/lib/post-form";
import { failureText, formAlert, setFieldError, type Control } from "./form-fields";
import { showToast } from "./toast";

/** errorKey is the data attribute of a field's error text: data-error-name, data-error-email-invalid… */
const errorKey = (f: ContactField, invalid: boolean) =>
  `error${f[0].toUpperCase()}${f.slice(1)}${invalid ? "Invalid" : ""}` as const;

/** startContactForm wires the contact form, if the page has one. */
export function startContactForm(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-contact-form]");
  const button = form?.querySelector<HTMLButtonElement>("button[type=submit]");
  const sent = form?.querySelector<HTMLElement>("[data-contact-sent]");
  if (!form || !button || !sent) return;
  const texts = form.dataset;
  const control = (f: ContactField) => form.querySelector<Control>(`#contact-${f}`)!;
  const trap = form.querySelector<HTMLInputElement>("#website2");
  const label = button.textContent ?? "";
  let pending = false;

  // A change takes back its field's problem and the note of the last message sent.
  for (const f of CONTACT_FIELDS) {
    const c = control(f);
    c.addEventListener(c instanceof HTMLSelectElement ? "change" : "input", () => {
      if (c.hasAttribute("aria-invalid")) setFieldError(c);
      sent.hidden = true;
    });
  }

  const busy = (on: boolean) => {
    pending = on;
    button.disabled = on;
    button.setAttribute("aria-disabled", String(on));
    button.textContent = on ? (texts.sending ?? "") : label;
  };

  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (pending) return;
    const message = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, control(f).value])) as Omit<ContactMessage, "website2">;
    const found = validateContact({ ...message, website2: "" });
    for (const f of CONTACT_FIELDS) setFieldError(control(f), found[f] && texts[errorKey(f, found[f] === "invalid")]);
    const first = CONTACT_FIELDS.find((f) => found[f]);
    if (first) return control(first).focus();

    form.querySelector("[data-contact-alert]")?.remove();
    busy(true);
    const network = texts.network ?? "";
    try {
      await sendForm<{ id: number }>("/api/contact", { ...message, website2: trap?.value ?? "" }, network);
      for (const f of CONTACT_FIELDS) control(f).value = "";
      if (trap) trap.value = "";
      sent.hidden = false;
      showToast(document.querySelector<HTMLTemplateElement>("template[data-toast]"));
    } catch (err) {
      let text = failureText(err, network);
      if (err instanceof FormError && err.retryAt) {
        const time = err.retryAt.toLocaleTimeString(intlLocale(localeOfPath(window.location.pathname)), {
          hour: "2-digit",
          minute: "2-digit",
        });
        text += " " + (texts.retryAt ?? "").replace("{time}", time);
      }
      const alert = document.createElement("div");
      alert.tabIndex = -1;
      alert.className = "outline-none";
      alert.dataset.contactAlert = "";
      alert.append(formAlert(text));
      sent.before(alert);
      requestAnimationFrame(() => alert.focus());
    } finally {
      busy(false);
    }
  });
}
