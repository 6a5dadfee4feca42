import { startAnalyticsCode } from "@/components/consent/analytics-code";
import { startConsentBanner } from "@/components/consent/consent-banner";
import { startFrame } from "@/components/layout/frame-islands";
import { startCardPhotos } from "@/app/islands/card-photos";
import { startListFilters } from "@/app/islands/list-filters";
import { startNotFound } from "@/app/islands/not-found";
import { startViewToggle } from "@/app/islands/view-toggle";
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
startListFilters();
startCardPhotos();
startNotFound();
startViewToggle();
