// The detail page's map card (internal/pages/templates/detail.html): the
// server leaves a box of the map's height with the tile server, the point and
// its popup's texts. Only when the box comes near the screen does this island
// fetch the placeholder that asks before anything is loaded from the tile
// server (detail-map-gate.ts), and only after the visitor's click (or a
// remembered choice) the map itself: neither is part of the first load.

/** NEAR is how far below the screen the box may be when the placeholder is fetched. */
const NEAR = "400px";

/** startDetailMap fetches the map card's placeholder once its box comes near the screen. */
export function startDetailMap(): void {
  const box = document.querySelector<HTMLElement>("[data-detail-map]");
  if (!box) return;
  const load = () => import("./detail-map-gate").then((m) => m.mountMapGate(box));
  if (typeof IntersectionObserver !== "function") {
    void load();
    return;
  }
  const seen = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      load().catch((err) => console.error("map placeholder failed to load", err));
    },
    { rootMargin: NEAR },
  );
  seen.observe(box);
}
