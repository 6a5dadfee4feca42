import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON, isNotFound } from "@/lib/api-client";
import { preloaded } from "@/lib/preload";
import { cacheTime } from "@/lib/query-client";
import type { BlogArticle } from "./get-blog";

/** Article is the answer of GET /api/blog/{id}: the article with its rendered, escaped HTML. */
export interface Article extends BlogArticle {
  html: string;
}

const articleUrl = (id: string) => `/api/blog/${encodeURIComponent(id)}`;

/** getArticle fetches one article by its id. */
export function getArticle(id: string): Promise<Article> {
  return fetchJSON<Article>(articleUrl(id));
}

/** articleQueryOptions caches an article; an unknown one (404) is not asked for again. */
export const articleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["api", "blog", id],
    queryFn: () => getArticle(id),
    initialData: preloaded<Article>(articleUrl(id)),
    staleTime: cacheTime.categoryList,
    retry: (failures: number, err: unknown) => !isNotFound(err) && failures < 2,
  });

/** useArticle is one article with its text. */
export function useArticle(id: string) {
  return useQuery(articleQueryOptions(id));
}
