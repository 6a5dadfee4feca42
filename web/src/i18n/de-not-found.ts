import type { Localized } from "./locale";
import { enNotFound } from "./en-not-found";

/** German texts of the not-found page of unknown routes. */
export const deNotFound = {
  heading: "Seite nicht gefunden",
  text: "Die gesuchte Seite gibt es nicht. Sie werden in 3 Sekunden zur Startseite weitergeleitet.",
  home: "Zur Startseite",
} as const;

/** notFoundTexts are the not-found page's texts in both locales. */
export const notFoundTexts: Localized<typeof deNotFound> = { de: deNotFound, en: enNotFound };
