// The cards' photos (internal/pages/templates/business-card.html): a thumbnail
// that fails to load is replaced by the card's placeholder (the name's letter
// or the category's icon), which the server left in a <template> beside it.

/** fallBack replaces a broken photo with its placeholder. */
function fallBack(img: HTMLImageElement): void {
  const placeholder = img.nextElementSibling;
  if (placeholder instanceof HTMLTemplateElement) img.replaceWith(placeholder.content.cloneNode(true));
}

/** startCardPhotos watches the cards' photos, including those that failed before this script ran. */
export function startCardPhotos(): void {
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-photo]")) {
    if (img.complete && img.naturalWidth === 0) fallBack(img);
    else img.addEventListener("error", () => fallBack(img), { once: true });
  }
}
