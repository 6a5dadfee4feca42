/**
 * injectMarkup puts the operator's trusted markup (ad areas, analytics code)
 * into container. Scripts inserted through innerHTML never run, so each is
 * replaced by a fresh script element with the same attributes and text,
 * which the browser does run.
 */
export function injectMarkup(container: HTMLElement, markup: string): void {
  container.innerHTML = markup;
  for (const old of Array.from(container.querySelectorAll("script"))) {
    const script = document.createElement("script");
    for (const attr of Array.from(old.attributes)) script.setAttribute(attr.name, attr.value);
    script.text = old.text;
    script.addEventListener("error", () => console.error(`operator script failed to load: ${script.src}`));
    old.replaceWith(script);
  }
}
