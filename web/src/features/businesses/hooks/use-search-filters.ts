import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "@/lib/router";
import { readListFilters, writeListFilters } from "@/lib/list-filters";
import { type BusinessSearch, RADII, type SearchSort } from "../api/search-businesses";

/** FilterChange is a change of some filters (the list filters in part); page is set only when paging. */
export type FilterChange = Partial<Omit<BusinessSearch, "filters">> & { filters?: Partial<BusinessSearch["filters"]> };

/** readPage reads a page number from the URL; anything but a positive integer is page 1. */
export function readPage(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** readRadius reads a radius from the URL: one of RADII, else 0 (the place itself). */
export function readRadius(raw: string | null): number {
  const n = Number(raw);
  return (RADII as readonly number[]).includes(n) ? n : 0;
}

/** readSort reads the order from the URL: "distance" or else relevance. */
export function readSort(raw: string | null): SearchSort {
  return raw === "distance" ? "distance" : "relevance";
}

/**
 * useSearchFilters keeps the /businesses filters and page in the URL
 * (?q=&city=&category=&radius=&sort=&open=&minRating=&website=&photos=&page=)
 * so that links are shareable and back/forward work. city is free text (a
 * postal code from a shared link works like a city); a radius and the
 * distance sort count only with a place and go when the place goes. Any change other than paging returns to page 1 (spec section 4).
 * Typing replaces the history entry instead of adding one per keystroke.
 * Changes build on the latest URL we asked for, not on the rendered one:
 * React Router hands its updater the search params of the last render, so a
 * second change before the first has rendered (a quick city after a category)
 * would otherwise drop the first.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<BusinessSearch>(
    () => ({
      query: params.get("q") ?? "",
      city: params.get("city") ?? "",
      category: params.get("category") ?? "",
      radius: params.get("city") ? readRadius(params.get("radius")) : 0,
      sort: params.get("city") ? readSort(params.get("sort")) : "relevance",
      filters: readListFilters(params),
      page: readPage(params.get("page")),
    }),
    [params],
  );

  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (change: FilterChange, options: { replace?: boolean } = {}) => {
      setParams(
        () => {
          const next = new URLSearchParams(latest.current);
          const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
          if (change.query !== undefined) set("q", change.query.trim());
          if (change.city !== undefined) set("city", change.city);
          if (change.category !== undefined) set("category", change.category);
          if (change.radius !== undefined) set("radius", change.radius > 0 ? String(change.radius) : undefined);
          if (change.sort !== undefined) set("sort", change.sort === "distance" ? "distance" : undefined);
          if (change.filters) writeListFilters(next, change.filters);
          if (!next.get("city")) {
            next.delete("radius");
            next.delete("sort");
          }
          set("page", change.page && change.page > 1 ? String(change.page) : undefined);
          latest.current = next;
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  const reset = useCallback(() => {
    latest.current = new URLSearchParams();
    setParams(latest.current);
  }, [setParams]);

  return { filters, update, reset };
}
