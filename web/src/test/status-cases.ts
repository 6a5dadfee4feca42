import type { Locale } from "@/i18n/locale";
import type { Business } from "@/types/business";

/** StatusCase is a business's status fields, the locale and the badge text it must show (null: none). */
export type StatusCase = [
  status: Partial<Pick<Business, "openNow" | "isOpen" | "businessStatus">>,
  locale: Locale,
  want: string | null,
];

/**
 * STATUS_CASES is the open status every card and the detail page show: open
 * or closed from openNow, nothing when today's hours are unknown (the imported
 * isOpen is no fallback), and "Vorübergehend geschlossen" for a temporarily
 * closed business in place of either.
 */
export const STATUS_CASES: StatusCase[] = [
  [{ openNow: true, isOpen: false, businessStatus: "OPERATIONAL" }, "de", "Jetzt geöffnet"],
  [{ openNow: false, isOpen: true, businessStatus: "OPERATIONAL" }, "de", "Geschlossen"],
  [{ openNow: null, isOpen: true, businessStatus: "OPERATIONAL" }, "de", null],
  [{ openNow: null, isOpen: false, businessStatus: "" }, "de", null],
  [{ openNow: false, businessStatus: "CLOSED_TEMPORARILY" }, "de", "Vorübergehend geschlossen"],
  [{ openNow: null, businessStatus: "CLOSED_TEMPORARILY" }, "de", "Vorübergehend geschlossen"],
  [{ openNow: true, businessStatus: "OPERATIONAL" }, "en", "Open now"],
  [{ openNow: false, businessStatus: "OPERATIONAL" }, "en", "Closed"],
  [{ openNow: null, isOpen: true, businessStatus: "OPERATIONAL" }, "en", null],
  [{ openNow: false, businessStatus: "CLOSED_TEMPORARILY" }, "en", "Temporarily closed"],
];

/** statusBadges are the texts of the open-status badges inside container. */
export function statusBadges(container: ParentNode): (string | null)[] {
  return [...container.querySelectorAll("[data-open], [data-status]")].map((b) => b.textContent);
}
