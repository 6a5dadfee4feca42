import { currentConsent, subscribeConsent } from "@/lib/consent";
import { injectMarkup } from "@/lib/inject-markup";
import { peekPreloaded } from "@/lib/preload";
import type { Settings } from "@/types/business";

// The ad areas of a page the server renders (the detail page's four,
// internal/pages/templates/detail.html): the server leaves an <aside
// data-ad-area="n"> for every area the operator filled (settings
// ad_area_{n}), hidden unless the visitor's stored choice allows marketing.
// This island injects the operator's markup, raw: it is trusted by design
// (DESIGN.md section 6). An area appears as soon as marketing consent is
// saved and goes when it is withdrawn; its slot keeps its height, so the page
// does not shift once it shows. The React pages' areas are components/ad-area.tsx.

/** adDelay is when an area is filled: 50 ms + 300 ms × index + 100 ms (spec section 9), staggering the ad scripts. */
export function adDelay(position: number): number {
  return 50 + 300 * (position - 1) + 100;
}

/** startAdAreas follows the consent for every ad area of the page; it returns the function that stops following it. */
export function startAdAreas(): () => void {
  const areas = Array.from(document.querySelectorAll<HTMLElement>("aside[data-ad-area]"));
  if (areas.length === 0) return () => {};
  const settings = peekPreloaded<Settings>("/api/admin/settings");
  const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
  const update = () => {
    const marketing = currentConsent()?.marketing === true;
    for (const area of areas) {
      const position = Number(area.dataset.adArea);
      const markup = (settings?.[`ad_area_${position}` as keyof Settings] ?? "").trim();
      const slot = area.querySelector<HTMLElement>("[data-ad-slot]") ?? area;
      const show = marketing && markup !== "";
      const shown = timers.has(area);
      area.hidden = !show;
      if (show && !shown) {
        timers.set(
          area,
          setTimeout(() => {
            try {
              injectMarkup(slot, markup);
            } catch (err) {
              // Ad errors must never break the page (spec section 8: logged only).
              console.error(`ad area ${position} failed`, err);
            }
          }, adDelay(position)),
        );
      } else if (!show && shown) {
        clearTimeout(timers.get(area));
        timers.delete(area);
        slot.innerHTML = "";
      }
    }
  };
  update();
  return subscribeConsent(update);
}
