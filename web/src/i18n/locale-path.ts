/**
 * The storefront speaks German; its English wording is an English
 * locale under /en/… (docs/i18n.md). The locale is fixed for a page load:
 * switching the language loads the other URL, and the router's basename
 * ("/en") keeps every in-app link inside the locale.
 */
export type Locale = "de" | "en";

/** EN_PREFIX is the path prefix of the English locale. */
export const EN_PREFIX = "/en";

/** localeOfPath tells the locale of a site path ("/en", "/en/…" are English). */
export function localeOfPath(pathname: string): Locale {
  return pathname === EN_PREFIX || pathname.startsWith(EN_PREFIX + "/") ? "en" : "de";
}

/** stripLocale is the path inside the locale: "/en/help" → "/help", "/en" → "/". */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === "de") return pathname;
  return pathname.slice(EN_PREFIX.length) || "/";
}

/** localizedPath is a locale-free path in the given locale: ("/help", "en") → "/en/help". */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === "de") return path;
  return path === "/" ? EN_PREFIX : EN_PREFIX + path;
}

/** basenameOf is the router's basename for a locale. */
export function basenameOf(locale: Locale): string | undefined {
  return locale === "en" ? EN_PREFIX : undefined;
}

/** intlLocale is the Intl locale for numbers and dates. */
export function intlLocale(locale: Locale): string {
  return locale === "en" ? "en-GB" : "de-DE";
}
