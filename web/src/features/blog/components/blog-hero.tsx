import { blogTexts } from "@/i18n/en-blog";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import { GermanOnlyNote } from "./german-only-note";

/** BlogHero is the blog's title, intro and its figures, counted from the articles themselves. */
export function BlogHero({ articles, categories }: { articles?: number; categories?: number }) {
  const t = useTexts(blogTexts);
  const locale = useLocale();
  const stats = [
    { value: articles, label: t.statArticles },
    { value: categories, label: t.statCategories },
  ];
  return (
    <header className="rounded-2xl bg-gradient-to-br from-blue-700 to-blue-900 px-6 py-10 text-white sm:px-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{t.title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-blue-50">{t.intro}</p>
      <dl aria-label={t.statsLabel} className="mt-6 flex gap-8">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse">
            <dt className="text-sm text-blue-100">{s.label}</dt>
            <dd className="text-3xl font-bold" data-testid={`blog-stat-${s.label}`}>
              {s.value === undefined ? "–" : formatNumber(s.value, locale)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="[&>p]:bg-white/15 [&>p]:text-white">
        <GermanOnlyNote />
      </div>
    </header>
  );
}
