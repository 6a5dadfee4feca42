import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { filterTexts } from "@/i18n/en-filters";
import { useLocale, useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import { formatRating } from "@/lib/format";
import { hasFilters, MIN_RATINGS, type ListFilters } from "@/lib/list-filters";

/**
 * ListFilterBar shows the list filters (lib/list-filters.ts) as toggle
 * buttons and a native rating select: no menu library, so the list pages
 * load no extra script for it, and a phone shows its own picker. children
 * are further controls of the page (the search page's sort).
 */
export function ListFilterBar({
  filters,
  onChange,
  children,
}: {
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
  children?: ReactNode;
}) {
  const t = useTexts(filterTexts);
  const locale = useLocale();
  const toggles = [
    { key: "open", label: t.open },
    { key: "website", label: t.website },
    { key: "photos", label: t.photos },
  ] as const;
  return (
    <div role="group" aria-label={t.label} className="flex flex-wrap items-center gap-2" data-testid="list-filters">
      {toggles.map(({ key, label }) => {
        const on = filters[key];
        return (
          <button
            key={key}
            type="button"
            aria-pressed={on}
            onClick={() => onChange({ [key]: !on })}
            className={cn(
              "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600",
              on ? "border-blue-700 bg-blue-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-slate-400",
            )}
          >
            {on && <Check aria-hidden="true" className="h-4 w-4" />}
            {label}
          </button>
        );
      })}
      <label className="inline-flex min-h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800">
        <span className="font-medium">{t.minRating}</span>
        <select
          value={filters.minRating}
          onChange={(e) => onChange({ minRating: Number(e.target.value) })}
          className="bg-transparent py-2 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <option value={0}>{t.anyRating}</option>
          {MIN_RATINGS.map((r) => (
            <option key={r} value={r}>
              {t.ratingAtLeast(formatRating(r, locale))}
            </option>
          ))}
        </select>
      </label>
      {children}
      {hasFilters(filters) && (
        <button
          type="button"
          onClick={() => onChange({ open: false, minRating: 0, website: false, photos: false })}
          className="min-h-10 px-2 text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
        >
          {t.reset}
        </button>
      )}
    </div>
  );
}
