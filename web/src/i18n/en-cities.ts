import type { Localized, Texts } from "./locale";
import { deCities } from "./de-cities";

/** English texts of the city page (the empty state and errors are the spec's wording). */
export const enCities: Texts<typeof deCities> = {
  heading: (city: string) => `Businesses in ${city}`,
  count: (total: string) => `${total} businesses`,
  intro: (city: string) =>
    `Discover workshops, tradespeople, service providers and shops in ${city}. ` +
    "Every listing shows the address, phone number, opening hours and reviews – " +
    "so you quickly find the right business near you.",
  categoriesHeading: "Categories in this list",
  listHeading: (city: string) => `All businesses in ${city}`,
  empty: (city: string) => `No businesses found in ${city}`,
  emptyFiltered: "No businesses with these filters. Reset a filter to see more.",
  emptyHint: "Try another city or search for a business directly.",
  backHome: "Back to the homepage",
  errorHeading: "The businesses could not be loaded",
  retry: "Try again",
  cityRequired: "City name is required",
  fetchFailed: "Failed to fetch businesses",
};

/** cityTexts are the texts in both locales. */
export const cityTexts: Localized<typeof deCities> = { de: deCities, en: enCities };
