import { Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { trAdmin } from "@/i18n/tr-admin";
import { cn } from "@/lib/cn";
import type { Settings } from "@/types/business";
import { SETTING_KEYS, type SettingKey } from "../../api/save-settings";
import { hintClass, inputClass, labelClass } from "../field-styles";

type Values = Record<SettingKey, string>;

const CODE_KEYS: SettingKey[] = ["head_code", "footer_code", "ad_area_1", "ad_area_2", "ad_area_3", "ad_area_4"];
const hints: Partial<Record<SettingKey, string>> = {
  head_code: trAdmin.settings.head_codeHint,
  footer_code: trAdmin.settings.footer_codeHint,
  ad_area_1: trAdmin.settings.ad_area_1Hint,
  ad_area_2: trAdmin.settings.ad_area_2Hint,
  ad_area_3: trAdmin.settings.ad_area_3Hint,
  ad_area_4: trAdmin.settings.ad_area_4Hint,
};

/** SettingsForm is the ready and saving states of the settings tab: every setting, saved at once. */
export function SettingsForm({
  settings,
  saving,
  onSave,
}: {
  settings: Settings;
  saving: boolean;
  onSave: (values: Values) => void;
}) {
  const t = trAdmin.settings;
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(SETTING_KEYS.map((k) => [k, settings[k] ?? ""])) as Values,
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSave(values);
  };

  return (
    <form onSubmit={submit} aria-labelledby="admin-settings-heading" aria-busy={saving}>
      <Card className="space-y-5 p-4 sm:p-6">
        <h2 id="admin-settings-heading" className="text-lg font-semibold text-slate-900">
          {t.heading}
        </h2>
        {SETTING_KEYS.map((key) => {
          const id = `setting-${key}`;
          const hint = hints[key];
          const common = {
            id,
            name: key,
            value: values[key],
            onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
            "aria-describedby": hint ? `${id}-hint` : undefined,
          };
          return (
            <div key={key}>
              <label htmlFor={id} className={labelClass}>
                {t[key]}
              </label>
              {key === "site_title" ? (
                <input type="text" {...common} className={inputClass} />
              ) : (
                <textarea
                  rows={key === "site_description" ? 3 : 5}
                  spellCheck={!CODE_KEYS.includes(key)}
                  {...common}
                  className={cn(inputClass, CODE_KEYS.includes(key) && "font-mono text-sm")}
                />
              )}
              {hint && (
                <p id={`${id}-hint`} className={hintClass}>
                  {hint}
                </p>
              )}
            </div>
          );
        })}
        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            <Save aria-hidden="true" className="h-4 w-4" />
            {saving ? t.saving : t.save}
          </Button>
        </div>
      </Card>
    </form>
  );
}
