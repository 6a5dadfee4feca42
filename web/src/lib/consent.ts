/**
 * The visitor's cookie consent lives in a first-party cookie for 12 months
 * (docs/decisions.md, "Consent"). Its value is the URL-encoded JSON of
 * ConsentPreferences plus the format version and the day of the choice:
 * {"necessary":true,"analytics":false,"marketing":true,"preferences":false,"v":1,"date":"2024-01-15"}.
 * Absence means no choice yet: nothing beyond the necessary cookies.
 * The banner and the /cookies page write it through saveConsent; components
 * read it with useConsent (use-consent.ts) and re-render when it changes. This
 * module has no React in it: the server-rendered pages' islands use it too.
 */
export const CONSENT_COOKIE = "bb_consent";

/** LOCALE_COOKIE remembers the chosen language; it may only exist with preferences consent. */
export const LOCALE_COOKIE = "bb_locale";

/**
 * MAP_CHOICE_KEY is the localStorage entry that remembers "load maps without
 * asking" (components/map/map-choice.ts); it may only exist with preferences
 * consent.
 */
export const MAP_CHOICE_KEY = "bb_map";

/** CONSENT_MONTHS is how long the consent cookie lives: 12 months. */
export const CONSENT_MONTHS = 12;

/** CONSENT_VERSION is the version of the stored format. */
export const CONSENT_VERSION = 1;

/** OPEN_CONSENT_EVENT is the window event that reopens the banner's settings. */
export const OPEN_CONSENT_EVENT = "bb:open-consent";

/** ConsentPreferences are the four consent categories of the cookie page. */
export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

/** ConsentCategory is one of the optional categories a visitor can turn on. */
export type ConsentCategory = "analytics" | "marketing" | "preferences";

/** NECESSARY_ONLY is the choice without any optional category, also the default before any choice. */
export const NECESSARY_ONLY: ConsentPreferences = { necessary: true, analytics: false, marketing: false, preferences: false };

/** ALL_ACCEPTED turns every optional category on. */
export const ALL_ACCEPTED: ConsentPreferences = { necessary: true, analytics: true, marketing: true, preferences: true };

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

function parseConsent(raw: string | null): ConsentPreferences | null {
  if (raw === null) return null;
  try {
    const v = JSON.parse(decodeURIComponent(raw));
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

const browserCookies = () => (typeof document === "undefined" ? "" : document.cookie);

/** readConsent parses the consent cookie from a cookie string; null when absent or unreadable. */
export function readConsent(cookies: string = browserCookies()): ConsentPreferences | null {
  return parseConsent(cookieValue(cookies, CONSENT_COOKIE));
}

/** hasPreferencesConsent tells whether the language choice may be remembered in bb_locale. */
export function hasPreferencesConsent(cookies?: string): boolean {
  return readConsent(cookies)?.preferences === true;
}

/**
 * consentCookie is the Set-Cookie string (for document.cookie) that stores
 * prefs for 12 months: first-party, path /, SameSite=Lax, Secure on https.
 */
export function consentCookie(prefs: ConsentPreferences, { now = new Date(), secure = false } = {}): string {
  const value = {
    necessary: true,
    analytics: prefs.analytics,
    marketing: prefs.marketing,
    preferences: prefs.preferences,
    v: CONSENT_VERSION,
    date: now.toISOString().slice(0, 10),
  };
  const expires = new Date(now);
  expires.setUTCMonth(expires.getUTCMonth() + CONSENT_MONTHS);
  const maxAge = Math.round((expires.getTime() - now.getTime()) / 1000);
  return (
    `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${maxAge}; Expires=${expires.toUTCString()}; Path=/; SameSite=Lax` +
    (secure ? "; Secure" : "")
  );
}

const listeners = new Set<() => void>();

/** subscribeConsent calls listener after every saved choice; it returns the unsubscribe function. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * saveConsent stores the visitor's choice and tells every subscriber.
 * Without preferences consent the language cookie and the remembered map
 * choice are deleted.
 */
export function saveConsent(prefs: ConsentPreferences): void {
  const secure = window.location.protocol === "https:";
  document.cookie = consentCookie(prefs, { secure });
  if (!prefs.preferences) {
    document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
    try {
      window.localStorage.removeItem(MAP_CHOICE_KEY);
    } catch {
      // storage disabled: nothing was stored either
    }
  }
  for (const listener of Array.from(listeners)) listener();
}

let snapshotRaw: string | null | undefined;
let snapshot: ConsentPreferences | null = null;

/** currentConsent is the stored choice (null before any), the same object as long as the cookie is unchanged. */
export function currentConsent(): ConsentPreferences | null {
  const raw = cookieValue(browserCookies(), CONSENT_COOKIE);
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshot = parseConsent(raw);
  }
  return snapshot;
}

/**
 * openConsentSettings opens the consent banner's settings view, so a visitor
 * can change or withdraw consent at any time (the footer's link).
 */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}
