import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "@/components/map/leaflet-map.css";
import { popupRating } from "@/components/map/popup-rating";
import type { deMap } from "@/i18n/de-map";
import type { Texts } from "@/i18n/locale";

// The detail page's map itself, a chunk of its own that the placeholder loads
// after the visitor's click (detail-map-gate.ts): Leaflet with raster tiles from
// the operator's tile server and the business as one marker whose popup names
// it with its rating. The same look as the search page's map (components/map/leaflet-map.tsx).

/** ZOOM is the view of one business; MAX_ZOOM the closest zoom. */
const ZOOM = 16;
const MAX_ZOOM = 19;

/** drawMap draws the map of the box's data (tile URL, point, name, rating, reviews) into frame, with the gate's texts t. */
export function drawMap(frame: HTMLElement, data: DOMStringMap, t: Texts<typeof deMap>): void {
  const lat = Number(data.lat);
  const lng = Number(data.lng);
  const name = data.name ?? "";
  const box = document.createElement("div");
  box.className = "bb-map h-full w-full";
  box.setAttribute("role", "region");
  box.setAttribute("aria-label", t.detailLabel(name));
  box.dataset.testid = "leaflet-map";
  frame.replaceChildren(box);
  const map = L.map(box, { zoomControl: false, attributionControl: false, maxZoom: MAX_ZOOM, scrollWheelZoom: false });
  L.control.zoom({ zoomInTitle: t.zoomIn, zoomOutTitle: t.zoomOut }).addTo(map);
  L.control.attribution({ prefix: false }).addTo(map);
  L.tileLayer(data.tiles ?? "", {
    maxZoom: MAX_ZOOM,
    // A constant text of ours, never data: Leaflet writes attributions as markup.
    attribution: `<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">${t.attribution}</a>`,
  }).addTo(map);
  map.setView([lat, lng], ZOOM);
  const marker = L.marker([lat, lng], {
    icon: L.divIcon({ className: "bb-map-pin", html: "", iconSize: [24, 24] }),
    title: name,
    keyboard: true,
  }).addTo(map);
  const popup = document.createElement("div");
  popup.className = "bb-map-popup";
  const strong = document.createElement("strong");
  strong.className = "bb-map-popup__name";
  strong.textContent = name;
  popup.append(strong);
  const rating = popupRating(data.rating, data.reviews, t.rating);
  if (rating) popup.append(rating);
  marker.bindPopup(popup, { offset: [0, -10], autoPanPadding: [16, 16] });
  marker.getElement()?.setAttribute("aria-label", name);
  new ResizeObserver(() => map.invalidateSize()).observe(box);
}
