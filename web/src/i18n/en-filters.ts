import type { Localized, Texts } from "./locale";
import { deFilters } from "./de-filters";

/** English texts of the list filters. */
export const enFilters: Texts<typeof deFilters> = {
  label: "Filter results",
  open: "Open now",
  minRating: "Rating",
  anyRating: "Any rating",
  ratingAtLeast: (r: string) => `${r} stars and up`,
  website: "With website",
  photos: "With photos",
  reset: "Reset filters",
  sort: "Sort by",
  byRelevance: "Relevance",
  byDistance: "Distance",
};

/** filterTexts are the texts in both locales. */
export const filterTexts: Localized<typeof deFilters> = { de: deFilters, en: enFilters };
