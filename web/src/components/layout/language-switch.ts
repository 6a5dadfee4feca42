import { type Locale } from "@/i18n/locale-path";
import { hasPreferencesConsent, LOCALE_COOKIE } from "@/lib/consent";

/**
 * localeCookie is the Set-Cookie string (for document.cookie) that remembers
 * the locale for twelve months: first-party, path /, SameSite=Lax, Secure on https.
 */
export function localeCookie(locale: Locale, { now = new Date(), secure = false } = {}): string {
  const expires = new Date(now);
  expires.setUTCMonth(expires.getUTCMonth() + 12);
  const maxAge = Math.round((expires.getTime() - now.getTime()) / 1000);
  return (
    `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Expires=${expires.toUTCString()}; Path=/; SameSite=Lax` +
    (secure ? "; Secure" : "")
  );
}

/**
 * rememberLocale stores the chosen locale in bb_locale, but only when the
 * visitor has consented to preference cookies; it tells whether it did.
 */
export function rememberLocale(locale: Locale): boolean {
  if (!hasPreferencesConsent()) return false;
  document.cookie = localeCookie(locale, { secure: window.location.protocol === "https:" });
  return true;
}
