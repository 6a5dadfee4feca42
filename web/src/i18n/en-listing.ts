import lists from "./en-lists.json";
import { fill } from "./fill";
import type { Localized, Texts } from "./locale";
import { deListing } from "./de-listing";

/** English texts that lists of businesses share. */
export const enListing: Texts<typeof deListing> = {
  open: lists.card.open,
  closed: lists.card.closed,
  temporarilyClosed: lists.card.temporarilyClosed,
  distance: lists.card.distance,
  km: (n: string) => fill(lists.card.km, { n }),
  widenedNone: (query: string, place: string, total: string, km: string) =>
    `No results for “${query}” in ${place} – ${total} within ${km} km`,
  widenedFew: (n: number, count: string, place: string, total: string, km: string) =>
    `Only ${count} ${n === 1 ? "result" : "results"} in ${place} – ${total} within ${km} km`,
  didYouMean: "Did you mean:",
};

/** listingTexts are the texts in both locales. */
export const listingTexts: Localized<typeof deListing> = { de: deListing, en: enListing };
