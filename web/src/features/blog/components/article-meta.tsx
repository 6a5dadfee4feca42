import { CalendarDays, Clock, User } from "lucide-react";
import { blogTexts } from "@/i18n/en-blog";
import { useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import { useFormatDate } from "../hooks/use-format-date";
import type { BlogArticle } from "../api/get-blog";

/** ArticleMeta is an article's author, publication day and reading time in one line. */
export function ArticleMeta({ article, className }: { article: BlogArticle; className?: string }) {
  const t = useTexts(blogTexts);
  const formatDate = useFormatDate();
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600", className)}>
      <span className="inline-flex items-center gap-1.5">
        <User aria-hidden="true" className="size-4" />
        {t.by(article.author)}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={article.date}>{formatDate(article.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {t.readTime(article.readTime)}
      </span>
    </p>
  );
}
