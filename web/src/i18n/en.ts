import type { Localized, Texts } from "./locale";
import { de } from "./de";
import frame from "./en-frame.json";
import toast from "./en-toast.json";

/** English texts of parts every page uses; the frame's (the spec's nav and footer wording) are en-frame.json. */
export const en: Texts<typeof de> = {
  ...frame,
  common: {
    reviews: (n: string) => `${n} reviews`,
    oneReview: "1 review",
    noReviews: "New",
    previous: "Previous",
    next: "Next",
    page: (n: number) => `Page ${n}`,
    pagination: "Pagination",
    grid: "Grid view",
    list: "List view",
    view: "View",
    map: "Map",
    loading: "Loading …",
    ratingLabel: (r: string) => `Rating ${r} out of 5`,
  },
  toast,
};

/** siteTexts are the texts in both locales. */
export const siteTexts: Localized<typeof de> = { de, en };
