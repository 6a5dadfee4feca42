// The list filters' island (city and category pages, internal/pages/templates/business-card.html):
// the server renders the filters as a GET form that works without JavaScript
// (a switch sends toggle=open, the server flips it). With this script a switch
// or a changed select opens the list at once, on page 1, with a clean URL in
// the order the server writes its links: ?sortBy=&open=1&minRating=4&website=1&photos=1.

/** ORDER is the order of the parameters in the URL. */
const ORDER = ["sortBy", "open", "minRating", "website", "photos"] as const;

/** filterQuery is the query string of the form's filters, with the switch toggled flipped. */
export function filterQuery(data: FormData, toggled?: string): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    let value = String(data.get(key) ?? "");
    if (key === toggled) value = value === "1" ? "" : "1";
    if (key === "sortBy" && value === "rating") value = "";
    if (key === "minRating" && value === "0") value = "";
    if (value) params.set(key, value);
  }
  const q = params.toString();
  return q ? `?${q}` : "";
}

/**
 * startListFilters wires the filter form of a list page, if it has one. A
 * filter returns to page 1; the sort order keeps the page, which the form
 * names in data-page (docs/pages.md, "List pages and their query string").
 */
export function startListFilters(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-list-filters]");
  if (!form) return;
  const go = (toggled?: string, keepPage = false) => {
    let query = filterQuery(new FormData(form), toggled);
    const page = form.dataset.page;
    if (keepPage && page && page !== "1") query += `${query ? "&" : "?"}page=${page}`;
    window.location.assign(form.getAttribute("action") + query);
  };
  form.addEventListener("click", (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>("button[name=toggle]");
    if (!button) return;
    e.preventDefault();
    go(button.value);
  });
  // The sort select of the category page belongs to the form through its form attribute.
  for (const select of form.elements) {
    if (select instanceof HTMLSelectElement) select.addEventListener("change", () => go(undefined, select.name === "sortBy"));
  }
}
