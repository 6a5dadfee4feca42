import type { Localized, Texts } from "./locale";
import { deNotFound } from "./de-not-found";

/** English texts of the not-found page of unknown routes. */
export const enNotFound: Texts<typeof deNotFound> = {
  heading: "Page not found",
  text: "The page you are looking for does not exist. You will be taken to the home page in 3 seconds.",
  home: "Go to the home page",
};

/** notFoundTexts are the texts in both locales. */
export const notFoundTexts: Localized<typeof deNotFound> = { de: deNotFound, en: enNotFound };
