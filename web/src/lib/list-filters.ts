/**
 * ListFilters are the filters of the storefront's lists (/businesses, city
 * and category pages): "Jetzt geöffnet", a minimum rating, with website and
 * with photos. They live in the page's URL under the same names the API
 * takes (open=1, minRating=4, website=1, photos=1; docs/search.md), so a
 * filtered list can be shared and the back button restores it.
 */
export interface ListFilters {
  open: boolean;
  minRating: number; // 0 = any
  website: boolean;
  photos: boolean;
}

/** MIN_RATINGS are the minimum ratings a visitor can choose (the server accepts only these). */
export const MIN_RATINGS = [3, 3.5, 4, 4.5] as const;

export const NO_FILTERS: ListFilters = { open: false, minRating: 0, website: false, photos: false };

const FLAGS = ["open", "website", "photos"] as const;

/** readListFilters reads the filters from a URL; unknown or malformed values mean "no filter". */
export function readListFilters(params: URLSearchParams): ListFilters {
  const rating = Number(params.get("minRating"));
  return {
    open: params.get("open") === "1",
    minRating: (MIN_RATINGS as readonly number[]).includes(rating) ? rating : 0,
    website: params.get("website") === "1",
    photos: params.get("photos") === "1",
  };
}

/** writeListFilters sets the changed filters on params (an unset filter leaves the URL). */
export function writeListFilters(params: URLSearchParams, change: Partial<ListFilters>): void {
  for (const key of FLAGS) {
    if (change[key] !== undefined) {
      if (change[key]) params.set(key, "1");
      else params.delete(key);
    }
  }
  if (change.minRating !== undefined) {
    if (change.minRating > 0) params.set("minRating", String(change.minRating));
    else params.delete("minRating");
  }
}

/** filterParams are the filters as API query parameters (for query() of lib/api-client). */
export function filterParams(f: ListFilters): Record<string, string | number | undefined> {
  return {
    open: f.open ? 1 : undefined,
    minRating: f.minRating > 0 ? f.minRating : undefined,
    website: f.website ? 1 : undefined,
    photos: f.photos ? 1 : undefined,
  };
}

/** hasFilters reports whether any filter is set. */
export function hasFilters(f: ListFilters): boolean {
  return f.open || f.minRating > 0 || f.website || f.photos;
}
