import { detailTexts } from "@/i18n/en-detail";
import { useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import type { Business } from "@/types/business";
import { openStatus } from "../utils/business-info";

/** OpenStatus shows Jetzt geöffnet or Geschlossen; nothing when the status is unknown. */
export function OpenStatus({ business, className }: { business: Pick<Business, "openNow" | "isOpen">; className?: string }) {
  const t = useTexts(detailTexts);
  const open = openStatus(business);
  if (open === null) return null;
  return (
    <span
      data-open={open}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium",
        open ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800",
        className,
      )}
    >
      <span aria-hidden="true" className={cn("h-2 w-2 rounded-full", open ? "bg-green-600" : "bg-red-600")} />
      {open ? t.open : t.closed}
    </span>
  );
}
