import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import type { BusinessSearch } from "../api/search-businesses";

/** FilterChange is a change of some filters; page is set only when paging. */
export type FilterChange = Partial<BusinessSearch>;

/** readPage reads a page number from the URL; anything but a positive integer is page 1. */
export function readPage(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * useSearchFilters keeps the /businesses filters and page in the URL
 * (?q=&city=&category=&page=) so that links are shareable and back/forward
 * work. Any change other than paging returns to page 1 (spec section 4).
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
