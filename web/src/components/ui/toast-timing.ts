/** TOAST_LIMIT is how many toasts show at once: one (docs/pages.md, "Sizes and timings"). */
export const TOAST_LIMIT = 1;
/** TOAST_DURATION_MS is how long a toast stays: 5 s (docs/pages.md, "Sizes and timings"). */
export const TOAST_DURATION_MS = 5000;
/** TOAST_SWIPE_THRESHOLD_PX is how far a swipe to the right must go to dismiss a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
