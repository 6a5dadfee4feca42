import {
  ALL_ACCEPTED,
  currentConsent,
  NECESSARY_ONLY,
  OPEN_CONSENT_EVENT,
  saveConsent,
  type ConsentPreferences,
} from "@/lib/consent";

// The cookie banner's island. The server renders the banner (internal/pages/
// templates/frame.html) for a visitor without a stored choice, so it paints
// with the page; for a returning visitor it waits in a <template> until the
// footer's "Cookie-Einstellungen" (openConsentSettings) opens it with the
// settings. It never takes the focus on load; opened from the footer it
// moves the focus to its heading and gives it back when closed.

const categories = ["analytics", "marketing", "preferences"] as const;

/** readSwitches is the choice the switches inside root show. */
export function readSwitches(root: ParentNode): ConsentPreferences {
  const prefs: ConsentPreferences = { ...NECESSARY_ONLY };
  for (const c of categories) prefs[c] = root.querySelector<HTMLInputElement>(`input[name="${c}"]`)?.checked === true;
  return prefs;
}

/** showSwitches sets the switches inside root to a choice. */
export function showSwitches(root: ParentNode, prefs: ConsentPreferences): void {
  for (const c of categories) {
    const input = root.querySelector<HTMLInputElement>(`input[name="${c}"]`);
    if (input) input.checked = prefs[c];
  }
}

/** startConsentBanner wires the banner on the page, if any, and its reopening; it returns the function that stops listening. */
export function startConsentBanner(): () => void {
  let returnFocus: HTMLElement | null = null;
  let observer: ResizeObserver | undefined;
  const banner = () => document.querySelector<HTMLElement>("[data-consent-banner]");
  const part = (name: string) => banner()?.querySelector<HTMLElement>(`[data-consent-${name}]`) ?? null;

  const close = () => {
    observer?.disconnect();
    document.querySelector("[data-consent-spacer]")?.remove();
    banner()?.remove();
    returnFocus?.focus();
    returnFocus = null;
  };
  const choose = (prefs: ConsentPreferences) => {
    saveConsent(prefs);
    close();
  };
  const showSettings = () => {
    part("settings")?.removeAttribute("hidden");
    part("save")?.removeAttribute("hidden");
    part("show-settings")?.setAttribute("hidden", "");
  };

  // A spacer of the banner's height below the page keeps the footer reachable.
  const wire = (section: HTMLElement) => {
    const spacer = document.querySelector<HTMLElement>("[data-consent-spacer]");
    if (spacer && typeof ResizeObserver !== "undefined") {
      observer = new ResizeObserver(() => (spacer.style.height = `${section.offsetHeight}px`));
      observer.observe(section);
    }
    section.addEventListener("click", (e) => {
      const button = e.target instanceof Element ? e.target.closest("button") : null;
      if (!button) return;
      if (button.dataset.consentChoice) choose(button.dataset.consentChoice === "all" ? ALL_ACCEPTED : NECESSARY_ONLY);
      else if (button.hasAttribute("data-consent-show-settings")) {
        showSwitches(section, currentConsent() ?? NECESSARY_ONLY);
        showSettings();
      } else if (button.hasAttribute("data-consent-save")) choose(readSwitches(section));
      else if (button.hasAttribute("data-consent-close")) close();
    });
    section.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && currentConsent() !== null) close();
    });
  };

  const open = () => {
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!banner()) {
      const template = document.getElementById("consent-banner-template") as HTMLTemplateElement | null;
      if (!template) return;
      template.before(template.content.cloneNode(true));
      wire(banner()!);
    }
    showSwitches(banner()!, currentConsent() ?? NECESSARY_ONLY);
    showSettings();
    if (currentConsent() !== null) part("close")?.removeAttribute("hidden");
    requestAnimationFrame(() => banner()?.querySelector<HTMLElement>("h2")?.focus());
  };

  const first = banner();
  if (first) {
    // A copy as it came, for reopening it after the first choice closed it.
    const template = document.createElement("template");
    template.id = "consent-banner-template";
    const spacer = document.querySelector("[data-consent-spacer]");
    if (spacer) template.content.append(spacer.cloneNode(true));
    template.content.append(first.cloneNode(true));
    first.after(template);
    wire(first);
  }
  window.addEventListener(OPEN_CONSENT_EVENT, open);
  return () => window.removeEventListener(OPEN_CONSENT_EVENT, open);
}
