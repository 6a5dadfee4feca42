import { MapGate } from "@/components/map/map-gate";
import { mapPoint } from "@/components/map/map-point";
import { mapTexts } from "@/i18n/en-map";
import { useLocale, useTexts } from "@/i18n/locale";
import type { Business } from "@/types/business";

/** MapCardBody is the detail page's map of one business, without a link to the page it is on. */
export default function MapCardBody({ business: b, tileUrl }: { business: Business; tileUrl: string }) {
  const t = useTexts(mapTexts);
  const point = mapPoint(b, useLocale());
  if (!point) return null;
  return <MapGate size="detail" tileUrl={tileUrl} points={[{ ...point, to: undefined }]} label={t.detailLabel(b.name)} />;
}
