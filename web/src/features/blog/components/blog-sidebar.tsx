import { Link } from "@/lib/router";
import { Card, CardTitle } from "@/components/ui/card";
import { blogTexts } from "@/i18n/en-blog";
import { useTexts } from "@/i18n/locale";
import type { BlogArticle, BlogCategory } from "../api/get-blog";
import { useFormatDate } from "../hooks/use-format-date";
import { CategoryBadge } from "./category-badge";
import { NewsletterBox } from "./newsletter-box";

/**
 * BlogSidebar lists the categories with their counts, the editors' reading
 * list (the site counts no readers, so "popular" is the editors' choice) and
 * the newsletter sign-up.
 */
export function BlogSidebar({ categories, picks }: { categories: BlogCategory[]; picks: BlogArticle[] }) {
  const t = useTexts(blogTexts);
  const formatDate = useFormatDate();
  return (
    <aside className="space-y-6">
      <Card className="p-5">
        <section aria-labelledby="blog-categories">
          <CardTitle id="blog-categories">{t.categoriesHeading}</CardTitle>
          <ul className="mt-3 space-y-2">
            {categories.map((c) => (
              <li key={c.name} className="flex items-center justify-between gap-2" data-testid="blog-category">
                <CategoryBadge name={c.name} color={c.color} />
                <span className="text-sm text-slate-600">{t.categoryCount(c.count)}</span>
              </li>
            ))}
          </ul>
        </section>
      </Card>
      <Card className="p-5">
        <section aria-labelledby="blog-picks">
          <CardTitle id="blog-picks">{t.picksHeading}</CardTitle>
          <ol className="mt-3 space-y-3">
            {picks.map((a) => (
              <li key={a.id}>
                <Link
                  lang="de"
                  to={`/blog/${encodeURIComponent(a.id)}`}
                  className="font-medium text-slate-900 hover:text-blue-700 hover:underline"
                >
                  {a.title}
                </Link>
                <p className="text-sm text-slate-600">
                  <time dateTime={a.date}>{formatDate(a.date)}</time>
                </p>
              </li>
            ))}
          </ol>
        </section>
      </Card>
      <NewsletterBox />
    </aside>
  );
}
