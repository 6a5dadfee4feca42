import { useCallback, useEffect, useState } from "react";
import { emptyDraft, parseSavedDraft, type SavedDraft } from "../step-rules";

/** DRAFT_STORAGE_KEY is where the browser keeps an unfinished wizard. */
export const DRAFT_STORAGE_KEY = "bb_add_business_draft";

function load(): SavedDraft {
  try {
    return parseSavedDraft(window.localStorage.getItem(DRAFT_STORAGE_KEY)) ?? { step: 1, draft: emptyDraft() };
  } catch {
    return { step: 1, draft: emptyDraft() }; // storage blocked: the wizard still works, without memory
  }
}

/**
 * useSavedDraft holds the wizard's step and fields and keeps them in
 * localStorage while the wizard is unfinished, so a reload continues where the
 * visitor was; reaching the success step (4) removes the saved draft.
 */
export function useSavedDraft() {
  const [state, setState] = useState<SavedDraft>(load);

  useEffect(() => {
    try {
      if (state.step === 4) window.localStorage.removeItem(DRAFT_STORAGE_KEY);
      else window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // storage full or blocked: nothing to keep
    }
  }, [state]);

  const update = useCallback((change: (s: SavedDraft) => SavedDraft) => setState(change), []);
  return [state, update] as const;
}
