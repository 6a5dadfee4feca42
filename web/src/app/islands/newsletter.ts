// The blog list's island (/blog, internal/pages/templates/blog.html): the
// newsletter form. The form asks for an
// address before sending anything, then posts it with the honeypot to
// /api/newsletter; the server's answer (a confirmation e-mail is on its way,
// double opt-in) replaces the form, a refusal shows its text in the form.
// (The notice of a confirmation link is the server's.)
import { sendForm } from "@/lib/post-form";
import { failureText, formAlert, setFieldError } from "./form-fields";

/** NewsletterAnswer is the server's 202: the address waits for its confirmation link to be followed. */
interface NewsletterAnswer {
  status: string;
  message: string;
}

/** startNewsletter wires the newsletter form, if the page has it. */
export function startNewsletter(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-newsletter]");
  const email = form?.querySelector<HTMLInputElement>("#newsletter-email");
  const button = form?.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!form || !email || !button) return;
  const { missing = "", sending = "", failed = "" } = form.dataset;
  const label = button.textContent ?? "";
  let pending = false;

  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (pending) return;
    const address = email.value.trim();
    setFieldError(email, address === "" ? missing : undefined);
    if (address === "") return;
    form.querySelector("[role=alert]")?.remove();
    pending = true;
    button.disabled = true;
    button.textContent = sending;
    try {
      const trap = form.querySelector<HTMLInputElement>("#website2")?.value ?? "";
      const answer = await sendForm<NewsletterAnswer>("/api/newsletter", { email: address, website2: trap }, failed);
      const done = document.querySelector<HTMLElement>("[data-newsletter-done]");
      if (done) {
        done.textContent = answer.message;
        done.hidden = false;
      }
      form.remove();
    } catch (err) {
      button.before(formAlert(failureText(err, failed)));
    } finally {
      pending = false;
      button.disabled = false;
      button.textContent = label;
    }
  });
}
