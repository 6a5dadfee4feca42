import type { Localized, Texts } from "./locale";
import { deListing } from "./de-listing";

/** English texts that lists of businesses share. */
export const enListing: Texts<typeof deListing> = {
  open: "Open now",
  closed: "Closed",
  temporarilyClosed: "Temporarily closed",
  distance: "Distance",
  km: (n: string) => `${n} km`,
  widenedNone: (query: string, place: string, total: string, km: string) =>
    `No results for “${query}” in ${place} – ${total} within ${km} km`,
  widenedFew: (n: number, count: string, place: string, total: string, km: string) =>
    `Only ${count} ${n === 1 ? "result" : "results"} in ${place} – ${total} within ${km} km`,
  didYouMean: "Did you mean:",
};

/** listingTexts are the texts in both locales. */
export const listingTexts: Localized<typeof deListing> = { de: deListing, en: enListing };
