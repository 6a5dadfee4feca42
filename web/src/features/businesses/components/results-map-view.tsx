import { MapGate } from "@/components/map/map-gate";
import { mapPoint } from "@/components/map/map-point";
import type { MapPoint } from "@/components/map/types";
import { mapTexts } from "@/i18n/en-map";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import type { Business } from "@/types/business";

/**
 * ResultsMap is the map of the page of results on screen: those with
 * coordinates, clustered; the markers follow the page, the filters and the
 * results. Behind the click-to-load placeholder like every map.
 */
export default function ResultsMapView({
  tileUrl,
  activeId,
  onSelect,
  businesses,
}: {
  tileUrl: string;
  activeId: number | null;
  onSelect: (id: number) => void;
  businesses: Business[];
}) {
  const t = useTexts(mapTexts);
  const locale = useLocale();
  const points = businesses.map((b) => mapPoint(b, locale)).filter((p): p is MapPoint => p !== null);
  return (
    <div className="mb-6">
      <MapGate size="results" tileUrl={tileUrl} points={points} label={t.resultsLabel} activeId={activeId} onSelect={onSelect} />
      {points.length < businesses.length && (
        <p className="mt-2 text-sm text-slate-600">
          {points.length === 0
            ? t.noCoordinates
            : t.onMap(formatNumber(points.length, locale), formatNumber(businesses.length, locale))}
        </p>
      )}
    </div>
  );
}
