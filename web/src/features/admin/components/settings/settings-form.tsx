import { Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { trAdmin } from "@/i18n/tr-admin";
import { cn } from "@/lib/cn";
import type { Settings } from "@/types/business";
import { LEGAL_KEYS, SETTING_KEYS, type SettingKey } from "../../api/save-settings";
import { hintClass, inputClass, labelClass } from "../field-styles";
import { LegalWarning } from "./legal-warning";

type Values = Record<SettingKey, string>;

const t = trAdmin.settings;
const CODE_KEYS: SettingKey[] = [
  "head_code",
  "analytics_code",
  "footer_code",
  "ad_area_1",
  "ad_area_2",
  "ad_area_3",
  "ad_area_4",
];
/** One-line settings get an input; the rest may span lines (markup, addresses, opening hours). */
const LINE_KEYS: SettingKey[] = [
  "site_title",
  "home_country",
  "map_tile_url",
  "operator_company",
  "operator_register",
  "operator_vat_id",
  "operator_email",
  "operator_phone",
];
const GENERAL_KEYS = SETTING_KEYS.filter((k) => !LEGAL_KEYS.includes(k));
const hints: Partial<Record<SettingKey, string>> = {
  home_country: t.home_countryHint,
  map_tile_url: t.map_tile_urlHint,
  head_code: t.head_codeHint,
  analytics_code: t.analytics_codeHint,
  footer_code: t.footer_codeHint,
  ad_area_1: t.ad_area_1Hint,
  ad_area_2: t.ad_area_2Hint,
  ad_area_3: t.ad_area_3Hint,
  ad_area_4: t.ad_area_4Hint,
};

/** TILE_URL_EXAMPLE is the form of a tile URL template, shown in the empty field. */
const TILE_URL_EXAMPLE = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** Field is one setting with its label and hint. */
function Field({ name, value, onChange }: { name: SettingKey; value: string; onChange: (value: string) => void }) {
  const id = `setting-${name}`;
  const hint = hints[name];
  const code = CODE_KEYS.includes(name);
  const common = {
    id,
    name,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    "aria-describedby": hint ? `${id}-hint` : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t[name]}
      </label>
      {LINE_KEYS.includes(name) ? (
        <input
          type={name === "operator_email" ? "email" : "text"}
          {...common}
          {...(name === "map_tile_url" && { inputMode: "url" as const, spellCheck: false, placeholder: TILE_URL_EXAMPLE })}
          className={cn(inputClass, name === "map_tile_url" && "font-mono text-sm")}
        />
      ) : (
        <textarea rows={code ? 5 : 3} spellCheck={!code} {...common} className={cn(inputClass, code && "font-mono text-sm")} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}

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
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(SETTING_KEYS.map((k) => [k, settings[k] ?? ""])) as Values,
  );
  const field = (key: SettingKey) => (
    <Field key={key} name={key} value={values[key]} onChange={(v) => setValues((old) => ({ ...old, [key]: v }))} />
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSave(values);
  };

  return (
    <form onSubmit={submit} aria-labelledby="admin-settings-heading" aria-busy={saving} className="space-y-4">
      {/* The warning follows what is stored, which is what the public imprint shows. */}
      <LegalWarning settings={settings} />
      <Card className="space-y-5 p-4 sm:p-6">
        <h2 id="admin-settings-heading" className="text-lg font-semibold text-slate-900">
          {t.heading}
        </h2>
        {GENERAL_KEYS.map(field)}
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-base font-semibold text-slate-900">{t.legalHeading}</legend>
          <p className={hintClass}>{t.legalIntro}</p>
          {LEGAL_KEYS.map(field)}
        </fieldset>
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
