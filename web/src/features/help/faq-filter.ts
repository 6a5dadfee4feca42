// The help centre's island (/help, internal/pages/templates/help.html): the
// search box filters the questions the server rendered. The query is used as
// typed, not trimmed, and matches question or answer ignoring case
// (docs/pages.md, "Sizes and timings"); groups without a match are hidden,
// every hit is open while searching and closed again when the box is cleared.
// Nothing matching shows "Keine Ergebnisse gefunden" with a reset.

/** filterFaq applies a query to the FAQ inside root and returns the number of hits. */
export function filterFaq(root: HTMLElement, query: string): number {
  const needle = query.toLowerCase();
  let hits = 0;
  for (const group of root.querySelectorAll<HTMLElement>("[data-faq-group]")) {
    let groupHits = 0;
    for (const item of group.querySelectorAll("details")) {
      const match = query === "" || (item.textContent ?? "").toLowerCase().includes(needle);
      item.hidden = !match;
      item.open = query !== "" && match;
      if (match) groupHits++;
    }
    group.hidden = groupHits === 0;
    hits += groupHits;
  }
  const status = root.querySelector<HTMLElement>("[data-faq-hits]");
  if (status) status.textContent = query !== "" && hits > 0 ? hitsText(root, hits) : "";
  root.querySelector<HTMLElement>("[data-faq-empty]")!.hidden = hits > 0;
  root.querySelector<HTMLElement>("[data-faq-list]")!.hidden = hits === 0;
  return hits;
}

/** hitsText is "1 passende Frage" or "n passende Fragen", from the texts the server left on root. */
function hitsText(root: HTMLElement, n: number): string {
  return n === 1 ? (root.dataset.hitsOne ?? "") : (root.dataset.hitsMany ?? "").replace("{n}", String(n));
}

/** startFaqFilter wires the help centre's search box, if the page has one. */
export function startFaqFilter(): void {
  const root = document.querySelector<HTMLElement>("[data-faq-filter]");
  const input = root?.querySelector<HTMLInputElement>("input[type=search]");
  if (!root || !input) return;
  input.addEventListener("input", () => filterFaq(root, input.value));
  root.querySelector("[data-faq-reset]")?.addEventListener("click", () => {
    input.value = "";
    filterFaq(root, "");
    input.focus();
  });
  if (input.value !== "") filterFaq(root, input.value); // a value the browser restored
}
