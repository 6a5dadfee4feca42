import type { ReactNode } from "react";
import { useCategories } from "@/api/get-categories";
import { useStats } from "@/api/get-stats";
import { BusinessCard, BusinessCardSkeletons, listable } from "@/components/business-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { categoriesTexts } from "@/i18n/en-categories";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import { usePopularBusinesses } from "@/api/get-popular-businesses";

/** FEATURED_COUNT is how many popular businesses the overview features (spec section 9). */
const FEATURED_COUNT = 8;
import { CategoryTiles, FixedCategories } from "./components/category-tiles";
import { MarketCards } from "./components/market-cards";

/**
 * CategoriesPage is the overview: the spec's four fixed categories, every
 * category of the taxonomy with its real count, featured popular businesses
 * and market-development cards. Every figure comes from the API.
 */
export default function CategoriesPage() {
  const t = useTexts(categoriesTexts).overview;
  const locale = useLocale();
  const categories = useCategories();
  const stats = useStats();
  const popular = usePopularBusinesses(FEATURED_COUNT);
  const featured = listable(popular.data).slice(0, FEATURED_COUNT);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t.heading}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t.intro}</p>
        <div className="mt-2 h-6 font-semibold text-blue-700" data-testid="categories-summary">
          {categories.data && stats.data ? (
            t.summary(formatNumber(categories.data.length, locale), formatNumber(stats.data.total, locale))
          ) : (
            <Skeleton className="h-5 w-64" />
          )}
        </div>
      </header>

      <Section id="popular-categories" title={t.popularHeading}>
        <FixedCategories categories={categories.data} />
      </Section>

      <Section id="all-categories" title={t.allHeading}>
        {categories.isError ? (
          <Failure text={t.categoriesError} onRetry={() => void categories.refetch()} />
        ) : (
          <CategoryTiles categories={categories.data} />
        )}
      </Section>

      <Section id="featured-businesses" title={t.featuredHeading}>
        {popular.isError ? (
          <Failure text={t.popularError} onRetry={() => void popular.refetch()} />
        ) : popular.data ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((b) => (
              <li key={b.id}>
                <BusinessCard business={b} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <BusinessCardSkeletons count={FEATURED_COUNT} />
          </div>
        )}
      </Section>

      <Section id="market-development" title={t.marketHeading}>
        <p className="-mt-2 mb-4 max-w-3xl text-slate-700">{t.marketIntro}</p>
        <MarketCards categories={categories.data} totalBusinesses={stats.data?.total} />
      </Section>
    </div>
  );
}

/** Section is a titled block of the overview. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Failure tells that a block could not load and offers another try. */
function Failure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useTexts(categoriesTexts).overview;
  return (
    <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
      <p>{text}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}
