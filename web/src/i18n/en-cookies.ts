import type { Localized, Texts } from "./locale";
import { deCookies } from "./de-cookies";

/** English texts of the cookie page. */
export const enCookies: Texts<typeof deCookies> = {
  title: "Cookie policy",
  intro:
    "This page lists the cookies this website sets and lets you choose which optional categories you allow. Without your consent only the necessary ones are active.",
  settingsHeading: "Your settings",
  settingsHint:
    "You can change or withdraw your consent at any time here or via “Cookie settings” in the footer. Withdrawal applies to the future; if analytics code has already run, the page reloads so that it stops.",
  save: "Save settings",
  necessaryOnly: "Necessary cookies only",
  saved: "Your settings have been saved.",
  tableHeading: "Cookies of this website",
  tableCaption: "All cookies Branchenbuch itself sets",
  columns: { name: "Name", purpose: "Purpose", category: "Category", duration: "Duration" },
  cookies: [
    {
      name: "bb_session",
      purpose:
        "Keeps the operator signed in to the admin area (/admin). Only set there, not readable by scripts (HttpOnly) and only sent to this website.",
      category: "Necessary",
      duration: "Ends after 2 hours without activity, after 12 hours at the latest, or on sign-out",
    },
    {
      name: "bb_consent",
      purpose: "Stores your choice on this page so that we do not ask again on every visit.",
      category: "Necessary",
      duration: "12 months",
    },
    {
      name: "bb_locale",
      purpose: "Remembers the chosen language (German or English). Only set with your consent and deleted when you withdraw it.",
      category: "Preferences",
      duration: "12 months",
    },
  ],
  storageHeading: "Other storage in your browser",
  storageText:
    "When you add a business, your draft is kept in your browser's local storage (localStorage) so that nothing gets lost. It only leaves your device when you submit it. When you click “Load map” and have consented to “Preferences”, the entry bb_map in local storage remembers this choice for 12 months, so that maps load without asking afterwards; without that consent nothing is stored, and withdrawing it deletes the entry.",
  thirdHeading: "The operator's code and third-party cookies",
  thirdIntro:
    "The operator of this website can embed their own code. That code may set third-party cookies whose names and durations are decided by the respective provider.",
  third: [
    { name: "Ad areas", text: "Only shown and run while you have consented to marketing." },
    { name: "Analytics code", text: "Only loaded while you have consented to analytics." },
    {
      name: "Head code",
      text: "Runs on every page regardless of your choice. The operator is responsible for it not setting cookies that need consent without it.",
    },
  ],
  privacyLink: "More in the privacy policy",
};

/** cookiesTexts are the cookie page's texts per locale. */
export const cookiesTexts: Localized<typeof deCookies> = { de: deCookies, en: enCookies };
