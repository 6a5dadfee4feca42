import { useEffect, useState } from "react";
import { ConsentSwitches } from "@/components/consent/consent-switches";
import { Button } from "@/components/ui/button";
import { cookiesTexts } from "@/i18n/en-cookies";
import { useTexts } from "@/i18n/locale";
import { NECESSARY_ONLY, saveConsent, type ConsentPreferences } from "@/lib/consent";
import { useConsent } from "@/lib/use-consent";

/**
 * ConsentForm shows the stored choice (every optional category off before
 * one) as four switches; "Einstellungen speichern" stores them, "Nur
 * notwendige Cookies" turns the optional ones off and stores that.
 */
export function ConsentForm() {
  const t = useTexts(cookiesTexts);
  const stored = useConsent();
  const [draft, setDraft] = useState<ConsentPreferences>(stored ?? NECESSARY_ONLY);
  const [saved, setSaved] = useState(false);

  // A choice saved elsewhere (the banner) is shown here too.
  useEffect(() => setDraft(stored ?? NECESSARY_ONLY), [stored]);

  const save = (prefs: ConsentPreferences) => {
    setDraft(prefs);
    saveConsent(prefs);
    setSaved(true);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save(draft);
      }}
    >
      <ConsentSwitches
        value={draft}
        onChange={(category, on) => {
          setSaved(false);
          setDraft((d) => ({ ...d, [category]: on }));
        }}
      />
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button type="submit">{t.save}</Button>
        <Button type="button" variant="secondary" onClick={() => save(NECESSARY_ONLY)}>
          {t.necessaryOnly}
        </Button>
      </div>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-green-800">
        {saved ? t.saved : ""}
      </p>
    </form>
  );
}
