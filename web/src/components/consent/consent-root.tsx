import { AnalyticsCode } from "./analytics-code";
import { ConsentBanner } from "./consent-banner";

/** ConsentRoot mounts the cookie banner and the consent-bound analytics code once per page. */
export function ConsentRoot() {
  return (
    <>
      <ConsentBanner />
      <AnalyticsCode />
    </>
  );
}
