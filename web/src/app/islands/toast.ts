// The toast of the pages the server renders (internal/pages/templates/contact.html,
// "toasts" and "toast"), a plain-script twin of the app's ToastProvider
// (components/ui/toast.tsx): one toast at a time in the notification region,
// closed after TOAST_DURATION_MS (paused while pointed at or focused), by its
// close button or by a swipe to the right; F8 moves focus to the region.
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX } from "@/components/ui/toast-timing";

let hotkey = false;

/** showToast shows the toast waiting in template in the page's notification region. */
export function showToast(template: HTMLTemplateElement | null): void {
  const list = document.querySelector<HTMLElement>("[data-toasts]");
  const clone = template?.content.firstElementChild?.cloneNode(true);
  if (!list || !(clone instanceof HTMLElement)) return;
  const toast: HTMLElement = clone;
  while (list.children.length >= TOAST_LIMIT) list.lastElementChild?.remove();
  list.prepend(toast);
  if (!hotkey) {
    hotkey = true;
    document.addEventListener("keydown", (e) => e.key === "F8" && list.focus());
  }

  let left = TOAST_DURATION_MS;
  let started = Date.now();
  let timer = window.setTimeout(close, left);
  let held = 0; // pointer and focus each hold the toast open
  function close() {
    window.clearTimeout(timer);
    toast.remove();
  }
  const hold = () => {
    if (held++ === 0) {
      window.clearTimeout(timer);
      left -= Date.now() - started;
    }
  };
  const release = () => {
    if (--held === 0) {
      started = Date.now();
      timer = window.setTimeout(close, Math.max(left, 0));
    }
  };
  toast.addEventListener("pointerenter", hold);
  toast.addEventListener("pointerleave", release);
  toast.addEventListener("focusin", hold);
  toast.addEventListener("focusout", (e) => !toast.contains(e.relatedTarget as Node | null) && release());
  toast.querySelector("[data-toast-close]")?.addEventListener("click", close);
  let from: number | undefined;
  toast.addEventListener("pointerdown", (e) => (from = e.clientX));
  toast.addEventListener("pointerup", (e) => {
    if (from !== undefined && e.clientX - from >= TOAST_SWIPE_THRESHOLD_PX) close();
    from = undefined;
  });
}
