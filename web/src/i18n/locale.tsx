import { createContext, useContext, type ReactNode } from "react";

export { basenameOf, EN_PREFIX, intlLocale, localeOfPath, localizedPath, stripLocale, type Locale } from "./locale-path";
import type { Locale } from "./locale-path";

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
