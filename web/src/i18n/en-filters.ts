import filters from "./en-filters.json";
import { fill } from "./fill";
import type { Localized, Texts } from "./locale";
import { deFilters } from "./de-filters";

/** English texts of the list filters (en-filters.json). */
export const enFilters: Texts<typeof deFilters> = {
  ...filters,
  ratingAtLeast: (r: string) => fill(filters.ratingAtLeast, { r }),
};

/** filterTexts are the texts in both locales. */
export const filterTexts: Localized<typeof deFilters> = { de: deFilters, en: enFilters };
