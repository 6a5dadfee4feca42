// The frame's islands (the mobile menu, the language switch, the footer's
// cookie settings, the banner and the consent-bound analytics code), which
// every page needs: the islands' entry (app/islands.ts) starts them on the
// pages the server renders, the React app's entry (main.tsx) on its own pages.
// Only the islands' entry loads the page kinds' islands, so that their chunks
// (the add-business wizard brings React DOM) never pull in the app's entry.
import { startAnalyticsCode } from "@/components/consent/analytics-code";
import { startConsentBanner } from "@/components/consent/consent-banner";
import { startFrame } from "@/components/layout/frame-islands";

startFrame();
startConsentBanner();
startAnalyticsCode();
