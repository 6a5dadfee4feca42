import { currentConsent, subscribeConsent } from "@/lib/consent";
import { injectMarkup } from "@/lib/inject-markup";
import { peekPreloaded } from "@/lib/preload";
import type { Settings } from "@/types/business";

// The ad areas of a page the server renders (the detail page's four,
// internal/pages/templates/detail.html): for every area the operator filled
// (settings ad_area_{n}) the server leaves its <aside data-ad-area="n"> in a
// <template data-ad-template="n">, and the aside itself before it when the
// visitor's stored choice allows marketing. This island injects the
// operator's markup, raw: it is trusted by design (docs/security.md). An
// area appears as soon as marketing consent is saved and goes when it is
// withdrawn; its slot keeps its height, so the page does not shift once it
// shows.

/** adDelay is when an area is filled: 50 ms + 300 ms × index + 100 ms (docs/pages.md, "The detail page"), staggering the ad scripts. */
export function adDelay(position: number): number {
  return 50 + 300 * (position - 1) + 100;
}

/** startAdAreas follows the consent for every ad area of the page; it returns the function that stops following it. */
export function startAdAreas(): () => void {
  const templates = Array.from(document.querySelectorAll<HTMLTemplateElement>("template[data-ad-template]"));
  if (templates.length === 0) return () => {};
  const settings = peekPreloaded<Settings>("/api/admin/settings");
  const shown = new Map<HTMLTemplateElement, { aside: HTMLElement; timer: ReturnType<typeof setTimeout> }>();
  const show = (template: HTMLTemplateElement, position: number, markup: string) => {
    let aside = template.previousElementSibling as HTMLElement | null;
    if (!aside?.matches(`aside[data-ad-area="${position}"]`)) {
      aside = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
      template.before(aside);
    }
    const slot = aside.querySelector<HTMLElement>("[data-ad-slot]") ?? aside;
    const timer = setTimeout(() => {
      try {
        injectMarkup(slot, markup);
      } catch (err) {
        // Ad errors must never break the page: they are logged only (docs/pages.md, "The detail page").
        console.error(`ad area ${position} failed`, err);
      }
    }, adDelay(position));
    shown.set(template, { aside, timer });
  };
  const update = () => {
    const marketing = currentConsent()?.marketing === true;
    for (const template of templates) {
      const position = Number(template.dataset.adTemplate);
      const markup = (settings?.[`ad_area_${position}` as keyof Settings] ?? "").trim();
      const on = shown.get(template);
      if (marketing && markup !== "" && !on) show(template, position, markup);
      else if (!marketing && on) {
        clearTimeout(on.timer);
        on.aside.remove();
        shown.delete(template);
      }
    }
  };
  update();
  return subscribeConsent(update);
}
