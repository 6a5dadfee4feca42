// The photos of a page the server renders (internal/pages/templates/detail.html):
// a mirrored photo that fails to load gives way to the letter placeholder the
// server would have shown without it, in the same box, so nothing shifts.

/** showLetter replaces a broken photo by the first letter of its business's name. */
export function showLetter(img: HTMLImageElement): void {
  const letter = document.createElement("div");
  letter.dataset.testid = "photo-placeholder";
  letter.setAttribute("aria-hidden", "true");
  letter.className = "flex h-full w-full items-center justify-center text-5xl font-bold text-blue-800";
  letter.textContent = img.dataset.photoLetter || "?";
  img.replaceWith(letter);
}

/** startBusinessPhotos watches the page's photos; one that failed before the script ran is replaced at once. */
export function startBusinessPhotos(): void {
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-photo-letter]")) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) showLetter(img);
    else img.addEventListener("error", () => showLetter(img), { once: true });
  }
}
