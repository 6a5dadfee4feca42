import { readSwitches, showSwitches } from "@/components/consent/consent-banner";
import { currentConsent, NECESSARY_ONLY, saveConsent, subscribeConsent } from "@/lib/consent";

// The cookie page's island (/cookies, internal/pages/templates/cookies.html):
// the server renders the four switches with the stored choice (every optional
// category off before one). "Einstellungen speichern" stores them, "Nur
// notwendige Cookies" turns the optional ones off and stores that; a choice
// saved elsewhere (the banner) is shown here too.

/** startConsentForm wires the cookie page's form, if the page has one. */
export function startConsentForm(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-consent-form]");
  if (!form) return;
  const status = form.querySelector<HTMLElement>("[role=status]")!;
  let saving = false;
  const save = (prefs = readSwitches(form)) => {
    saving = true;
    saveConsent(prefs);
    saving = false;
    showSwitches(form, prefs);
    status.textContent = form.dataset.saved ?? "";
  };
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    save();
  });
  form.querySelector("[data-consent-necessary]")?.addEventListener("click", () => save(NECESSARY_ONLY));
  form.addEventListener("change", () => (status.textContent = ""));
  subscribeConsent(() => {
    if (!saving) showSwitches(form, currentConsent() ?? NECESSARY_ONLY);
  });
}
