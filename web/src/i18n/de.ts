import frame from "./de-frame.json";
import toast from "./de-toast.json";

/**
 * Texts of parts every page uses, in German; their English twin is en.ts.
 * The frame's (navigation, footer) are de-frame.json, which the server's
 * templates render (internal/pages) and the app reads from the same file.
 */
export const de = {
  ...frame,
  common: {
    reviews: (n: string) => `${n} Bewertungen`,
    oneReview: "1 Bewertung",
    noReviews: "Neu",
    previous: "Zurück",
    next: "Weiter",
    page: (n: number) => `Seite ${n}`,
    pagination: "Seitennavigation",
    grid: "Rasteransicht",
    list: "Listenansicht",
    view: "Ansehen",
    map: "Karte",
    loading: "Wird geladen …",
    ratingLabel: (r: string) => `Bewertung ${r} von 5`,
  },
  toast,
} as const;
