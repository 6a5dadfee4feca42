import { useCategories } from "@/api/get-categories";
import { useCities } from "@/api/get-cities";
import { useStats } from "@/api/get-stats";
import { Skeleton } from "@/components/ui/skeleton";
import { aboutTexts } from "@/i18n/en-about";
import { intlLocale, useLocale, useTexts } from "@/i18n/locale";

/** Figure is one counted value with its label; a failed count is left out, a pending one is a placeholder. */
function Figure({ label, value, sub, pending }: { label: string; value?: string; sub?: string; pending: boolean }) {
  if (!pending && value === undefined) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900">
        {pending ? <Skeleton className="h-9 w-32" /> : value}
        {sub && <span className="mt-1 block text-sm font-normal text-slate-600">{sub}</span>}
      </dd>
    </div>
  );
}

/**
 * AboutStats shows the directory's figures counted from the database: the
 * listed businesses, the categories that hold businesses and the largest
 * city. The city list is the top 20 only, so no total city count is shown.
 */
export function AboutStats() {
  const t = useTexts(aboutTexts);
  const number = new Intl.NumberFormat(intlLocale(useLocale()));
  const stats = useStats();
  const categories = useCategories();
  const cities = useCities();
  const largest = cities.data?.[0];
  const failed = stats.isError && categories.isError && cities.isError;

  return (
    <section aria-labelledby="about-stats-heading" className="mt-10">
      <h2 id="about-stats-heading" className="text-2xl font-semibold text-slate-900">
        {t.statsHeading}
      </h2>
      {failed ? (
        <p className="mt-3 text-slate-700">{t.statsError}</p>
      ) : (
        <>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3" aria-busy={stats.isPending || categories.isPending || cities.isPending}>
            <Figure
              label={t.stats.businesses}
              pending={stats.isPending}
              value={stats.data ? number.format(stats.data.total) : undefined}
            />
            <Figure
              label={t.stats.categories}
              pending={categories.isPending}
              value={categories.data ? number.format(categories.data.filter((c) => c.count > 0).length) : undefined}
            />
            <Figure
              label={t.stats.largestCity}
              pending={cities.isPending}
              value={largest?.city}
              sub={largest ? t.stats.cityCount(number.format(largest.businessCount)) : undefined}
            />
          </dl>
          <p className="mt-2 text-sm text-slate-600">{t.statsNote}</p>
        </>
      )}
    </section>
  );
}
