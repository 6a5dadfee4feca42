import type { Localized, Texts } from "./locale";
import { deBusinesses } from "./de-businesses";

/** English texts of the business search page /businesses. */
export const enBusinesses: Texts<typeof deBusinesses> = {
  heading: "Find businesses",
  subline: "Search by name, service or address and narrow down by city and category.",
  searchLabel: "Search term",
  searchPlaceholder: "Name, service or address",
  cityLabel: "City",
  allCities: "All cities",
  categoryLabel: "Category",
  allCategories: "All categories",
  radiusLabel: "Radius",
  radiusExact: "Exact",
  radiusKm: (n: string) => `${n} km`,
  radiusNeedsPlace: "Choose a city first.",
  sortedByDistance: "sorted by distance",
  categories: {
    dienstleister: "Service providers",
    handwerker: "Tradespeople",
    "kfz-werkstatt": "Car repair shops",
    handel: "Retail",
    gastronomie: "Restaurants & cafés",
  },
  resultsHeading: "Search Results",
  count: (n: string) => `${n} businesses found`,
  empty: "No businesses found",
  emptyHint: "Change your search or reset the filters.",
  resetFilters: "Reset filters",
  error: "The search failed. Please try again.",
  retry: "Try again",
  viewOf: (name: string) => ` – ${name}`,
  mapOf: (name: string) => ` – ${name} (opens in a new tab)`,
};

/** businessesTexts are the texts in both locales. */
export const businessesTexts: Localized<typeof deBusinesses> = { de: deBusinesses, en: enBusinesses };
