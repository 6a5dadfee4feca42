import type { Localized, Texts } from "./locale";
import { deHome } from "./de-home";

/** English texts of the home page: the spec's wording (placeholders, section titles). */
export const enHome: Texts<typeof deHome> = {
  headline: (total: string) => `${total} businesses all over Germany`,
  headlineFallback: "Businesses all over Germany",
  subline: "Find workshops, tradespeople and service providers near you – with contact details, opening hours and reviews.",
  searchForm: "Search businesses",
  queryLabel: "What are you looking for?",
  queryPlaceholder: "Search for businesses, services...",
  locationLabel: "Where?",
  locationPlaceholder: "Location or postal code",
  submit: "Search",
  categoriesHeading: "Popular Categories",
  citiesHeading: "Popular Cities",
  citiesError: "The cities could not be loaded.",
  cityCount: (count: string) => `${count} businesses`,
  featuredHeading: "Featured Businesses",
  resultsHeading: "Search Results",
  resultsCount: (count: string) => `${count} results`,
  loading: "Loading businesses...",
  noResults: "No results found.",
  noResultsHint: "Try other search terms.",
  resetSearch: "Reset search",
};

/** homeTexts are the texts in both locales. */
export const homeTexts: Localized<typeof deHome> = { de: deHome, en: enHome };
