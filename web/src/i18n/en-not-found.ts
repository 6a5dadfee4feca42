import texts from "./en-not-found.json";
import type { Localized, Texts } from "./locale";
import { deNotFound } from "./de-not-found";

/** English texts of the not-found page of unknown routes (en-not-found.json). */
export const enNotFound: Texts<typeof deNotFound> = texts;

/** notFoundTexts are the texts in both locales. */
export const notFoundTexts: Localized<typeof deNotFound> = { de: deNotFound, en: enNotFound };
