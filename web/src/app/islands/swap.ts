// The swap island: moving within a server-rendered page without a reload.
// A page marks the parts that change with data-swap-region (each with an id);
// links marked data-swap-link and forms marked data-swap then fetch the
// server's HTML of their URL and replace those regions' contents, the title,
// the description and the canonical link, and push the URL into the history;
// back and forward swap the regions of that URL in again. Without JavaScript
// the same links and GET forms load the page, which the server renders whole.
// While a swap loads, its regions carry aria-busy (the page styles it); a
// newer swap aborts an older one; anything unexpected loads the URL instead.

/** SwapOptions: push adds a history entry (else it replaces the current one); scroll brings the first region into view. */
export interface SwapOptions {
  push?: boolean;
  scroll?: boolean;
}

let pending: AbortController | null = null;

const regions = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>("[data-swap-region][id]")];

/** formUrl is the URL a GET form would load, without its empty fields. */
export function formUrl(form: HTMLFormElement): string {
  const url = new URL(form.action, location.href);
  url.search = "";
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") url.searchParams.append(name, value.trim());
  }
  return url.pathname + url.search;
}

/**
 * parse reads the answer's head and main element only, when it has them: the frame around the
 * main content (header, footer, banner) is the same and would only cost parsing time.
 */
function parse(html: string): Document {
  const head = html.indexOf("</head>");
  const [start, end] = [html.indexOf("<main"), html.lastIndexOf("</main>")];
  const part =
    head > 0 && start > head && end > start ? html.slice(0, head) + "</head><body>" + html.slice(start, end + 7) : html;
  return new DOMParser().parseFromString(part, "text/html");
}

/** nextFrame resolves after the browser had a chance to paint and handle input. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** swapTo shows the page at url by swapping its regions into this one. */
export async function swapTo(url: string, { push = true, scroll = false }: SwapOptions = {}): Promise<void> {
  pending?.abort();
  const controller = (pending = new AbortController());
  const current = regions();
  for (const r of current) r.setAttribute("aria-busy", "true");
  try {
    const res = await fetch(url, { signal: controller.signal, headers: { Accept: "text/html" } });
    const html = await res.text();
    if (controller.signal.aborted) return;
    await nextFrame(); // parsing the answer gets a task of its own, apart from the one that received it
    const doc = parse(html);
    const next = current.map((r) => doc.getElementById(r.id));
    if (!res.ok || next.some((n) => !n)) {
      location.assign(url);
      return;
    }
    if (controller.signal.aborted) return;
    await nextFrame();
    if (controller.signal.aborted) return;
    const focus = focusedPlace(current);
    current.forEach((r, i) => r.replaceChildren(...next[i]!.childNodes));
    document.title = doc.title;
    for (const sel of ['link[rel="canonical"]', 'meta[name="description"]']) {
      const [mine, theirs] = [document.head.querySelector(sel), doc.head.querySelector(sel)];
      const attr = sel.startsWith("link") ? "href" : "content";
      if (mine && theirs) mine.setAttribute(attr, theirs.getAttribute(attr) ?? "");
    }
    if (push) history.pushState({ swap: true }, "", url);
    else history.replaceState({ swap: true }, "", url);
    syncLanguageSwitch();
    restoreFocus(current, focus);
    if (scroll) {
      await nextFrame(); // the new regions render first, the scroll's layout comes in a task of its own
      current[0]?.closest("section")?.scrollIntoView?.({ block: "start" });
    }
    document.dispatchEvent(new CustomEvent("swap", { detail: { url } }));
  } catch (err) {
    if (!controller.signal.aborted)
      location.assign(url); // offline or failed: the browser says what went wrong
    else if ((err as Error).name !== "AbortError") throw err;
  } finally {
    if (pending === controller) {
      pending = null;
      for (const r of current) r.removeAttribute("aria-busy");
    }
  }
}

/**
 * syncLanguageSwitch points the frame's language switch at the new URL's query
 * (the path is the same). It imports nothing: this island is a chunk of its
 * own, and a chunk with imports would put Vite's preload helper into every page's entry.
 */
function syncLanguageSwitch(): void {
  const a = document.querySelector<HTMLAnchorElement>("a[data-language-switch]");
  if (a) a.href = new URL(a.href).pathname + location.search + location.hash;
}

const focusable = "a[href], button, select, input, [tabindex]";

/** focusedPlace is which region and which of its controls has the focus, to give it to the same place after a swap. */
function focusedPlace(rs: HTMLElement[]): [number, number] | null {
  const active = document.activeElement;
  const i = rs.findIndex((r) => r.contains(active));
  return i < 0 ? null : [i, [...rs[i].querySelectorAll(focusable)].indexOf(active!)];
}

function restoreFocus(rs: HTMLElement[], place: [number, number] | null): void {
  if (!place) return;
  const all = rs[place[0]].querySelectorAll<HTMLElement>(focusable);
  (all[Math.min(place[1], all.length - 1)] ?? rs[place[0]]).focus?.();
}

/** startSwap wires the swap links and forms of a page that has regions to swap. */
export function startSwap(): void {
  if (!regions().length) return;
  history.replaceState({ ...history.state, swap: true }, "");
  document.addEventListener("click", (e) => {
    const a = (e.target as Element).closest?.<HTMLAnchorElement>("a[data-swap-link][href]");
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void swapTo(a.getAttribute("href")!, { scroll: a.hasAttribute("data-swap-scroll") });
  });
  // Links that act as toggle buttons answer the space bar too.
  document.addEventListener("keydown", (e) => {
    const a = (e.target as Element).closest?.<HTMLAnchorElement>('a[data-swap-link][role="button"]');
    if (a && e.key === " ") {
      e.preventDefault();
      a.click();
    }
  });
  document.addEventListener("submit", (e) => {
    const form = e.target as HTMLFormElement;
    if (!form.hasAttribute("data-swap") || form.method.toLowerCase() !== "get") return;
    e.preventDefault();
    void swapTo(formUrl(form));
  });
  window.addEventListener("popstate", (e) => {
    if ((e.state as { swap?: boolean } | null)?.swap) void swapTo(location.pathname + location.search, { push: false });
  });
}
