// The add-business page's island (/add-business, internal/pages/templates/add-business.html):
// the React wizard mounted with createRoot on the element the template leaves
// for it. It is loaded only on that page (app/islands.ts) and brings React DOM,
// the wizard and the toasts, but not the app's router, TanStack Query or other pages.
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AddBusinessIsland } from "@/features/add-business/add-business-island";
import { localeOfPath } from "@/i18n/locale";

/** startAddBusiness mounts the wizard on el, rendered in slices (a transition) so no task blocks typing for long. */
export function startAddBusiness(el: HTMLElement): void {
  const root = createRoot(el);
  startTransition(() => root.render(<AddBusinessIsland locale={localeOfPath(window.location.pathname)} />));
}
