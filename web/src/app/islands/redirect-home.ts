// The not-found card of an unknown business (internal/pages/templates/detail.html)
// shows briefly, then replaces the dead address with the start page (spec
// section 9: 2 s on detail pages).

/** NOT_FOUND_REDIRECT_MS is how long the not-found card shows before the start page replaces it. */
export const NOT_FOUND_REDIRECT_MS = 2000;

/** startRedirectHome goes to the [data-redirect-home] element's address after the delay, if the page has one. */
export function startRedirectHome(go: (url: string) => void = (url) => window.location.replace(url)): void {
  const card = document.querySelector<HTMLElement>("[data-redirect-home]");
  const home = card?.dataset.redirectHome;
  if (home) setTimeout(() => go(home), NOT_FOUND_REDIRECT_MS);
}
