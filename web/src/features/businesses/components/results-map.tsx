import { MapPin } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTileUrl } from "@/components/map/tile-url";
import { Button } from "@/components/ui/button";
import { siteTexts } from "@/i18n/en";
import { useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import type { Business } from "@/types/business";

/** ResultsMapView is the map with its placeholder, a chunk fetched when the visitor first turns the map on. */
const ResultsMapView = lazy(() => import("./results-map-view"));

/** ResultsMapState is the search page's map: shown or not, and which business is highlighted. */
export type ResultsMapState = ReturnType<typeof useResultsMap>;

/**
 * useResultsMap keeps the search page's map and list in step: a card the
 * pointer or the keyboard is on highlights its marker, a chosen marker
 * highlights its card and scrolls it into view. item(id) are the props of
 * a result's list item.
 */
export function useResultsMap() {
  const tileUrl = useTileUrl();
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = open && tileUrl !== null;
  const leave = (id: number) => setHovered((h) => (h === id ? null : h));
  return {
    tileUrl,
    open: shown,
    toggle: () => setOpen((o) => !o),
    activeId: hovered ?? chosen,
    chosenId: chosen,
    choose: (id: number) => {
      setChosen(id);
      const card = document.querySelector(`[data-map-item="${id}"]`);
      const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      card?.scrollIntoView?.({ block: "nearest", behavior: still ? "auto" : "smooth" });
    },
    item: (id: number) =>
      shown
        ? {
            "data-map-item": id,
            // Movement, not entering: a card that a scroll brings under a resting pointer is not hovered.
            onMouseMove: () => setHovered(id),
            onMouseLeave: () => leave(id),
            onFocus: () => setHovered(id),
            onBlur: () => leave(id),
            className: cn("rounded-xl", chosen === id && "ring-3 ring-amber-500 ring-offset-2"),
          }
        : {},
  };
}

/** MapToggle is the "Karte" switch next to the grid/list switch; nothing without a tile URL. */
export function MapToggle({ map }: { map: ResultsMapState }) {
  const t = useTexts(siteTexts).common;
  if (!map.tileUrl) return null;
  return (
    <Button variant={map.open ? "primary" : "secondary"} aria-pressed={map.open} onClick={map.toggle}>
      <MapPin aria-hidden="true" className="h-5 w-5" />
      {t.map}
    </Button>
  );
}

/**
 * ResultsMap is the map of the page of results on screen while the map is
 * on (results-map-view.tsx); the box keeps its height while its chunk loads.
 */
export function ResultsMap({ map, businesses }: { map: ResultsMapState; businesses: Business[] }) {
  if (!map.open || !map.tileUrl || businesses.length === 0) return null;
  return (
    <Suspense fallback={<div className="mb-6 h-80 rounded-lg border border-slate-200 bg-slate-50 sm:h-96" />}>
      <ResultsMapView tileUrl={map.tileUrl} activeId={map.activeId} onSelect={map.choose} businesses={businesses} />
    </Suspense>
  );
}
