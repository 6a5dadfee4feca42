import { ExternalLink, Eye, Pencil } from "lucide-react";
import { Link } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { trAdmin } from "@/i18n/tr-admin";
import { cn } from "@/lib/cn";
import { businessHref, formatNumber, formatRating, mapsHref } from "@/lib/format";
import type { SortField, SortOrder } from "../../api/get-admin-businesses";
import type { AdminBusiness } from "../../types";
import { Pill } from "../pill";

const COLUMNS: { field: SortField; label: string; numeric?: boolean }[] = [
  { field: "name", label: trAdmin.table.name },
  { field: "city", label: trAdmin.table.city },
  { field: "category", label: trAdmin.table.category },
  { field: "rating", label: trAdmin.table.rating, numeric: true },
  { field: "reviewCount", label: trAdmin.table.reviewCount, numeric: true },
];

const cell = "px-3 py-2 align-middle";
const headCell = "px-3 py-3";

/** SkeletonRows keep the table's height while the first page loads. */
function SkeletonRows() {
  return Array.from({ length: 5 }, (_, i) => (
    <tr key={i} className="h-14 border-t border-slate-100">
      {Array.from({ length: 6 }, (_, j) => (
        <td key={j} className={cell}>
          <Skeleton className="h-4 w-full" />
        </td>
      ))}
    </tr>
  ));
}

/** BusinessRow is one business with its View, Map and Edit actions. */
function BusinessRow({ business: b, onEdit }: { business: AdminBusiness; onEdit: (b: AdminBusiness) => void }) {
  const t = trAdmin.table;
  return (
    <tr className="h-14 border-t border-slate-100">
      <th scope="row" className={cn(cell, "min-w-56 text-left font-medium text-slate-900")}>
        <span>{b.name}</span>
        {b.hidden && (
          <Pill tone="warning" className="ml-2">
            {t.hidden}
          </Pill>
        )}
      </th>
      <td className={cell}>{b.city}</td>
      <td className={cell}>{b.category}</td>
      <td className={cn(cell, "text-right tabular-nums")}>{formatRating(b.rating)}</td>
      <td className={cn(cell, "text-right tabular-nums")}>{formatNumber(b.reviewCount ?? 0)}</td>
      <td className={cell}>
        <div className="flex justify-end gap-1">
          <Button asChild variant="secondary" size="sm">
            <Link to={businessHref(b)} aria-label={t.viewLabel(b.name)}>
              <Eye aria-hidden="true" className="h-4 w-4" />
              {t.view}
            </Link>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <a href={mapsHref(b)} target="_blank" rel="noopener noreferrer" aria-label={t.mapLabel(b.name)}>
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              {t.map}
            </a>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onEdit(b)} aria-label={t.editLabel(b.name)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t.edit}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/**
 * BusinessTable lists a page of businesses, hidden ones marked. It scrolls
 * sideways inside its card on small screens (the region is focusable so the
 * keyboard can scroll it too).
 */
export function BusinessTable({
  businesses,
  isPending,
  isFetching,
  sortBy,
  sortOrder,
  onEdit,
}: {
  businesses: AdminBusiness[];
  isPending: boolean;
  isFetching: boolean;
  sortBy: SortField;
  sortOrder: SortOrder;
  onEdit: (b: AdminBusiness) => void;
}) {
  const t = trAdmin.table;
  return (
    <div
      role="region"
      aria-label={t.label}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-3 focus-visible:outline-blue-600"
    >
      <table
        className={cn("w-full min-w-[820px] text-sm text-slate-800", isFetching && !isPending && "opacity-60")}
        aria-busy={isFetching}
      >
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c.field}
                scope="col"
                className={cn(headCell, c.numeric && "text-right")}
                aria-sort={c.field === sortBy ? (sortOrder === "asc" ? "ascending" : "descending") : undefined}
              >
                {c.label}
              </th>
            ))}
            <th scope="col" className={cn(headCell, "text-right")}>
              {t.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {isPending ? <SkeletonRows /> : businesses.map((b) => <BusinessRow key={b.id} business={b} onEdit={onEdit} />)}
        </tbody>
      </table>
    </div>
  );
}
