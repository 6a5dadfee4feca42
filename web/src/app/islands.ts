import { startAnalyticsCode } from "@/components/consent/analytics-code";
import { startConsentBanner } from "@/components/consent/consent-banner";
import { startFrame } from "@/components/layout/frame-islands";
import { startConsentForm } from "@/features/cookies/consent-form";
import { startFaqFilter } from "@/features/help/faq-filter";
import { startAdAreas } from "./islands/ad-areas";
import { startBackLinks } from "./islands/back-link";
import { startBusinessPhotos } from "./islands/business-photos";
import { startDetailMap } from "./islands/detail-map";
import { startRedirectHome } from "./islands/redirect-home";
import { startShareButtons } from "./islands/share-button";

// The islands' entry: the small scripts over the HTML the server renders
// (docs/hydration.md). Pages the server renders completely load only this;
// the React app's entry (main.tsx) imports it for the frame around its pages.
// Each island looks for its element and does nothing without it.
startFrame();
startConsentBanner();
startAnalyticsCode();
startFaqFilter();
startConsentForm();
startShareButtons();
startBackLinks();
startAdAreas();
startBusinessPhotos();
startDetailMap();
startRedirectHome();
