import { formUrl, startSwap, swapTo } from "./swap";

// The search page's island (/businesses, internal/pages/templates/search.html), a
// script of its own beside the islands' entry, so no other page loads it:
// typing searches 300 ms after the last key (docs/pages.md, "Sizes and
// timings"), replacing the history entry; a changed select searches at once,
// as a new entry. The results come from the server through the swap island.
// After a swap, and on back and forward, the form shows the URL's search.
// It also runs the grid/list switch, a photo's letter fallback and, on demand,
// the map (a React chunk loaded only when the visitor turns the map on).

/** SEARCH_DEBOUNCE_MS is the text search's debounce (docs/pages.md, "Sizes and timings"). */
export const SEARCH_DEBOUNCE_MS = 300;

/** syncForm shows the search of url in the form: the text (unless it is what is being typed), the selects. */
export function syncForm(form: HTMLFormElement, url: URL): void {
  const p = url.searchParams;
  const input = form.elements.namedItem("q") as HTMLInputElement | null;
  const q = p.get("q") ?? p.get("query") ?? "";
  if (input && input.value.trim() !== q) input.value = q;
  const city = p.get("city") ?? p.get("location") ?? "";
  for (const [name, value] of [
    ["city", city],
    ["category", p.get("category") ?? ""],
    ["radius", city ? (p.get("radius") ?? "") : ""],
  ]) {
    const select = form.elements.namedItem(name) as HTMLSelectElement | null;
    if (!select) continue;
    if (value && ![...select.options].some((o) => o.value === value)) select.add(new Option(value, value), 1);
    select.value = value;
    if (select.value !== value) select.selectedIndex = 0;
  }
  const radius = form.elements.namedItem("radius") as HTMLSelectElement | null;
  if (radius) radius.disabled = !city;
}

/** startSearch wires the search page's form, if the page has one. */
export function startSearch(): void {
  startSwap();
  const form = document.querySelector<HTMLFormElement>("form[data-search-form]");
  if (!form) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let typed = (form.elements.namedItem("q") as HTMLInputElement).value.trim();
  const search = (push: boolean) => {
    clearTimeout(timer);
    void swapTo(formUrl(form), { push });
  };
  form.addEventListener("input", (e) => {
    if ((e.target as HTMLInputElement).name !== "q") return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const q = (e.target as HTMLInputElement).value.trim();
      if (q === typed) return;
      typed = q;
      search(false);
    }, SEARCH_DEBOUNCE_MS);
  });
  form.addEventListener("submit", () => clearTimeout(timer));
  // Selects of the form, also those outside it (form="search-form"): a choice searches at once, from page 1.
  document.addEventListener("change", (e) => {
    const el = e.target as HTMLSelectElement;
    if (el.form !== form || el.tagName !== "SELECT") return;
    const radius = form.elements.namedItem("radius") as HTMLSelectElement | null;
    if (el.name === "city" && radius) radius.disabled = el.value === "";
    search(true);
  });
  const sync = () => {
    syncForm(form, new URL(location.href));
    typed = (form.elements.namedItem("q") as HTMLInputElement).value.trim();
  };
  document.addEventListener("swap", sync);
  startViewToggle();
  startPhotoFallback();
  startMapToggle();
}

/** startViewToggle wires the grid/list switch: a radio group with a roving tab stop that sets data-view on its target. */
function startViewToggle(): void {
  const group = document.querySelector<HTMLElement>("[data-view-toggle]");
  const target = group?.closest<HTMLElement>("[data-view]") ?? document.getElementById("search-results");
  if (!group || !target) return;
  const buttons = [...group.querySelectorAll<HTMLButtonElement>("button[data-view]")];
  const choose = (i: number, focus: boolean) => {
    buttons.forEach((b, j) => {
      b.setAttribute("aria-checked", String(i === j));
      b.tabIndex = i === j ? 0 : -1;
    });
    target.dataset.view = buttons[i].dataset.view;
    if (focus) buttons[i].focus();
  };
  group.addEventListener("click", (e) => {
    const i = buttons.indexOf((e.target as Element).closest("button")!);
    if (i >= 0) choose(i, false);
  });
  group.addEventListener("keydown", (e) => {
    const step = ({ ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 } as Record<string, number>)[e.key];
    if (!step) return;
    e.preventDefault();
    const now = buttons.findIndex((b) => b.getAttribute("aria-checked") === "true");
    choose((now + step + buttons.length) % buttons.length, true);
  });
}

/** startPhotoFallback shows a card's letter where its photo fails to load. */
function startPhotoFallback(): void {
  const fail = (img: HTMLImageElement) => {
    img.hidden = true;
    (img.nextElementSibling as HTMLElement | null)?.removeAttribute("hidden");
  };
  document.addEventListener(
    "error",
    (e) => e.target instanceof HTMLImageElement && e.target.hasAttribute("data-photo") && fail(e.target),
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-photo]")) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) fail(img);
  }
}

/** startMapToggle loads the map's chunk when the visitor first turns the map on. */
function startMapToggle(): void {
  const button = document.querySelector<HTMLButtonElement>("button[data-map-toggle]");
  const box = document.querySelector<HTMLElement>("[data-search-map]");
  if (!button || !box) return;
  button.addEventListener("click", async () => {
    const open = button.getAttribute("aria-pressed") !== "true";
    button.setAttribute("aria-pressed", String(open));
    const { showResultsMap } = await import("@/features/businesses/results-map-island");
    showResultsMap(box, open ? button.dataset.mapToggle! : null);
  });
}

startSearch();
