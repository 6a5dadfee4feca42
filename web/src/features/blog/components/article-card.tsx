import { Link } from "@/lib/router";
import { Card } from "@/components/ui/card";
import type { BlogArticle } from "../api/get-blog";
import { ArticleMeta } from "./article-meta";
import { CategoryBadge } from "./category-badge";

/** ArticleCard is an article in the list: picture, category, title linking to the article, excerpt and meta. */
export function ArticleCard({ article, color }: { article: BlogArticle; color?: string }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <img src={article.image} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col p-4">
        <CategoryBadge name={article.category} color={color} className="self-start" />
        <h3 lang="de" className="mt-2 text-lg font-semibold text-slate-900">
          <Link to={`/blog/${encodeURIComponent(article.id)}`} className="hover:text-blue-700 hover:underline">
            {article.title}
          </Link>
        </h3>
        <p lang="de" className="mt-2 flex-1 text-slate-700">
          {article.excerpt}
        </p>
        <ArticleMeta article={article} className="mt-3" />
      </div>
    </Card>
  );
}
