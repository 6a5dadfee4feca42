import type { Localized, Texts } from "./locale";
import { de } from "./de";
import common from "./en-common.json";
import frame from "./en-frame.json";

/** English texts of parts every page uses; the frame's (the spec's nav and footer wording) are en-frame.json. */
export const en: Texts<typeof de> = {
  ...frame,
  common: {
    ...common,
    reviews: (n: string) => common.reviews.replace("{n}", n),
    page: (n: number) => common.page.replace("{n}", String(n)),
    ratingLabel: (r: string) => common.ratingLabel.replace("{r}", r),
  },
  toast: {
    label: "Notification",
    viewport: "Notifications ({hotkey})",
    close: "Close",
  },
};

/** siteTexts are the texts in both locales. */
export const siteTexts: Localized<typeof de> = { de, en };
