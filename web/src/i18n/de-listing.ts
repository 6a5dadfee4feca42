import texts from "./de-listing.json";
import lists from "./de-lists.json";
import { fill } from "./fill";

/**
 * German texts that lists of businesses share: the open status on cards and
 * on the detail page, the distance, and the notes above search results (a
 * widened search, an ambiguous place). Figures arrive formatted for the
 * locale. The card's texts are de-lists.json's, the search notes
 * de-listing.json's; the server's pages read both files too.
 */
export const deListing = {
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
