import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import { preloaded } from "@/lib/preload";
import { cacheTime } from "@/lib/query-client";
import type { Category } from "@/types/business";

/** getCategories fetches the taxonomy with live counts. */
export function getCategories(): Promise<Category[]> {
  return fetchJSON<Category[]>("/api/categories");
}

/** categoriesQueryOptions caches the taxonomy for an hour. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ["api", "categories"],
    queryFn: getCategories,
    initialData: preloaded<Category[]>("/api/categories"),
    staleTime: cacheTime.categoryList,
  });

/** useCategories is the taxonomy with live counts. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

/** findCategory finds a category by its slug or one of its aliases. */
export function findCategory(categories: Category[] | undefined, slug: string): Category | undefined {
  return categories?.find((c) => c.slug === slug || c.aliases?.includes(slug));
}
