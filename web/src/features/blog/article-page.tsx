import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { blogTexts } from "@/i18n/en-blog";
import { useTexts } from "@/i18n/locale";
import { isNotFound } from "@/lib/api-client";
import { useArticle } from "./api/get-article";
import { ArticleBody } from "./components/article-body";
import { ArticleMeta } from "./components/article-meta";
import { CategoryBadge } from "./components/category-badge";
import { GermanOnlyNote } from "./components/german-only-note";

/** BackToBlog links to /blog. */
function BackToBlog() {
  const t = useTexts(blogTexts);
  return (
    <Link to="/blog" className="inline-flex items-center gap-1.5 font-medium text-blue-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t.backToBlog}
    </Link>
  );
}

/** ArticlePage is /blog/{id}: one article, or a not-found card for an unknown id. */
export default function ArticlePage() {
  const t = useTexts(blogTexts);
  const id = useParams().id ?? "";
  const { data, isPending, isError, error, refetch } = useArticle(id);

  if (isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8" aria-busy="true">
        <p className="sr-only">{t.loading}</p>
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="mt-6 aspect-video w-full" />
        <Skeleton className="mt-6 h-40 w-full" />
      </div>
    );
  }
  if (isError) {
    const missing = isNotFound(error);
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <Card className="p-8 text-center" role={missing ? undefined : "alert"}>
          <h1 className="text-2xl font-bold text-slate-900">{missing ? t.notFoundTitle : t.articleError}</h1>
          {missing ? (
            <p className="mt-2 text-slate-600">{t.notFoundText}</p>
          ) : (
            <Button className="mt-4" onClick={() => void refetch()}>
              {t.retry}
            </Button>
          )}
          <div className="mt-6">
            <BackToBlog />
          </div>
        </Card>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <BackToBlog />
      <header className="mt-6">
        <CategoryBadge name={data.category} />
        <h1 lang="de" className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">
          {data.title}
        </h1>
        <p lang="de" className="mt-3 text-lg text-slate-700">
          {data.excerpt}
        </p>
        <ArticleMeta article={data} className="mt-4" />
        <GermanOnlyNote />
      </header>
      <img src={data.image} alt="" width={640} height={360} className="mt-6 aspect-video w-full rounded-xl object-cover" />
      <ArticleBody html={data.html} />
      <footer className="mt-10 border-t border-slate-200 pt-6">
        <BackToBlog />
      </footer>
    </article>
  );
}
