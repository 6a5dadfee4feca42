import { currentConsent, subscribeConsent } from "@/lib/consent";
import { injectMarkup } from "@/lib/inject-markup";
import { peekPreloaded } from "@/lib/preload";
import type { Settings } from "@/types/business";

/** reloadPage starts a fresh page load. */
function reloadPage() {
  window.location.reload();
}

/**
 * startAnalyticsCode injects the operator's analytics_code (trusted markup,
 * like ad areas; from the settings the page carries) into the frame's
 * [data-analytics-code] element once, and only while the visitor's analytics
 * consent is given. A script that has run cannot be taken back, so
 * withdrawing that consent after the code ran reloads the page, which then
 * loads without it. The panel's frame has no such element. It returns the
 * function that stops following the consent.
 */
export function startAnalyticsCode(onWithdraw: () => void = reloadPage): () => void {
  const container = document.querySelector<HTMLElement>("[data-analytics-code]");
  if (!container) return () => {};
  const code = (peekPreloaded<Settings>("/api/admin/settings")?.analytics_code ?? "").trim();
  let injected = false;
  const update = () => {
    const allowed = currentConsent()?.analytics === true;
    if (allowed && code !== "" && !injected) {
      injected = true;
      try {
        injectMarkup(container, code);
      } catch (err) {
        console.error("analytics code failed", err);
      }
    } else if (!allowed && injected) {
      injected = false;
      container.innerHTML = "";
      onWithdraw();
    }
  };
  update();
  return subscribeConsent(update);
}
