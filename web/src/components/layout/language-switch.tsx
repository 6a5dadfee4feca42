import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { siteTexts } from "@/i18n/de";
import { type Locale, localizedPath, stripLocale, useLocale } from "@/i18n/locale";
import { readConsent } from "@/lib/consent";

/** LOCALE_COOKIE remembers the visitor's language choice, only with preferences consent. */
export const LOCALE_COOKIE = "bb_locale";

/** LOCALE_COOKIE_MAX_AGE is twelve months in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * rememberLocale stores the chosen locale in the first-party cookie bb_locale
 * for twelve months, but only when the visitor has consented to preference
 * cookies; it tells whether it stored it.
 */
export function rememberLocale(locale: Locale): boolean {
  if (!readConsent()?.preferences) return false;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
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
