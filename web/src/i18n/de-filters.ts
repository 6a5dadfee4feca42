/** German texts of the list filters (components/list-filters.tsx). */
export const deFilters = {
  label: "Ergebnisse filtern",
  open: "Jetzt geöffnet",
  minRating: "Bewertung",
  anyRating: "Alle Bewertungen",
  ratingAtLeast: (r: string) => `ab ${r} Sterne`,
  website: "Mit Website",
  photos: "Mit Fotos",
  reset: "Filter zurücksetzen",
  sort: "Sortierung",
  byRelevance: "Relevanz",
  byDistance: "Entfernung",
};
