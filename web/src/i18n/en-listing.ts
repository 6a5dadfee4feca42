import type { Localized, Texts } from "./locale";
import { deListing } from "./de-listing";
import texts from "./en-listing.json";
import lists from "./en-lists.json";
import { fill } from "./fill";

/** English texts that lists of businesses share: en-lists.json (the card's) and en-listing.json. */
export const enListing: Texts<typeof deListing> = {
  open: lists.card.open,
  closed: lists.card.closed,
  temporarilyClosed: lists.card.temporarilyClosed,
  distance: lists.card.distance,
  km: (n: string) => fill(lists.card.km, { n }),
  widenedNone: (query: string, place: string, total: string, km: string) => fill(texts.widenedNone, { query, place, total, km }),
  widenedFew: (n: number, count: string, place: string, total: string, km: string) =>
    fill(n === 1 ? texts.widenedFewOne : texts.widenedFew, { count, place, total, km }),
  didYouMean: texts.didYouMean,
};

/** listingTexts are the texts in both locales. */
export const listingTexts: Localized<typeof deListing> = { de: deListing, en: enListing };
