import frame from "./de-frame.json";
import toast from "./de-toast.json";
import lists from "./de-lists.json";
import { fill } from "./fill";

const { card, pager, view } = lists;

/**
 * Texts of parts every page uses, in German; their English twin is en.ts.
 * The frame's (navigation, footer) are de-frame.json, which the server's
 * templates render (internal/pages) and the app reads from the same file.
 */
export const de = {
  ...frame,
  common: {
    reviews: (n: string) => fill(card.reviews, { n }),
    oneReview: card.oneReview,
    noReviews: card.noReviews,
    previous: pager.previous,
    next: pager.next,
    page: (n: number) => fill(pager.page, { n }),
    pagination: pager.label,
    grid: view.grid,
    list: view.list,
    view: card.view,
    map: card.map,
    loading: "Wird geladen …",
    ratingLabel: (r: string) => fill(card.ratingLabel, { r }),
  },
  toast,
} as const;
