import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import { preloaded } from "@/lib/preload";
import { cacheTime } from "@/lib/query-client";

/** BlogArticle is an article without its text, as the lists carry it. */
export interface BlogArticle {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  /** date is the publication day, YYYY-MM-DD. */
  date: string;
  category: string;
  /** readTime is a text like "8 Min". */
  readTime: string;
  /** image is a site path under /blog/. */
  image: string;
  featured: boolean;
}

/** BlogCategory is a category with its number of articles and badge colour. */
export interface BlogCategory {
  name: string;
  count: number;
  color: string;
}

/** BlogIndex is the answer of GET /api/blog: articles newest first, categories, the editors' picks, the featured id. */
export interface BlogIndex {
  articles: BlogArticle[];
  categories: BlogCategory[];
  popular: BlogArticle[];
  featured: string;
}

const url = "/api/blog";

/** getBlog fetches the blog's articles and categories. */
export function getBlog(): Promise<BlogIndex> {
  return fetchJSON<BlogIndex>(url);
}

/** blogQueryOptions caches the blog's index; the articles change only with a new release. */
export const blogQueryOptions = () =>
  queryOptions({
    queryKey: ["api", "blog"],
    queryFn: getBlog,
    initialData: preloaded<BlogIndex>(url),
    staleTime: cacheTime.categoryList,
  });

/** useBlog is the blog's index. */
export function useBlog() {
  return useQuery(blogQueryOptions());
}
