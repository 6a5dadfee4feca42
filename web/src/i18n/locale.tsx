import { createContext, useContext, type ReactNode } from "react";

/**
 * The storefront speaks German; the spec's English wording is an English
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

const LocaleContext = createContext<Locale>("de");

/** LocaleProvider sets the locale of everything below it. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** useLocale is the current page's locale. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * Texts widens a German text object's literal types, so that the English
 * object must have the same keys and function signatures but other words.
 */
export type Texts<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Texts<R>
    : T extends readonly (infer E)[]
      ? readonly Texts<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Texts<T[K]> }
        : T;

/** Localized is one text object per locale. */
export type Localized<T> = { de: T; en: Texts<T> };

/** useTexts picks the current locale's texts: const t = useTexts(homeTexts). */
export function useTexts<T>(texts: Localized<T>): Texts<T> {
  return texts[useLocale()] as Texts<T>;
}

/** numberLocale is the Intl locale for numbers and dates. */
export function intlLocale(locale: Locale): string {
  return locale === "en" ? "en-GB" : "de-DE";
}
