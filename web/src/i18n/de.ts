import common from "./de-common.json";
import frame from "./de-frame.json";

/**
 * Texts of parts every page uses, in German; their English twin is en.ts.
 * The frame's (navigation, footer) are de-frame.json, which the server's
 * templates render (internal/pages) and the app reads from the same file.
 */
export const de = {
  ...frame,
  common: {
    ...common,
    reviews: (n: string) => common.reviews.replace("{n}", n),
    page: (n: number) => common.page.replace("{n}", String(n)),
    ratingLabel: (r: string) => common.ratingLabel.replace("{r}", r),
  },
  toast: {
    label: "Benachrichtigung",
    viewport: "Benachrichtigungen ({hotkey})",
    close: "Schließen",
  },
} as const;
