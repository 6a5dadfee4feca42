// The detail page's back link (internal/pages/templates/detail.html): it
// leads to /businesses, but a visitor who came from another page of the site
// goes back in history instead, so that the search's filters and scroll
// position survive. A click with a modifier key opens the link as usual.

/** cameFromSite tells whether the previous page of this tab was one of the site's. */
export function cameFromSite(
  referrer = document.referrer,
  origin = window.location.origin,
  length = window.history.length,
): boolean {
  if (length < 2 || !referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/** startBackLinks wires the page's [data-back-link] links. */
export function startBackLinks(): void {
  for (const a of document.querySelectorAll<HTMLAnchorElement>("a[data-back-link]")) {
    a.addEventListener("click", (e) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || !cameFromSite()) return;
      e.preventDefault();
      window.history.back();
    });
  }
}
