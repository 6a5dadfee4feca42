import { allowMap, mapAllowed } from "@/components/map/map-choice";
import { tileHost } from "@/components/map/tile-host";
import { mapTexts } from "@/i18n/en-map";
import { currentConsent, openConsentSettings, subscribeConsent } from "@/lib/consent";

// The detail page's map behind the visitor's choice, as components/map/map-gate.tsx
// does it for the search page's map, without React: until the visitor clicks "Karte
// laden" the box shows a placeholder naming the tile server, and neither the
// map's code nor a tile is requested. The click holds for this visit and is
// remembered beyond it only with preferences consent (map-choice.ts). This
// module is its own chunk, fetched when the box comes near the screen (detail-map.ts).

const mapIcon = (size: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-map ${size}" aria-hidden="true"><path d="M14.106 5.553a2 2 0 0 0 1.788 0l3.659-1.83A1 1 0 0 1 21 4.619v12.764a1 1 0 0 1-.553.894l-4.553 2.277a2 2 0 0 1-1.788 0l-4.212-2.106a2 2 0 0 0-1.788 0l-3.659 1.83A1 1 0 0 1 3 19.381V6.618a1 1 0 0 1 .553-.894l4.553-2.277a2 2 0 0 1 1.788 0z"></path><path d="M15 5.764v15"></path><path d="M9 3.236v15"></path></svg>`;

const button = (variant: string, size: string) =>
  `inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:pointer-events-none disabled:opacity-50 ${variant} ${size}`;

/** texts are the map's texts in the page's language. */
function texts() {
  return mapTexts[document.documentElement.lang === "en" ? "en" : "de"];
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ""): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  e.textContent = text;
  return e;
}

/** mountMapGate shows the placeholder in the map card's box, or the map at once when the visitor allowed it before. */
export function mountMapGate(box: HTMLElement): void {
  if (mapAllowed(currentConsent())) {
    showMap(box);
    return;
  }
  const t = texts();
  const gate = el(
    "div",
    "flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-center min-h-64 sm:min-h-80",
  );
  gate.dataset.testid = "map-placeholder";
  gate.insertAdjacentHTML("beforeend", mapIcon("h-8 w-8 text-slate-500"));
  const load = el("button", button("bg-blue-700 text-white hover:bg-blue-800", "h-11 px-4"));
  load.type = "button";
  load.insertAdjacentHTML("beforeend", mapIcon("h-4 w-4"));
  load.append(t.load);
  const note = el("p", "max-w-prose text-xs text-slate-600");
  const settings = el(
    "button",
    "text-blue-700 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600",
    t.consentSettings,
  );
  settings.type = "button";
  settings.addEventListener("click", openConsentSettings);
  const showNote = () => {
    const preferences = currentConsent()?.preferences === true;
    note.replaceChildren(`${preferences ? t.remembered : t.notRemembered} `);
    if (!preferences) note.append(settings);
  };
  showNote();
  const stop = subscribeConsent(showNote);
  load.addEventListener("click", () => {
    stop();
    allowMap(currentConsent());
    showMap(box);
  });
  gate.append(
    el("p", "font-semibold text-slate-900", t.placeholderHeading),
    el("p", "max-w-prose text-sm text-slate-700", t.placeholderText(tileHost(box.dataset.tiles ?? ""))),
    load,
    note,
  );
  box.replaceChildren(gate);
}

/** showMap replaces the placeholder by the map's frame and loads the map into it, with a retry when its chunk fails. */
function showMap(box: HTMLElement): void {
  const t = texts();
  const frame = el("div", "relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100 h-64 sm:h-80");
  box.replaceChildren(frame);
  const attempt = () => {
    const status = el("div", "flex h-full flex-col items-center justify-center gap-3 p-4 text-center text-slate-700");
    status.setAttribute("role", "status");
    status.append(el("p", "", t.loading));
    frame.replaceChildren(status);
    import("./detail-leaflet").then(
      (m) => m.drawMap(frame, box.dataset, t),
      () => {
        const retry = el(
          "button",
          button("bg-white text-slate-900 border border-slate-300 hover:bg-slate-50", "h-11 px-4"),
          t.retry,
        );
        retry.type = "button";
        retry.addEventListener("click", attempt);
        status.replaceChildren(el("p", "", t.failed), retry);
      },
    );
  };
  attempt();
}
