// The grid/list switch of the category page (internal/pages/templates/category.html):
// a radio group of two buttons with a roving tab stop (the arrow keys move and
// choose, WAI-ARIA radio group), which lays the list out as a grid or as rows,
// with the list's and the cards' classes for each layout.

type ViewMode = "grid" | "list";

const on = ["bg-blue-700", "text-white"];
const off = ["text-slate-700"];

/** setView lays out the list and marks the chosen button. */
export function setView(group: HTMLElement, list: HTMLElement, mode: ViewMode): void {
  for (const button of group.querySelectorAll<HTMLButtonElement>("[data-view]")) {
    const chosen = button.dataset.view === mode;
    button.setAttribute("aria-checked", String(chosen));
    button.tabIndex = chosen ? 0 : -1;
    button.classList.remove(...(chosen ? off : on));
    button.classList.add(...(chosen ? on : off));
  }
  const rows = mode === "list";
  list.dataset.layout = mode;
  list.classList.toggle("sm:grid-cols-2", !rows);
  list.classList.toggle("lg:grid-cols-3", !rows);
  list.classList.toggle("grid-cols-1", rows);
  for (const card of list.querySelectorAll<HTMLElement>("[data-testid=category-business]"))
    card.classList.toggle("sm:flex-row", rows);
  for (const photo of list.querySelectorAll<HTMLElement>("[data-card-photo]")) {
    photo.classList.toggle("sm:w-56", rows);
    photo.classList.toggle("sm:shrink-0", rows);
  }
}

/** startViewToggle wires the grid/list switch, if the page has one. */
export function startViewToggle(): void {
  const group = document.querySelector<HTMLElement>("[data-view-toggle]");
  const list = group && document.getElementById(group.dataset.viewToggle ?? "");
  if (!group || !list) return;
  const modes: ViewMode[] = ["grid", "list"];
  group.addEventListener("click", (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>("[data-view]");
    if (button) setView(group, list, button.dataset.view as ViewMode);
  });
  group.addEventListener("keydown", (e) => {
    const step = ({ ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 } as Record<string, number>)[e.key];
    if (!step) return;
    e.preventDefault();
    const next = modes[(modes.indexOf(list.dataset.layout as ViewMode) + step + modes.length) % modes.length];
    setView(group, list, next);
    group.querySelector<HTMLButtonElement>(`[data-view=${next}]`)?.focus();
  });
}
