import { Link } from "@/lib/router";
import { Card } from "@/components/ui/card";
import { blogTexts } from "@/i18n/en-blog";
import { useTexts } from "@/i18n/locale";
import type { BlogArticle } from "../api/get-blog";
import { ArticleMeta } from "./article-meta";
import { CategoryBadge } from "./category-badge";

/** FeaturedArticle is the article the editors put first, shown large. */
export function FeaturedArticle({ article, color }: { article: BlogArticle; color?: string }) {
  const t = useTexts(blogTexts);
  const href = `/blog/${encodeURIComponent(article.id)}`;
  return (
    <Card className="grid overflow-hidden md:grid-cols-2" data-testid="featured-article">
      <img src={article.image} alt="" width={640} height={360} className="aspect-video h-full w-full object-cover" />
      <div className="flex flex-col p-6">
        <CategoryBadge name={article.category} color={color} className="self-start" />
        <h3 lang="de" className="mt-3 text-2xl font-bold text-slate-900">
          <Link to={href} className="hover:text-blue-700 hover:underline">
            {article.title}
          </Link>
        </h3>
        <p lang="de" className="mt-3 text-slate-700">
          {article.excerpt}
        </p>
        <ArticleMeta article={article} className="mt-4" />
        <Link
          to={href}
          aria-label={t.readMoreAbout(article.title)}
          className="mt-4 self-start font-semibold text-blue-700 hover:underline"
        >
          {t.readMore} →
        </Link>
      </div>
    </Card>
  );
}
