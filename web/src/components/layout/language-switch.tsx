import { Languages } from "lucide-react";
import { useLocation } from "@/lib/router";
import { siteTexts } from "@/i18n/en";
import { type Locale, localizedPath, stripLocale, useLocale } from "@/i18n/locale";
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

/** otherLocale is the locale the switch leads to. */
export function otherLocale(locale: Locale): Locale {
  return locale === "de" ? "en" : "de";
}

/**
 * LanguageSwitch is a plain link to the same page (same query) in the other
 * locale: the locale is fixed per page load, so switching loads the other URL.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const target = otherLocale(locale);
  const { pathname, search, hash } = useLocation();
  const href = localizedPath(stripLocale(pathname), target) + search + hash;
  const t = siteTexts[locale].footer;
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      onClick={() => rememberLocale(target)}
      className={className}
      title={t.language}
    >
      <Languages aria-hidden="true" className="h-4 w-4" />
      {t.otherLanguage}
    </a>
  );
}
