// The not-found card of a server-rendered page (internal/pages/templates/not-found.html):
// as the app's not-found page, it goes to the start page after three seconds,
// replacing the dead address in the history (spec section 9).

/** REDIRECT_DELAY_MS is how long the card waits before going home. */
export const REDIRECT_DELAY_MS = 3000;

/** startNotFound starts the redirect of a not-found card, if the page has one. */
export function startNotFound(): void {
  const home = document.querySelector<HTMLAnchorElement>("a[data-not-found-home]");
  if (home) setTimeout(() => window.location.replace(home.href), REDIRECT_DELAY_MS);
}
