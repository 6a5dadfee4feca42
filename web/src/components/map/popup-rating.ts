// The rating line of a map marker's popup, the same for the React pages' map
// (leaflet-map.tsx) and the detail page's (app/islands/detail-leaflet.ts):
// "★ 4,3 · 12 Bewertungen" with the word "Bewertung" for screen readers.

/** popupRating is the line of a rating and a review count, null without either. */
export function popupRating(
  rating: string | undefined,
  reviews: string | undefined,
  ratingLabel: string,
): HTMLSpanElement | null {
  if (!rating && !reviews) return null;
  const line = document.createElement("span");
  line.className = "bb-map-popup__rating";
  if (rating) {
    const star = document.createElement("span");
    star.setAttribute("aria-hidden", "true");
    star.textContent = "★ ";
    const label = document.createElement("span");
    label.className = "sr-only";
    label.textContent = `${ratingLabel}: `;
    line.append(star, label, rating);
  }
  if (reviews) line.append(rating ? ` · ${reviews}` : reviews);
  return line;
}
