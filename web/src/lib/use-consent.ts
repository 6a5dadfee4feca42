import { useSyncExternalStore } from "react";
import { currentConsent, subscribeConsent, type ConsentPreferences } from "./consent";

/** useConsent is the stored choice (null before any); the component re-renders when it is saved. */
export function useConsent(): ConsentPreferences | null {
  return useSyncExternalStore(subscribeConsent, currentConsent, () => null);
}
