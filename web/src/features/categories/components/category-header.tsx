import { Check, ChevronLeft } from "lucide-react";
import { Link } from "@/lib/router";
import { Skeleton } from "@/components/ui/skeleton";
import { categoriesTexts } from "@/i18n/en-categories";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber, formatPercent, formatRating } from "@/lib/format";
import type { Category } from "@/types/business";
import { CategoryIcon } from "@/components/category-icon";

/** BackToCategories links to the overview. */
export function BackToCategories() {
  const t = useTexts(categoriesTexts).page;
  return (
    <Link
      to="/categories"
      className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline focus-visible:outline-3 focus-visible:outline-blue-600"
    >
      <ChevronLeft aria-hidden="true" className="h-4 w-4" />
      {t.breadcrumb}
    </Link>
  );
}

/**
 * CategoryHeader shows the category's name, description, six main services
 * and figures counted from the database: the category's total, its share of
 * all businesses, and its average rating over all reviews of the whole
 * category (the server's review-weighted mean; hidden without reviews).
 */
export function CategoryHeader({
  category,
  total,
  allBusinesses,
  averageRating,
}: {
  category: Category;
  total: number;
  allBusinesses: number | undefined;
  averageRating: number | undefined;
}) {
  const t = useTexts(categoriesTexts).page;
  const locale = useLocale();
  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <BackToCategories />
      <div className="mt-4 flex items-start gap-4">
        <CategoryIcon icon={category.icon} color={category.color} size="lg" />
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{category.name}</h1>
          <p className="mt-2 max-w-3xl text-slate-700">{category.description}</p>
        </div>
      </div>
      {category.services.length > 0 && (
        <section aria-labelledby="category-services" className="mt-6">
          <h2 id="category-services" className="text-sm font-semibold text-slate-700">
            {t.servicesHeading}
          </h2>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {category.services.map((s) => (
              <li key={s} className="flex items-center gap-2 text-slate-800">
                <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-green-700" />
                {s}
              </li>
            ))}
          </ul>
        </section>
      )}
      <dl aria-label={t.statsLabel} className="mt-6 grid gap-4 sm:grid-cols-3">
        <Stat value={formatNumber(total, locale)} label={t.statTotal} testId="stat-total" />
        <Stat
          value={allBusinesses ? formatPercent(total / allBusinesses, locale) : undefined}
          label={t.statShare}
          testId="stat-share"
        />
        {averageRating ? <Stat value={formatRating(averageRating, locale)} label={t.statAvg} testId="stat-average" /> : null}
      </dl>
    </header>
  );
}

/** Stat is one figure of the header; a placeholder of the same height keeps the layout while it loads. */
function Stat({ value, label, testId }: { value: string | undefined; label: string; testId: string }) {
  return (
    <div className="flex flex-col-reverse rounded-xl bg-slate-50 p-4" data-testid={testId}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="h-8 text-2xl font-bold text-blue-700">{value ?? <Skeleton className="h-7 w-16" />}</dd>
    </div>
  );
}

/** CategoryHeaderSkeleton keeps the header's place while the category loads. */
export function CategoryHeaderSkeleton() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" aria-hidden="true">
      <Skeleton className="h-5 w-32" />
      <div className="mt-4 flex items-start gap-4">
        <Skeleton className="h-16 w-16 rounded-2xl" />
        <div className="flex-1">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="mt-3 h-5 w-full max-w-2xl" />
        </div>
      </div>
      <Skeleton className="mt-6 h-24 w-full" />
      <Skeleton className="mt-6 h-20 w-full" />
    </div>
  );
}
