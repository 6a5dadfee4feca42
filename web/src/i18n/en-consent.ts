import type { Localized, Texts } from "./locale";
import { deConsent } from "./de-consent";

/** English texts of the cookie banner and the consent switches. */
export const enConsent: Texts<typeof deConsent> = {
  heading: "Cookies and privacy",
  text: "We only use strictly necessary cookies unless you choose otherwise. With your consent, analytics, advertising and saved preferences are added. You can change your choice at any time via “Cookie settings” in the footer.",
  more: "More about cookies",
  acceptAll: "Accept all",
  necessaryOnly: "Necessary only",
  settings: "Settings",
  save: "Save settings",
  close: "Close",
  categoriesLegend: "Cookie categories",
  alwaysOn: "Always on",
  categories: {
    necessary: {
      label: "Necessary",
      description: "Required for the site to work: your cookie choice and the operator's sign-in. Always on.",
    },
    analytics: {
      label: "Analytics",
      description: "Allows the operator's analytics code, which evaluates how the site is used.",
    },
    marketing: {
      label: "Marketing",
      description: "Allows the operator's ad areas, whose providers may set their own cookies.",
    },
    preferences: {
      label: "Preferences",
      description: "Remembers your chosen language and whether maps load without asking, for 12 months.",
    },
  },
};

/** consentTexts are the banner's texts per locale. */
export const consentTexts: Localized<typeof deConsent> = { de: deConsent, en: enConsent };
