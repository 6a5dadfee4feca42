import { useCallback, useMemo } from "react";
import { useSearchParams } from "@/lib/router";
import type { HomeSearch } from "../api/search-businesses";

/**
 * useHomeSearchParams keeps the home search in the URL (/?q=&location=) so
 * back/forward and reload work. Search mode is the presence of either key:
 * an empty submit is still a search (the spec has no required field), and is
 * written as "?q=" because empty values are otherwise left out of the URL.
 */
export function useHomeSearchParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q");
  const location = params.get("location");
  const search = useMemo<HomeSearch | null>(
    () => (q === null && location === null ? null : { query: q ?? "", location: location ?? "" }),
    [q, location],
  );

  const submit = useCallback(
    (next: HomeSearch) => {
      const p = new URLSearchParams();
      if (next.query.trim()) p.set("q", next.query.trim());
      if (next.location.trim()) p.set("location", next.location.trim());
      if (!p.toString()) p.set("q", "");
      setParams(p);
    },
    [setParams],
  );

  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { search, submit, reset };
}
