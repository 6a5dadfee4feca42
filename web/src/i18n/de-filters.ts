import filters from "./de-filters.json";
import { fill } from "./fill";

/** German texts of the list filters: de-filters.json, which the server's list templates (internal/pages) read too. */
export const deFilters = {
  ...filters,
  ratingAtLeast: (r: string) => fill(filters.ratingAtLeast, { r }),
};
