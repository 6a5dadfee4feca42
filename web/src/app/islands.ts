import "./islands/frame";
import { startCardPhotos } from "@/app/islands/card-photos";
import { startListFilters } from "@/app/islands/list-filters";
import { startViewToggle } from "@/app/islands/view-toggle";
import { startConsentForm } from "@/features/cookies/consent-form";
import { startFaqFilter } from "@/features/help/faq-filter";
import { startRedirect } from "./islands/redirect";

// The islands' entry: the small scripts over the HTML the server renders
// (docs/hydration.md), the only script of the pages the server renders
// completely. The frame's islands come first (islands/frame.ts, which the
// React app's entry main.tsx imports for the frame around its pages).
// Each island looks for its element and does nothing without it.
startFaqFilter();
startConsentForm();
startRedirect();
startListFilters();
startCardPhotos();
startViewToggle();
// Islands of one page kind, loaded only where the server rendered their element.
if (document.querySelector("[data-newsletter]")) void import("./islands/newsletter").then((m) => m.startNewsletter());
if (document.querySelector("[data-contact-form]")) void import("./islands/contact-form").then((m) => m.startContactForm());
if (document.querySelector("[data-detail]")) void import("./islands/detail").then((m) => m.startDetailIslands());
// The wizard (React DOM with it, ~90 kB) is asked for only after the first frame: the
// page's heading and text paint without waiting for it, and its requests do not compete
// with the stylesheet (docs/hydration.md, "The stylesheet first").
const wizard = document.querySelector<HTMLElement>("[data-add-business]");
if (wizard) afterFirstFrame(() => void import("./islands/add-business").then((m) => m.startAddBusiness(wizard)));

/** afterFirstFrame runs fn once the browser has rendered the next frame. */
function afterFirstFrame(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0));
}
