import { Info } from "lucide-react";
import { listingTexts } from "@/i18n/en-listing";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import type { SearchResult } from "@/types/business";

const choice =
  "rounded-full border border-blue-300 bg-white px-3 py-1 text-sm font-medium text-blue-800 hover:bg-blue-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

/**
 * SearchNotice explains a search answer the visitor did not ask for: the
 * cities an ambiguous place may mean ("Meinten Sie: …", each a button that
 * searches that city), and a search the server widened to the place's
 * surroundings because the place itself had less than a page. Nothing
 * otherwise.
 */
export function SearchNotice({
  result,
  query,
  place,
  onPlace,
}: {
  result: SearchResult | undefined;
  query: string;
  place: string;
  onPlace: (place: string) => void;
}) {
  const t = useTexts(listingTexts);
  const locale = useLocale();
  const places = result?.places ?? [];
  const widenedKm = result?.widenedKm;
  if (!places.length && !widenedKm) return null;
  const count = result?.placeTotal ?? 0;
  const total = formatNumber(result?.total ?? 0, locale);
  const km = widenedKm ? formatNumber(widenedKm, locale) : "";
  return (
    <div className="mb-6 space-y-3 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-slate-800">
      {places.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{t.didYouMean}</span>
          {places.map((p) => (
            <button key={p} type="button" className={choice} onClick={() => onPlace(p)}>
              {p}
            </button>
          ))}
        </div>
      )}
      {widenedKm ? (
        <p role="status" data-testid="widened" className="flex items-start gap-2">
          <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-blue-700" />
          <span>
            {count > 0
              ? t.widenedFew(count, formatNumber(count, locale), place, total, km)
              : t.widenedNone(query.trim(), place, total, km)}
          </span>
        </p>
      ) : null}
    </div>
  );
}
