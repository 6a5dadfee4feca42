import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { trAdmin } from "@/i18n/tr-admin";
import { cn } from "@/lib/cn";
import type { SortField, SortOrder } from "../../api/get-admin-businesses";

/** SORT_FIELDS are the sort bar's columns in order (docs/pages.md, "The operator panel"). */
export const SORT_FIELDS: SortField[] = ["name", "city", "category", "rating", "reviewCount"];

/**
 * SortBar orders the table: the active column's button is pressed and shows
 * the direction; pressing it again flips the order, another column starts
 * ascending (the reducer decides).
 */
export function SortBar({
  sortBy,
  sortOrder,
  onSort,
}: {
  sortBy: SortField;
  sortOrder: SortOrder;
  onSort: (field: SortField) => void;
}) {
  const t = trAdmin.sort;
  return (
    <div role="group" aria-labelledby="admin-sort-label" className="flex flex-wrap items-center gap-2">
      <span id="admin-sort-label" className="text-sm font-medium text-slate-800">
        {t.label}:
      </span>
      {SORT_FIELDS.map((field) => {
        const active = field === sortBy;
        const Icon = !active ? ArrowUpDown : sortOrder === "asc" ? ArrowUp : ArrowDown;
        return (
          <button
            key={field}
            type="button"
            aria-pressed={active}
            data-order={active ? sortOrder : undefined}
            onClick={() => onSort(field)}
            className={cn(
              "inline-flex h-9 items-center gap-1 rounded-lg border px-3 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600",
              active ? "border-blue-700 bg-blue-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
            )}
          >
            {t[field]}
            {active && <span className="sr-only"> ({sortOrder === "asc" ? t.asc : t.desc})</span>}
            <Icon aria-hidden="true" className="h-4 w-4" />
          </button>
        );
      })}
    </div>
  );
}
