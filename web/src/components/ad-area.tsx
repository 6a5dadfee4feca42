import { useEffect, useRef } from "react";
import { useSettings } from "@/api/get-settings";
import { deDetail } from "@/i18n/de-detail";
import { useConsent } from "@/lib/use-consent";
import { injectMarkup } from "@/lib/inject-markup";
import type { Settings } from "@/types/business";

/** AdPosition is the number of one of the four ad areas of the settings. */
export type AdPosition = 1 | 2 | 3 | 4;

/** adDelay is when an area is filled: 50 ms + 300 ms × index + 100 ms (spec section 9), staggering the ad scripts. */
export function adDelay(position: AdPosition): number {
  return 50 + 300 * (position - 1) + 100;
}

/**
 * AdArea shows the operator's ad markup for one position (settings
 * ad_area_{n}), injected raw: that markup is trusted by design (DESIGN.md
 * section 6). It renders only with marketing consent and non-empty markup;
 * it appears as soon as that consent is saved and goes when it is withdrawn;
 * its slot keeps 200 px (250 px from 768 px) so the page does not shift.
 */
export function AdArea({ position }: { position: AdPosition }) {
  const { data } = useSettings();
  const markup = (data?.[`ad_area_${position}` as keyof Settings] ?? "").trim();
  const marketing = useConsent()?.marketing === true;
  const show = markup !== "" && marketing;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = ref.current;
    if (!show || !container) return;
    const timer = setTimeout(() => {
      try {
        injectMarkup(container, markup);
      } catch (err) {
        // Ad errors must never break the page (spec section 8: logged only).
        console.error(`ad area ${position} failed`, err);
      }
    }, adDelay(position));
    return () => {
      clearTimeout(timer);
      container.innerHTML = "";
    };
  }, [show, markup, position]);

  if (!show) return null;
  return (
    <aside aria-label={deDetail.ad} data-ad-area={position} className="min-h-[200px] w-full overflow-hidden md:min-h-[250px]">
      <div ref={ref} className="flex min-h-[200px] w-full items-center justify-center md:min-h-[250px]" />
    </aside>
  );
}
