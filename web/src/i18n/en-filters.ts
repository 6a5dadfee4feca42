import type { Localized, Texts } from "./locale";
import { deFilters } from "./de-filters";
import texts from "./en-filters.json";
import { fill } from "./fill";

/** English texts of the list filters: en-filters.json. */
export const enFilters: Texts<typeof deFilters> = {
  ...texts,
  ratingAtLeast: (r: string) => fill(texts.ratingAtLeast, { r }),
};

/** filterTexts are the texts in both locales. */
export const filterTexts: Localized<typeof deFilters> = { de: deFilters, en: enFilters };
