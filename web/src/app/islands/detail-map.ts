// The detail page's map card (internal/pages/templates/detail.html): the
// server leaves a box of the map's height with the tile server, the point and
// its popup's texts. The placeholder that asks before anything is loaded from
// the tile server (detail-map-gate.ts) is a chunk of its own, fetched once the
// page has loaded and the browser is idle, or earlier when the box comes near
// the screen; the map itself only after the visitor's click (or a remembered
// choice). Neither is part of the first load.

/** NEAR is how far below the screen the box may be when the placeholder is fetched at once. */
const NEAR = "400px";

/** startDetailMap fetches the map card's placeholder when the page is idle or its box nears the screen. */
export function startDetailMap(): void {
  const box = document.querySelector<HTMLElement>("[data-detail-map]");
  if (!box) return;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    seen?.disconnect();
    import("./detail-map-gate").then(
      (m) => m.mountMapGate(box),
      (err) => console.error("map placeholder failed to load", err),
    );
  };
  const seen =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: NEAR })
      : null;
  seen?.observe(box);
  const idle = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(load, { timeout: 2000 }) : setTimeout(load, 200);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
