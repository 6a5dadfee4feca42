import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import { useHref, useNavigate, type NavigateFunction } from "@/lib/router";
import Supercluster, { type ClusterProperties } from "supercluster";
import { mapTexts } from "@/i18n/en-map";
import { useLocale, useTexts, type Texts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import type { deMap } from "@/i18n/de-map";
import "./leaflet-map.css";
import { popupRating } from "./popup-rating";
import type { MapPoint, MapViewProps } from "./types";

/**
 * The map itself, a chunk of its own that MapGate loads after the visitor's
 * click: Leaflet with raster tiles from the operator's tile server,
 * businesses as markers, nearby ones grouped into clusters (supercluster)
 * that open on a click. The markers follow the points: a new page of
 * results replaces them and fits the map to them again.
 */

/** MAX_ZOOM is the closest zoom (OpenStreetMap's tiles go to 19); FIT_MAX_ZOOM the closest a fit goes. */
const MAX_ZOOM = 19;
const FIT_MAX_ZOOM = 16;
/** GERMANY is the view without any point. */
const GERMANY: L.LatLngTuple = [51.16, 10.45];

type Props = { id: number };
type Marker = { marker: L.Marker; ids: number[] };

interface MapState {
  map: L.Map;
  layer: L.LayerGroup;
  index: Supercluster<Props, Props>;
  byId: Map<number, MapPoint>;
  markers: Map<string, Marker>;
  /** latest is the component's props of the moment, which the map's event handlers read when they run. */
  latest: { current: Latest };
}

/** Latest is what the map's event handlers need of the component. */
interface Latest {
  t: Texts<typeof deMap>;
  locale: "de" | "en";
  root: string;
  navigate: NavigateFunction;
  activeId: number | null | undefined;
  onSelect?: (id: number) => void;
}

const pinIcon = (count?: number) =>
  L.divIcon({
    className: count ? "bb-map-cluster" : "bb-map-pin",
    html: count ? `<span>${count}</span>` : "",
    iconSize: count ? [38, 38] : [24, 24],
  });

/** pointsKey changes whenever the set of points or a position changes (not on hover). */
const pointsKey = (points: MapPoint[]) => points.map((p) => `${p.id}@${p.lat},${p.lng}`).join("|");

/** popupContent lists businesses by name (a link to their page when they have one) with rating and reviews. */
function popupContent(points: MapPoint[], latest: Latest): HTMLElement {
  const { t, root, navigate } = latest;
  const box = document.createElement("div");
  box.className = "bb-map-popup";
  if (points.length > 1) {
    const head = document.createElement("p");
    head.className = "bb-map-popup__head";
    head.textContent = t.clusterList(formatNumber(points.length, latest.locale));
    box.append(head);
  }
  const list = document.createElement(points.length > 1 ? "ul" : "div");
  for (const p of points) {
    const item = document.createElement(points.length > 1 ? "li" : "div");
    const name = document.createElement(p.to ? "a" : "strong");
    name.className = "bb-map-popup__name";
    name.textContent = p.name;
    if (p.to && name instanceof HTMLAnchorElement) {
      const to = p.to;
      name.href = (root === "/" ? "" : root.replace(/\/$/, "")) + to;
      name.addEventListener("click", (e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(to);
      });
    }
    item.append(name);
    const rating = popupRating(p.rating, p.reviews, t.rating);
    if (rating) item.append(rating);
    list.append(item);
  }
  box.append(list);
  return box;
}

/** LeafletMap is the map of MapViewProps; see MapGate for when it may load. */
export default function LeafletMap({ tileUrl, points, label, activeId, onSelect }: MapViewProps) {
  const t = useTexts(mapTexts);
  const locale = useLocale();
  const root = useHref("/");
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const state = useRef<MapState | null>(null);
  const latest = useRef<Latest>({ t, locale, root, navigate, activeId, onSelect });
  latest.current = { t, locale, root, navigate, activeId, onSelect };
  // The points of the moment, which the points' effect reads when their key changes.
  const currentPoints = useRef(points);
  currentPoints.current = points;

  // The map lives as long as the component; the tile URL does not change within a page.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const { t } = latest.current;
    const map = L.map(el, { zoomControl: false, attributionControl: false, maxZoom: MAX_ZOOM, scrollWheelZoom: false });
    L.control.zoom({ zoomInTitle: t.zoomIn, zoomOutTitle: t.zoomOut }).addTo(map);
    L.control.attribution({ prefix: false }).addTo(map);
    L.tileLayer(tileUrl, {
      maxZoom: MAX_ZOOM,
      // A constant text of ours, never data: Leaflet writes attributions as markup.
      attribution: `<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">${t.attribution}</a>`,
    }).addTo(map);
    const layer = L.layerGroup().addTo(map);
    state.current = {
      map,
      layer,
      index: new Supercluster<Props, Props>({ radius: 48, maxZoom: FIT_MAX_ZOOM }),
      byId: new Map(),
      markers: new Map(),
      latest,
    };
    // No view yet: the points' effect below sets the first one, so no tile is asked for twice.
    map.on("zoomend", () => drawMarkers(state.current));
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      map.remove();
      state.current = null;
    };
  }, [tileUrl]);

  // New points: new markers, and the map fitted to them.
  const key = pointsKey(points);
  useEffect(() => {
    const s = state.current;
    if (!s) return;
    const points = currentPoints.current;
    s.byId = new Map(points.map((p) => [p.id, p]));
    s.index.load(
      points.map((p) => ({
        type: "Feature",
        properties: { id: p.id },
        geometry: { type: "Point", coordinates: [p.lng, p.lat] },
      })),
    );
    s.map.closePopup();
    if (points.length === 0) s.map.setView(GERMANY, 5);
    else if (points.length === 1) s.map.setView([points[0].lat, points[0].lng], FIT_MAX_ZOOM);
    else s.map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [32, 32], maxZoom: FIT_MAX_ZOOM });
    drawMarkers(s, true);
    // The effect follows key, not the array: the same businesses in a new array are the same markers.
  }, [key, tileUrl]);

  // The highlighted business: its marker, or the cluster that holds it.
  useEffect(() => {
    const s = state.current;
    if (s) highlight(s, activeId);
  }, [activeId]);

  return <div ref={box} role="region" aria-label={label} className="bb-map h-full w-full" data-testid="leaflet-map" />;
}

