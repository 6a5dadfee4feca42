import { startAnalyticsCode } from "@/components/consent/analytics-code";
import { startConsentBanner } from "@/components/consent/consent-banner";
import { startFrame } from "@/components/layout/frame-islands";
import { startConsentForm } from "@/features/cookies/consent-form";
import { startFaqFilter } from "@/features/help/faq-filter";

// The islands' entry: the small scripts over the HTML the server renders
// (docs/hydration.md). Pages the server renders completely load only this;
// the React app's entry (main.tsx) imports it for the frame around its pages.
// Each island looks for its element and does nothing without it.
startFrame();
startConsentBanner();
startAnalyticsCode();
startFaqFilter();
startConsentForm();
if (document.querySelector("[data-detail]")) void import("./islands/detail").then((m) => m.startDetailIslands());
