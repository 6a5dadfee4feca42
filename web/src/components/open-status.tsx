import { listingTexts } from "@/i18n/en-listing";
import { useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import type { Business } from "@/types/business";

/** TEMPORARILY_CLOSED is Google's business status of a business that closed for a while. */
export const TEMPORARILY_CLOSED = "CLOSED_TEMPORARILY";

/**
 * openStatus is true (open), false (closed) or null (unknown, status hidden).
 * The server computes openNow in the business's own time zone and already
 * falls back to the imported isOpen when no hours are readable; null means
 * today's hours are unknown, which is no reason to call it closed.
 */
export function openStatus(b: Pick<Business, "openNow">): boolean | null {
  return typeof b.openNow === "boolean" ? b.openNow : null;
}

const dots = { open: "bg-green-600", closed: "bg-red-600", paused: "bg-amber-600" };
const colours = {
  open: "bg-green-100 text-green-800",
  closed: "bg-red-100 text-red-800",
  paused: "bg-amber-100 text-amber-900",
};

/**
 * OpenStatus is the pill "Jetzt geöffnet" or "Geschlossen", or "Vorübergehend
 * geschlossen" for a temporarily closed business in place of either; nothing
 * when the status is unknown. size "sm" is the cards' size.
 */
export function OpenStatus({
  business,
  size = "md",
  className,
}: {
  business: Pick<Business, "openNow" | "businessStatus">;
  size?: "sm" | "md";
  className?: string;
}) {
  const t = useTexts(listingTexts);
  const open = openStatus(business);
  const paused = business.businessStatus === TEMPORARILY_CLOSED;
  if (!paused && open === null) return null;
  const kind = paused ? "paused" : open ? "open" : "closed";
  return (
    <span
      data-open={paused ? undefined : open}
      data-status={paused ? "temporarily-closed" : undefined}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full font-medium",
        size === "sm" ? "px-2.5 py-0.5 text-xs" : "px-2.5 py-0.5 text-sm",
        colours[kind],
        className,
      )}
    >
      <span aria-hidden="true" className={cn("h-2 w-2 rounded-full", dots[kind])} />
      {paused ? t.temporarilyClosed : open ? t.open : t.closed}
    </span>
  );
}
