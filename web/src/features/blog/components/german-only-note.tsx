import { Languages } from "lucide-react";
import { blogTexts } from "@/i18n/en-blog";
import { useTexts } from "@/i18n/locale";

/** GermanOnlyNote tells visitors of the English locale that the articles are German; it shows nothing in German. */
export function GermanOnlyNote() {
  const t = useTexts(blogTexts);
  if (!t.germanOnly) return null;
  return (
    <p className="mt-4 inline-flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
      <Languages aria-hidden="true" className="size-4" />
      {t.germanOnly}
    </p>
  );
}
