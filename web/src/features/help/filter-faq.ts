/** FaqItem is one question with its answer. */
export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/** FaqGroup is a titled list of questions. */
export interface FaqGroup {
  readonly key: string;
  readonly title: string;
  readonly color: string;
  readonly items: readonly FaqItem[];
}

/**
 * filterFaq keeps the entries whose question or answer contains query,
 * ignoring case. The query is used as typed, not trimmed (spec section 5):
 * "  x" matches only text holding those spaces. Groups without a match are
 * left out; an empty query keeps everything.
 */
export function filterFaq<G extends FaqGroup>(groups: readonly G[], query: string): G[] {
  if (query === "") return [...groups];
  const needle = query.toLowerCase();
  const matches = (text: string) => text.toLowerCase().includes(needle);
  return groups
    .map((g) => ({ ...g, items: g.items.filter((i) => matches(i.question) || matches(i.answer)) }))
    .filter((g) => g.items.length > 0);
}

/** countItems is the number of entries over all groups. */
export function countItems(groups: readonly FaqGroup[]): number {
  return groups.reduce((n, g) => n + g.items.length, 0);
}
