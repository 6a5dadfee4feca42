import { SearchX } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { BusinessCard, BusinessCardSkeletons } from "@/components/business-card";
import { Button } from "@/components/ui/button";
import { homeTexts } from "@/i18n/en-home";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import type { Business } from "@/types/business";

const grid = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** BusinessListSectionProps: searching switches the title and the empty message to search mode. */
export interface BusinessListSectionProps {
  searching: boolean;
  loading: boolean;
  businesses: Business[];
  total?: number;
  skeletons: number;
  onReset: () => void;
  /** headingRef lets the page move focus to the list after a search (the form is re-created then). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** notice explains a widened search or asks which place was meant, above the results. */
  notice?: ReactNode;
}

/**
 * BusinessListSection is the Featured Businesses grid in browse mode and the
 * Search Results list in search mode (spec: the results replace the featured list).
 */
export function BusinessListSection({
  searching,
  loading,
  businesses,
  total,
  skeletons,
  onReset,
  headingRef,
  notice,
}: BusinessListSectionProps) {
  const t = useTexts(homeTexts);
  const locale = useLocale();
  const empty = !loading && businesses.length === 0;
  return (
    <section aria-labelledby="home-list" className="mx-auto max-w-7xl px-4 py-12">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-baseline gap-3">
          <h2
            id="home-list"
            ref={headingRef}
            tabIndex={-1}
            // Focused only by the page after a search, never by the keyboard: no focus ring.
            style={{ outline: "none" }}
            className="scroll-mt-24 text-2xl font-bold text-slate-900"
          >
            {searching ? t.resultsHeading : t.featuredHeading}
          </h2>
          {searching && !loading && total !== undefined && businesses.length > 0 && (
            <span className="text-slate-600">{t.resultsCount(formatNumber(total, locale))}</span>
          )}
        </div>
        {searching && (
          <Button variant="secondary" size="sm" onClick={onReset}>
            {t.resetSearch}
          </Button>
        )}
      </div>
      {searching && notice}
      {!searching && businesses.length === 0 && (
        <p role="status" className="mb-4 text-slate-600">
          {t.loading}
        </p>
      )}
      {searching && empty ? (
        <div role="status" className="rounded-xl border border-slate-200 bg-white px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-slate-500" />
          <p className="text-lg font-semibold text-slate-900">{t.noResults}</p>
          <p className="mt-1 text-slate-600">{t.noResultsHint}</p>
        </div>
      ) : loading ? (
        <div className={grid} aria-busy="true">
          <BusinessCardSkeletons count={skeletons} />
        </div>
      ) : (
        <ul className={grid}>
          {businesses.map((b) => (
            <li key={b.id}>
              <BusinessCard business={b} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
