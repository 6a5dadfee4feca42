import { ArrowRight } from "lucide-react";
import { Link } from "@/lib/router";
import { findCategory } from "@/api/get-categories";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { categoriesTexts } from "@/i18n/en-categories";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import type { Category } from "@/types/business";
import { CategoryIcon } from "@/components/category-icon";

const linkFocus = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

/** categoryHref is the page of a category slug or alias. */
export function categoryHref(slug: string): string {
  return `/categories/${encodeURIComponent(slug)}`;
}

/**
 * FixedCategories are the spec's four overview categories. Their slugs are
 * aliases in our taxonomy, so each shows the real count of the category it
 * resolves to.
 */
export function FixedCategories({ categories }: { categories: Category[] | undefined }) {
  const texts = useTexts(categoriesTexts);
  const t = texts.overview;
  const locale = useLocale();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {texts.fixed.map((f) => {
        const c = findCategory(categories, f.slug);
        return (
          <li key={f.slug}>
            <Link to={categoryHref(f.slug)} className={`group block h-full rounded-xl ${linkFocus}`}>
              <Card className="flex h-full items-center gap-4 p-5 transition-shadow group-hover:shadow-md">
                <CategoryIcon icon={c?.icon} color={c?.color} />
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{f.name}</h3>
                  <div className="h-5 text-sm text-slate-600" data-testid={`count-${f.slug}`}>
                    {c ? t.count(formatNumber(c.count, locale)) : categories ? null : <Skeleton className="h-4 w-24" />}
                  </div>
                </div>
              </Card>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** CategoryTiles shows every taxonomy category with its description and real count. */
export function CategoryTiles({ categories }: { categories: Category[] | undefined }) {
  const t = useTexts(categoriesTexts).overview;
  const locale = useLocale();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories
        ? categories.map((c) => (
            <li key={c.slug}>
              <Link to={categoryHref(c.slug)} className={`group block h-full rounded-xl ${linkFocus}`}>
                <Card
                  className="flex h-full flex-col gap-3 border-t-4 p-5 transition-shadow group-hover:shadow-md"
                  style={{ borderTopColor: c.color }}
                >
                  <div className="flex items-center gap-3">
                    <CategoryIcon icon={c.icon} color={c.color} />
                    <div className="min-w-0">
                      <h3 className="text-lg font-semibold text-slate-900">{c.name}</h3>
                      <p className="text-sm font-medium text-slate-700">{t.count(formatNumber(c.count, locale))}</p>
                    </div>
                  </div>
                  <p className="text-sm text-slate-600">{c.description}</p>
                  <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-blue-700 group-hover:underline">
                    {t.showBusinesses}
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </span>
                </Card>
              </Link>
            </li>
          ))
        : Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-48 rounded-xl" data-testid="tile-skeleton" />
            </li>
          ))}
    </ul>
  );
}
