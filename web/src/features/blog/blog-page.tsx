import { useSearchParams } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { blogTexts } from "@/i18n/en-blog";
import { useTexts } from "@/i18n/locale";
import { useBlog } from "./api/get-blog";
import { ArticleCard } from "./components/article-card";
import { BlogHero } from "./components/blog-hero";
import { BlogSidebar } from "./components/blog-sidebar";
import { FeaturedArticle } from "./components/featured-article";
import { NewsletterNotice } from "./components/newsletter-notice";

/** LIST_SIZE is the number of article cards below the featured one. */
const LIST_SIZE = 5;

/**
 * BlogPage is /blog: the hero with figures counted from the articles, the
 * featured article, the next five, and a sidebar with categories, the
 * editors' picks and the newsletter.
 */
export default function BlogPage() {
  const t = useTexts(blogTexts);
  const [params] = useSearchParams();
  const { data, isPending, isError, refetch } = useBlog();

  const featured = data?.articles.find((a) => a.id === data.featured);
  const list = data?.articles.filter((a) => a.id !== data.featured).slice(0, LIST_SIZE) ?? [];
  const colorOf = (category: string) => data?.categories.find((c) => c.name === category)?.color;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <NewsletterNotice outcome={params.get("newsletter")} />
      <BlogHero articles={data?.articles.length} categories={data?.categories.length} />
      {isPending ? (
        <div className="mt-8 space-y-4" aria-busy="true">
          <p className="sr-only">{t.loading}</p>
          <Skeleton className="h-64 w-full" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-72" />
            <Skeleton className="h-72" />
          </div>
        </div>
      ) : isError ? (
        <Card className="mt-8 p-8 text-center" role="alert">
          <p className="text-xl font-semibold text-slate-900">{t.error}</p>
          <Button className="mt-4" onClick={() => void refetch()}>
            {t.retry}
          </Button>
        </Card>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-8">
            {featured && (
              <section aria-labelledby="blog-featured">
                <h2 id="blog-featured" className="mb-3 text-xl font-semibold text-slate-900">
                  {t.featuredHeading}
                </h2>
                <FeaturedArticle article={featured} color={colorOf(featured.category)} />
              </section>
            )}
            <section aria-labelledby="blog-latest">
              <h2 id="blog-latest" className="mb-3 text-xl font-semibold text-slate-900">
                {t.latestHeading}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2">
                {list.map((a) => (
                  <li key={a.id} data-testid="article-card">
                    <ArticleCard article={a} color={colorOf(a.category)} />
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <BlogSidebar categories={data.categories} picks={data.popular} />
        </div>
      )}
    </div>
  );
}
