import type { Localized } from "./locale";
import { deConsent } from "./de-consent";
import enConsentJSON from "./en-consent.json";

/** English texts of the cookie banner and the consent switches (en-consent.json). */
export const enConsent: typeof deConsent = enConsentJSON;

/** consentTexts are the banner's texts per locale. */
export const consentTexts: Localized<typeof deConsent> = { de: deConsent, en: enConsent };
