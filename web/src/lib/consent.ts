/**
 * The visitor's cookie consent lives in a first-party cookie for 12 months
 * (DESIGN.md section 1). Its value is the URL-encoded JSON of
 * ConsentPreferences. The cookie banner and the /cookies page write it; this
 * module only reads it. Absence means no consent beyond the necessary cookies.
 */
export const CONSENT_COOKIE = "bb_consent";

/** ConsentPreferences are the four consent categories of the cookie page. */
export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

/** readConsent parses the consent cookie from a cookie string; null when absent or unreadable. */
export function readConsent(cookies: string = typeof document === "undefined" ? "" : document.cookie): ConsentPreferences | null {
  for (const part of cookies.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CONSENT_COOKIE) continue;
    try {
      const v = JSON.parse(decodeURIComponent(rest.join("=")));
      if (typeof v !== "object" || v === null) return null;
      return {
        necessary: true,
        analytics: v.analytics === true,
        marketing: v.marketing === true,
        preferences: v.preferences === true,
      };
    } catch {
      return null;
    }
  }
  return null;
}

/** hasMarketingConsent tells whether ad areas may render. */
export function hasMarketingConsent(cookies?: string): boolean {
  return readConsent(cookies)?.marketing === true;
}

/**
 * openConsentSettings opens the consent banner's settings view, so a visitor
 * can change or withdraw consent at any time (the footer's link).
 */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event("bb:open-consent"));
}
