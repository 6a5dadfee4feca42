import type { Localized, Texts } from "./locale";
import { de } from "./de";
import frame from "./en-frame.json";
import toast from "./en-toast.json";
import lists from "./en-lists.json";
import { fill } from "./fill";

const { card, pager, view } = lists;

/** English texts of parts every page uses; the frame's (nav and footer) are en-frame.json. */
export const en: Texts<typeof de> = {
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
    loading: "Loading …",
    ratingLabel: (r: string) => fill(card.ratingLabel, { r }),
  },
  toast,
};

/** siteTexts are the texts in both locales. */
export const siteTexts: Localized<typeof de> = { de, en };
