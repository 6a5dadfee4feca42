import { Link } from "@/lib/router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { categoriesTexts } from "@/i18n/en-categories";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import type { Category } from "@/types/business";

/**
 * MarketCards are the overview's market-development cards: figures counted
 * from the database (categories, businesses, the largest category) and a few
 * fixed texts about the directory without invented numbers.
 */
export function MarketCards({
  categories,
  totalBusinesses,
}: {
  categories: Category[] | undefined;
  totalBusinesses: number | undefined;
}) {
  const m = useTexts(categoriesTexts).market;
  const locale = useLocale();
  const largest = categories?.reduce<Category | undefined>((a, c) => (!a || c.count > a.count ? c : a), undefined);
  const figures = [
    { key: "categories", value: categories?.length, label: m.figures.categories },
    { key: "businesses", value: totalBusinesses, label: m.figures.businesses },
    { key: "largest", value: largest?.count, label: largest ? m.figures.largest(largest.name) : "" },
  ];
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <Card key={f.key} className="flex flex-col-reverse p-5" data-testid={`figure-${f.key}`}>
            <dt className="min-h-5 text-sm text-slate-600">{f.label}</dt>
            <dd className="h-9 text-3xl font-bold text-blue-700">
              {f.value === undefined ? <Skeleton className="h-8 w-20" /> : formatNumber(f.value, locale)}
            </dd>
          </Card>
        ))}
      </dl>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {m.cards.map((c) => (
          <li key={c.title}>
            <Card className="h-full p-5">
              <h3 className="font-semibold text-slate-900">{c.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{c.text}</p>
              {"link" in c && (
                <Link
                  to={c.link.href}
                  className="mt-3 inline-block text-sm font-medium text-blue-700 hover:underline focus-visible:outline-3 focus-visible:outline-blue-600"
                >
                  {c.link.label}
                </Link>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
