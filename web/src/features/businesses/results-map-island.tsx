import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { MapPoint } from "@/components/map/types";
import { basenameOf, LocaleProvider, localeOfPath } from "@/i18n/locale";
import { BrowserRouter } from "@/lib/router";
import ResultsMapView from "./components/results-map-view";

// The search page's map (internal/pages/templates/search.html), a React chunk
// that the search island (app/islands/search.ts) loads only when the visitor
// turns the map on. Its points are the result cards' data-point attributes,
// read again after every swap of the results; a card the pointer or the
// keyboard is on highlights its marker, a chosen marker highlights its card
// (data-chosen) and scrolls it into view.

let root: Root | null = null;
let box: HTMLElement | null = null;
let tileUrl: string | null = null;
let hovered: number | null = null;
let chosen: number | null = null;

const items = () => [...document.querySelectorAll<HTMLElement>("[data-map-item]")];

function points(): MapPoint[] {
  const out: MapPoint[] = [];
  for (const li of items()) {
    try {
      if (li.dataset.point) out.push(JSON.parse(li.dataset.point) as MapPoint);
    } catch {
      // a card without readable coordinates is not on the map
    }
  }
  return out;
}

function choose(id: number): void {
  chosen = id;
  for (const li of items()) li.toggleAttribute("data-chosen", li.dataset.mapItem === String(id));
  const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  document.querySelector(`[data-map-item="${id}"]`)?.scrollIntoView?.({ block: "nearest", behavior: still ? "auto" : "smooth" });
  render();
}

function render(): void {
  if (!root || !tileUrl) return;
  const locale = localeOfPath(location.pathname);
  const count = items().length;
  root.render(
    <StrictMode>
      <LocaleProvider locale={locale}>
        <BrowserRouter basename={basenameOf(locale)} documents={() => true}>
          {count > 0 && (
            <ResultsMapView tileUrl={tileUrl} activeId={hovered ?? chosen} onSelect={choose} points={points()} count={count} />
          )}
        </BrowserRouter>
      </LocaleProvider>
    </StrictMode>,
  );
}

const idOf = (e: Event) => (e.target as Element).closest?.<HTMLElement>("[data-map-item]")?.dataset.mapItem;

function hover(e: Event): void {
  const id = idOf(e);
  const next = id && tileUrl ? Number(id) : null;
  if (next !== hovered) {
    hovered = next;
    render();
  }
}

let wired = false;

/** showResultsMap shows the map of the results above them in container, or hides it (url null). */
export function showResultsMap(container: HTMLElement, url: string | null): void {
  tileUrl = url;
  if (!wired) {
    wired = true;
    // Movement, not entering: a card that a scroll brings under a resting pointer is not hovered.
    document.addEventListener("mousemove", hover);
    document.addEventListener("focusin", hover);
    document.addEventListener("swap", () => {
      hovered = chosen = null;
      render();
    });
  }
  if (!url) {
    root?.unmount();
    root = null;
    hovered = chosen = null;
    for (const li of items()) li.removeAttribute("data-chosen");
    return;
  }
  if (!root || box !== container) {
    box = container;
    root = createRoot(container);
  }
  render();
}
