import { Map as MapIcon } from "lucide-react";
import { useEffect, useState, type ComponentType } from "react";
import { Button } from "@/components/ui/button";
import { mapTexts } from "@/i18n/en-map";
import { useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import { openConsentSettings } from "@/lib/consent";
import { useConsent } from "@/lib/use-consent";
import { allowMap, mapAllowed } from "./map-choice";
import { tileHost } from "./tile-host";
import type { MapViewProps } from "./types";

/**
 * loadLeafletMap fetches the map's chunk: Leaflet, its CSS, the clustering
 * and our markers. Nothing of it is part of a page's first download, and it
 * is only asked for once the visitor has allowed the map.
 */
const loadLeafletMap = () => import("./leaflet-map");

/** SIZES are the heights of a map's box: above search results, and in a detail page's card. */
const SIZES = {
  results: { map: "h-80 sm:h-96", placeholder: "min-h-80 sm:min-h-96" },
  detail: { map: "h-64 sm:h-80", placeholder: "min-h-64 sm:min-h-80" },
} as const;

/** LazyMap loads the map's chunk, shows it, and offers a retry when the chunk cannot be fetched. */
function LazyMap(props: MapViewProps) {
  const t = useTexts(mapTexts);
  const [View, setView] = useState<ComponentType<MapViewProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadLeafletMap().then(
      (m) => live && setView(() => m.default),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (View) return <View {...props} />;
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-4 text-center text-slate-700" role="status">
      {failed ? (
        <>
          <p>{t.failed}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t.retry}
          </Button>
        </>
      ) : (
        <p>{t.loading}</p>
      )}
    </div>
  );
}

/**
 * MapGate is a map behind the visitor's choice. Until the visitor clicks
 * "Karte laden", it is a placeholder naming the tile server, and neither the
 * map's code nor a tile is requested. The click holds for this visit; it is
 * remembered beyond it only with preferences consent (map-choice.ts).
 * size picks the box's height; the placeholder keeps it at least and may
 * grow past it on a narrow screen.
 */
export function MapGate({ size, ...view }: MapViewProps & { size: keyof typeof SIZES }) {
  const t = useTexts(mapTexts);
  const consent = useConsent();
  const [allowed, setAllowed] = useState(() => mapAllowed(consent));
  const preferences = consent?.preferences === true;

  if (allowed) {
    return (
      <div className={cn("relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100", SIZES[size].map)}>
        <LazyMap {...view} />
      </div>
    );
  }
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-center",
        SIZES[size].placeholder,
      )}
      data-testid="map-placeholder"
    >
      <MapIcon aria-hidden="true" className="h-8 w-8 text-slate-500" />
      <p className="font-semibold text-slate-900">{t.placeholderHeading}</p>
      <p className="max-w-prose text-sm text-slate-700">{t.placeholderText(tileHost(view.tileUrl))}</p>
      <Button
        onClick={() => {
          allowMap(consent);
          setAllowed(true);
        }}
      >
        <MapIcon aria-hidden="true" className="h-4 w-4" />
        {t.load}
      </Button>
      <p className="max-w-prose text-xs text-slate-600">
        {preferences ? t.remembered : t.notRemembered}{" "}
        {!preferences && (
          <button
            type="button"
            onClick={openConsentSettings}
            className="text-blue-700 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            {t.consentSettings}
          </button>
        )}
      </p>
    </div>
  );
}
