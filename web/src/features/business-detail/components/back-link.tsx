import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "@/lib/router";
import { detailTexts } from "@/i18n/en-detail";
import { useTexts } from "@/i18n/locale";

/**
 * BackLink goes back in history when the visitor came from another page of
 * the app (so search filters and scroll survive), else to /businesses. React
 * Router's browser history numbers its entries in history.state.idx.
 */
export function BackLink() {
  const t = useTexts(detailTexts);
  const navigate = useNavigate();
  function onClick(e: MouseEvent<HTMLAnchorElement>) {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey) {
      e.preventDefault();
      navigate(-1);
    }
  }
  return (
    <Link
      to="/businesses"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded font-medium text-blue-700 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t.backToSearch}
    </Link>
  );
}
