import { lazy, Suspense } from "react";
import { useTileUrl } from "@/components/map/tile-url";
import { Card, CardTitle } from "@/components/ui/card";
import { siteTexts } from "@/i18n/en";
import { useTexts } from "@/i18n/locale";
import type { Business } from "@/types/business";

/** MapCardBody is the placeholder and the map, a chunk fetched only when the card shows. */
const MapCardBody = lazy(() => import("./map-card-body"));

/**
 * MapCard shows where the business is, on a map behind the click-to-load
 * placeholder; nothing when the site has no tile URL or the business no
 * coordinates. The card keeps its height while its body loads.
 */
export function MapCard({ business: b }: { business: Business }) {
  const t = useTexts(siteTexts).common;
  const tileUrl = useTileUrl();
  if (!tileUrl || typeof b.latitude !== "number" || typeof b.longitude !== "number") return null;
  return (
    <Card className="p-5" aria-labelledby="map-title">
      <CardTitle id="map-title">{t.map}</CardTitle>
      <div className="mt-3 min-h-64 sm:min-h-80">
        <Suspense fallback={null}>
          <MapCardBody business={b} tileUrl={tileUrl} />
        </Suspense>
      </div>
    </Card>
  );
}
