import { MapGate } from "@/components/map/map-gate";
import type { MapPoint } from "@/components/map/types";
import { mapTexts } from "@/i18n/en-map";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";

/**
 * ResultsMapView is the map of the page of results on screen: those with
 * coordinates (points), clustered, out of count results; behind the
 * click-to-load placeholder like every map.
 */
export default function ResultsMapView({
  tileUrl,
  activeId,
  onSelect,
  points,
  count,
}: {
  tileUrl: string;
  activeId: number | null;
  onSelect: (id: number) => void;
  points: MapPoint[];
  count: number;
}) {
  const t = useTexts(mapTexts);
  const locale = useLocale();
  return (
    <div className="mb-6">
      <MapGate size="results" tileUrl={tileUrl} points={points} label={t.resultsLabel} activeId={activeId} onSelect={onSelect} />
      {points.length < count && (
        <p className="mt-2 text-sm text-slate-600">
          {points.length === 0 ? t.noCoordinates : t.onMap(formatNumber(points.length, locale), formatNumber(count, locale))}
        </p>
      )}
    </div>
  );
}
