import { AlertTriangle } from "lucide-react";
import { trAdmin } from "@/i18n/tr-admin";
import type { Settings } from "@/types/business";
import { REQUIRED_LEGAL_KEYS } from "../../api/save-settings";

/**
 * LegalWarning says which of the imprint's essential details (company,
 * address, e-mail) are empty: the public imprint then tells visitors the
 * operator has not filled them in, and a German commercial site without
 * them risks a warning letter.
 */
export function LegalWarning({ settings }: { settings: Settings }) {
  const t = trAdmin.settings;
  const missing = REQUIRED_LEGAL_KEYS.filter((k) => !settings[k]?.trim());
  if (missing.length === 0) return null;
  return (
    <div
      role="note"
      aria-labelledby="legal-missing-title"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
      <div>
        <h3 id="legal-missing-title" className="font-semibold">
          {t.legalMissingTitle}
        </h3>
        <p className="mt-1 text-sm">{t.legalMissing(missing.map((k) => t[k]).join(", "))}</p>
      </div>
    </div>
  );
}
