import { useMutation, useQueryClient } from "@tanstack/react-query";
import { settingsQueryOptions } from "@/api/get-settings";
import { OPERATOR_KEYS, type Settings } from "@/types/business";
import { adminKey, mutationRetry, sendJSON } from "./admin-fetch";

/** SETTING_KEYS are the site settings the form edits, in the form's order. */
export const SETTING_KEYS = [
  "site_title",
  "site_description",
  "home_country",
  "map_tile_url",
  "head_code",
  "analytics_code",
  "footer_code",
  "ad_area_1",
  "ad_area_2",
  "ad_area_3",
  "ad_area_4",
  ...OPERATOR_KEYS,
] as const;

/** LEGAL_KEYS are the operator's legal details the imprint shows, a group of their own in the form. */
export const LEGAL_KEYS = SETTING_KEYS.filter((k) => k.startsWith("operator_"));

/** REQUIRED_LEGAL_KEYS are the details without which the imprint says the operator has not filled it in. */
export const REQUIRED_LEGAL_KEYS = ["operator_company", "operator_address", "operator_email"] as const;

/** SettingKey is one of the editable settings. */
export type SettingKey = (typeof SETTING_KEYS)[number];

/** saveSettings stores all settings at once and answers with the stored settings. */
export function saveSettings(settings: Record<SettingKey, string>): Promise<Settings> {
  return sendJSON<Settings>("/api/admin/settings/bulk", "POST", settings);
}

/** useSaveSettings saves the settings, then refetches them and the audit log (docs/pages.md, "The operator panel"). */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["admin", "settings", "save"],
    mutationFn: saveSettings,
    retry: mutationRetry,
    onSuccess: async () => {
      void client.invalidateQueries({ queryKey: adminKey("audit") });
      await client.invalidateQueries({ queryKey: settingsQueryOptions().queryKey });
    },
  });
}
