import { useEffect, useRef } from "react";
import { useSettings } from "@/api/get-settings";
import { useConsent } from "@/lib/consent";
import { injectMarkup } from "@/lib/inject-markup";

/** reloadPage starts a fresh page load. */
function reloadPage() {
  window.location.reload();
}

/**
 * AnalyticsCode injects the operator's analytics_code (trusted markup, like
 * ad areas) into the page once, and only while the visitor's analytics
 * consent is given. A script that has run cannot be taken back, so
 * withdrawing that consent after the code ran reloads the page, which then
 * loads without it.
 */
export function AnalyticsCode({ onWithdraw = reloadPage }: { onWithdraw?: () => void }) {
  const code = (useSettings().data?.analytics_code ?? "").trim();
  const allowed = useConsent()?.analytics === true;
  const ref = useRef<HTMLDivElement>(null);
  const injected = useRef(false);

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    if (allowed && code !== "" && !injected.current) {
      injected.current = true;
      try {
        injectMarkup(container, code);
      } catch (err) {
        console.error("analytics code failed", err);
      }
    } else if (!allowed && injected.current) {
      injected.current = false;
      container.innerHTML = "";
      onWithdraw();
    }
  }, [allowed, code, onWithdraw]);

  return <div ref={ref} hidden data-analytics-code="" />;
}
