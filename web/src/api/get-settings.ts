import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import { preloaded } from "@/lib/preload";
import { cacheTime } from "@/lib/query-client";
import type { Settings } from "@/types/business";

/** getSettings fetches the operator's site settings (public by design). */
export async function getSettings(): Promise<Settings> {
  try {
    return await fetchJSON<Settings>("/api/admin/settings");
  } catch (err) {
    throw new Error("Failed to fetch settings", { cause: err });
  }
}

/** settingsQueryOptions caches the settings for 30 minutes. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ["api", "admin", "settings"],
    queryFn: getSettings,
    initialData: preloaded<Settings>("/api/admin/settings"),
    staleTime: cacheTime.settings,
  });

/** useSettings is the operator's site settings. */
export function useSettings() {
  return useQuery(settingsQueryOptions());
}
