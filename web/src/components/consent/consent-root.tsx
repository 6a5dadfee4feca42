import { lazy, Suspense, useEffect, useState } from "react";
import { currentConsent, OPEN_CONSENT_EVENT, useConsent } from "@/lib/consent";
import { AnalyticsCode } from "./analytics-code";

// The banner is its own chunk: a returning visitor, whose choice is stored,
// never downloads it unless they open the settings from the footer.
let loaded: typeof import("./consent-banner") | undefined;
const importBanner = () => import("./consent-banner").then((m) => (loaded = m));
const LazyBanner = lazy(() => importBanner().then((m) => ({ default: m.ConsentBanner })));

/**
 * preloadConsentBanner loads the banner's chunk before the first render when
 * the visitor has not chosen yet, so that render shows the banner with the
 * page: loaded after the page, it painted a second time, a round trip later,
 * and as the largest text on a phone's screen it was the page's LCP.
 */
export function preloadConsentBanner(): Promise<unknown> {
  return currentConsent() === null ? importBanner() : Promise.resolve();
}

/** ConsentRoot mounts the cookie banner (when a choice is due or asked for) and the consent-bound analytics code. */
export function ConsentRoot() {
  const consent = useConsent();
  const [asked, setAsked] = useState(false);
  // Chosen once: the loaded banner renders at once, the lazy one after its chunk; switching would remount it.
  const [Banner] = useState(() => loaded?.ConsentBanner ?? LazyBanner);
  useEffect(() => {
    const open = () => setAsked(true);
    window.addEventListener(OPEN_CONSENT_EVENT, open);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open);
  }, []);
  return (
    <>
      {(consent === null || asked) && (
        <Suspense fallback={null}>
          <Banner openOnMount={asked && consent !== null} />
        </Suspense>
      )}
      <AnalyticsCode />
    </>
  );
}
