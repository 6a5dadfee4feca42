import { MAP_CHOICE_KEY, type ConsentPreferences } from "@/lib/consent";

/** REMEMBER_MS is how long a remembered choice holds: 12 months, like the consent itself. */
const REMEMBER_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * allowedThisVisit is set when the visitor clicks "Karte laden": every map of
 * this page load (the search page, then a detail page) loads without asking
 * again. It lives in memory only, so the next visit asks again.
 */
let allowedThisVisit = false;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * mapAllowed tells whether maps may load without asking: after the click in
 * this visit, or when the choice was remembered and the visitor still
 * consents to preferences. A remembered choice without that consent is
 * deleted (it may only exist with it).
 */
export function mapAllowed(consent: ConsentPreferences | null, now = Date.now()): boolean {
  if (allowedThisVisit) return true;
  const store = storage();
  const saved = store?.getItem(MAP_CHOICE_KEY);
  if (saved == null) return false;
  const at = Date.parse(saved);
  if (consent?.preferences !== true || !(now - at < REMEMBER_MS)) {
    store?.removeItem(MAP_CHOICE_KEY);
    return false;
  }
  return true;
}

/**
 * allowMap records the visitor's click on "Karte laden": for this visit, and
 * in localStorage (the day of the choice) only with preferences consent.
 */
export function allowMap(consent: ConsentPreferences | null, now = new Date()): void {
  allowedThisVisit = true;
  if (consent?.preferences === true) storage()?.setItem(MAP_CHOICE_KEY, now.toISOString().slice(0, 10));
}

/** resetMapChoiceForTests forgets the click of this visit (a new page load, in tests). */
export function resetMapChoiceForTests(): void {
  allowedThisVisit = false;
}
