// What the form islands (newsletter.ts, contact-form.ts) share: a field's
// error under it, tied to the control the way the app's form fields do it
// (components/ui/form-field.tsx) and the form's alert. They post with
// lib/post-form.ts's sendForm (one retry after 1 s when no answer came back).

/** Control is a form control with a label and maybe an error. */
export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * setFieldError shows message under the control's field (the element marked
 * data-field around label and control), or removes the error without one:
 * red border, aria-invalid and aria-describedby naming the hint and the error.
 */
export function setFieldError(control: Control, message?: string): void {
  const id = control.id;
  document.getElementById(`${id}-error`)?.remove();
  if (message) {
    const p = document.createElement("p");
    p.id = `${id}-error`;
    p.className = "text-sm font-medium text-red-700";
    p.textContent = message;
    control.closest("[data-field]")?.append(p);
    control.setAttribute("aria-invalid", "true");
  } else {
    control.removeAttribute("aria-invalid");
  }
  control.classList.toggle("border-red-600", Boolean(message));
  control.classList.toggle("border-slate-300", !message);
  const ids = [document.getElementById(`${id}-hint`) && `${id}-hint`, message && `${id}-error`].filter(Boolean);
  if (ids.length) control.setAttribute("aria-describedby", ids.join(" "));
  else control.removeAttribute("aria-describedby");
}

/** formAlert makes the alert of a refused form (role=alert: screen readers announce it). */
export function formAlert(text: string): HTMLDivElement {
  const div = document.createElement("div");
  div.setAttribute("role", "alert");
  div.className = "rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800";
  div.textContent = text;
  return div;
}

/** failureText is what to show of a failed post. */
export function failureText(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}
