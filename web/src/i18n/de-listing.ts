import texts from "./de-listing.json";
import { fill } from "./fill";

/**
 * German texts that lists of businesses share: the open status on cards and
 * on the detail page, the distance, and the notes above search results (a
 * widened search, an ambiguous place). Figures arrive formatted for the
 * locale. The texts are de-listing.json, which the server's search page reads too.
 */
export const deListing = {
  open: texts.open,
  closed: texts.closed,
  temporarilyClosed: texts.temporarilyClosed,
  distance: texts.distance,
  km: (n: string) => fill(texts.km, { n }),
  widenedNone: (query: string, place: string, total: string, km: string) => fill(texts.widenedNone, { query, place, total, km }),
  widenedFew: (n: number, count: string, place: string, total: string, km: string) =>
    fill(n === 1 ? texts.widenedFewOne : texts.widenedFew, { count, place, total, km }),
  didYouMean: texts.didYouMean,
};
