import lists from "./de-lists.json";
import { fill } from "./fill";
/**
 * German texts that lists of businesses share: the open status on cards and
 * on the detail page, the distance, and the notes above search results (a
 * widened search, an ambiguous place). Figures arrive formatted for the locale.
 */
export const deListing = {
  open: lists.card.open,
  closed: lists.card.closed,
  temporarilyClosed: lists.card.temporarilyClosed,
  distance: lists.card.distance,
  km: (n: string) => fill(lists.card.km, { n }),
  widenedNone: (query: string, place: string, total: string, km: string) =>
    `Keine Treffer für „${query}“ in ${place} – ${total} im Umkreis von ${km} km`,
  widenedFew: (_n: number, count: string, place: string, total: string, km: string) =>
    `Nur ${count} Treffer in ${place} – ${total} im Umkreis von ${km} km`,
  didYouMean: "Meinten Sie:",
} as const;
