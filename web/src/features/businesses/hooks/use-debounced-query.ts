import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/** SEARCH_DEBOUNCE_MS is the spec's text-search debounce (section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * useDebouncedQuery is the text of the search box: it reports the text to
 * onCommit once typing has paused for 300 ms, and follows the URL when it
 * changes from outside (back/forward, reset). committed remembers what the URL
 * holds, so our own commit is not mistaken for an outside change.
 */
export function useDebouncedQuery(urlQuery: string, onCommit: (query: string) => void) {
  const [text, setText] = useState(urlQuery);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const committed = useRef(urlQuery);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  useEffect(() => {
    if (urlQuery === committed.current) return;
    committed.current = urlQuery;
    setText(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    const q = debounced.trim();
    if (q === committed.current) return;
    committed.current = q;
    commit.current(q);
  }, [debounced]);

  return [text, setText] as const;
}
