// The not-found card's island (internal/pages/templates/not-found.html): a
// link with data-redirect-after replaces the page with its target after that
// many milliseconds (an unknown route goes home after 3 s: docs/pages.md,
// "The not-found card"). location.replace keeps the dead address out of the
// history, so Back does not return to it.

/** startRedirect starts the card's timer, if the page has one. */
export function startRedirect(): void {
  const link = document.querySelector<HTMLAnchorElement>("a[data-redirect-after]");
  const after = Number(link?.dataset.redirectAfter);
  if (!link || !(after >= 0)) return;
  window.setTimeout(() => window.location.replace(link.href), after);
}
