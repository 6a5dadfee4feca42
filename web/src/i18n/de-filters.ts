import texts from "./de-filters.json";
import { fill } from "./fill";

/** German texts of the list filters (components/list-filters.tsx): de-filters.json, which the server's search page reads too. */
export const deFilters = {
  ...texts,
  ratingAtLeast: (r: string) => fill(texts.ratingAtLeast, { r }),
};
