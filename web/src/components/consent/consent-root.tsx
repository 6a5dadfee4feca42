import { lazy, Suspense, useEffect, useState } from "react";
import { OPEN_CONSENT_EVENT, useConsent } from "@/lib/consent";
import { AnalyticsCode } from "./analytics-code";

// The banner is its own chunk: a returning visitor, whose choice is stored,
// never downloads it unless they open the settings from the footer.
const ConsentBanner = lazy(() => import("./consent-banner").then((m) => ({ default: m.ConsentBanner })));

/** ConsentRoot mounts the cookie banner (when a choice is due or asked for) and the consent-bound analytics code. */
export function ConsentRoot() {
  const consent = useConsent();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const open = () => setAsked(true);
    window.addEventListener(OPEN_CONSENT_EVENT, open);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open);
  }, []);
  return (
    <>
      {(consent === null || asked) && (
        <Suspense fallback={null}>
          <ConsentBanner openOnMount={asked && consent !== null} />
        </Suspense>
      )}
      <AnalyticsCode />
    </>
  );
}
