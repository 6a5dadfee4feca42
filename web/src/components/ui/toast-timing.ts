/** TOAST_LIMIT is how many toasts show at once (spec section 9: one). */
export const TOAST_LIMIT = 1;
/** TOAST_DURATION_MS is how long a toast stays (spec section 9: 5,000 ms). */
export const TOAST_DURATION_MS = 5000;
/** TOAST_SWIPE_THRESHOLD_PX is how far a swipe to the right must go to dismiss a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