/**
 * drawMarkers shows the clusters of the current zoom: markers whose
 * businesses did not change stay (an open popup stays with them), the others
 * are replaced. fresh replaces all of them (new points).
 */
function drawMarkers(s: MapState | null, fresh = false) {
  if (!s) return;
  const latest = s.latest.current;
  if (fresh) {
    s.layer.clearLayers();
    s.markers.clear();
  }
  const zoom = Math.round(s.map.getZoom());
  const next = new Map<string, Marker>();
  for (const f of s.index.getClusters([-180, -85, 180, 85], zoom)) {
    const [lng, lat] = f.geometry.coordinates;
    const props = f.properties as Props | ClusterProperties;
    const cluster = "cluster" in props && props.cluster ? props : null;
    const ids = cluster
      ? s.index
          .getLeaves(cluster.cluster_id, Infinity)
          .map((l) => l.properties.id)
          .sort((a, b) => a - b)
      : [(props as Props).id];
    const key = (cluster ? "c:" : "p:") + ids.join(",");
    const old = s.markers.get(key);
    if (old) {
      next.set(key, old);
      continue;
    }
    const point = s.byId.get(ids[0]);
    const title = cluster ? latest.t.cluster(formatNumber(ids.length, latest.locale)) : (point?.name ?? "");
    const marker = L.marker([lat, lng], {
      icon: pinIcon(cluster ? ids.length : undefined),
      title,
      keyboard: true,
      riseOnHover: true,
    });
    const choose = (byKeyboard: boolean) => {
      const l = s.latest.current;
      if (cluster) {
        const expand = s.index.getClusterExpansionZoom(cluster.cluster_id);
        if (expand <= FIT_MAX_ZOOM && s.map.getZoom() < MAX_ZOOM) {
          s.map.setView([lat, lng], Math.max(expand, s.map.getZoom() + 1));
          return;
        }
      }
      // One business, or several at one spot that no zoom separates: a popup names them.
      const shown = ids.map((id) => s.byId.get(id)).filter((p): p is MapPoint => Boolean(p));
      const popup = L.popup({ offset: [0, cluster ? -16 : -10], autoPanPadding: [16, 16] })
        .setLatLng([lat, lng])
        .setContent(popupContent(shown, l))
        .openOn(s.map);
      if (byKeyboard) popup.getElement()?.querySelector<HTMLElement>("a, strong")?.focus?.();
      if (ids.length === 1) l.onSelect?.(ids[0]);
    };
    marker.on("click", () => choose(false));
    marker.addTo(s.layer);
    const el = marker.getElement();
    if (el) {
      el.setAttribute("aria-label", title);
      el.addEventListener("keydown", (e) => {
        if (e.key !== "Enter" && e.key !== " ") return;
        e.preventDefault();
        e.stopPropagation();
        choose(true);
      });
    }
    next.set(key, { marker, ids });
  }
  for (const [key, m] of s.markers) if (!next.has(key)) s.layer.removeLayer(m.marker);
  s.markers = next;
  highlight(s, latest.activeId);
}

/** highlight marks the marker (or cluster) holding id and raises it above the others. */
function highlight(s: MapState, id: number | null | undefined) {
  for (const { marker, ids } of s.markers.values()) {
    const on = id != null && ids.includes(id);
    marker.getElement()?.classList.toggle("is-active", on);
    marker.setZIndexOffset(on ? 1000 : 0);
  }
}
