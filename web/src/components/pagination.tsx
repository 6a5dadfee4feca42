import { ChevronLeft, ChevronRight } from "lucide-react";
import { siteTexts } from "@/i18n/en";
import { useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";

/** MAX_PAGE_BUTTONS is the most numbered buttons a pager shows (docs/pages.md, "The operator panel"). */
export const MAX_PAGE_BUTTONS = 5;

/**
 * pageWindow returns up to size page numbers centred on current, shifted to
 * stay inside 1..total.
 */
export function pageWindow(current: number, total: number, size = MAX_PAGE_BUTTONS): number[] {
  if (total <= 0) return [];
  const count = Math.min(size, total);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** firstPages returns the first up to size page numbers (the category page's pager). */
export function firstPages(total: number, size = MAX_PAGE_BUTTONS): number[] {
  return Array.from({ length: Math.max(0, Math.min(size, total)) }, (_, i) => i + 1);
}

/** Pagination shows previous, the given page numbers and next; hidden with one page or less. */
export function Pagination({
  page,
  totalPages,
  pages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  pages: number[];
  onPageChange: (page: number) => void;
}) {
  const t = useTexts(siteTexts).common;
  if (totalPages <= 1) return null;
  const btn =
    "inline-flex h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-40";
  return (
    <nav aria-label={t.pagination} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={cn(btn, "border-slate-300 bg-white text-slate-800 hover:bg-slate-50")}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        {t.previous}
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          aria-label={t.page(p)}
          aria-current={p === page ? "page" : undefined}
          className={cn(
            btn,
            p === page ? "border-blue-700 bg-blue-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
          )}
          onClick={() => onPageChange(p)}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={cn(btn, "border-slate-300 bg-white text-slate-800 hover:bg-slate-50")}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {t.next}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
