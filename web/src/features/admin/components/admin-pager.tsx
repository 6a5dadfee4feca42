import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { trAdmin } from "@/i18n/tr-admin";

const btn =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-40";
const idle = "border-slate-300 bg-white text-slate-800 hover:bg-slate-50";

/**
 * AdminPager is the panel's pager with Turkish labels: previous, the given
 * page numbers, next, and "page x / y" (the dashboard always offers pages 1
 * to 5, so the position is spelled out). Hidden with one page or less.
 */
export function AdminPager({
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
  if (totalPages <= 1) return null;
  const t = trAdmin.pager;
  return (
    <nav aria-label={t.label} className="mt-4 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={cn(btn, idle)} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        {t.previous}
      </button>
      {pages.map((p) => (
        <button
          key={p}
          type="button"
          aria-label={t.page(p)}
          aria-current={p === page ? "page" : undefined}
          className={cn(btn, p === page ? "border-blue-700 bg-blue-700 text-white" : idle)}
          onClick={() => onPageChange(p)}
        >
          {p}
        </button>
      ))}
      <button type="button" className={cn(btn, idle)} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {t.next}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
      <span className="w-full text-center text-sm text-slate-600 sm:w-auto">{t.position(page, totalPages)}</span>
    </nav>
  );
}
