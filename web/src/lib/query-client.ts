import { QueryClient } from "@tanstack/react-query";

/** Cache lifetimes of the app's queries, in milliseconds (docs/api.md, "Caching"). */
export const MINUTE = 60_000;
export const cacheTime = {
  settings: 30 * MINUTE,
  cities: 60 * MINUTE,
  stats: 30 * MINUTE,
  popular: 30 * MINUTE,
  detail: 30 * MINUTE,
  cityPage: 15 * MINUTE,
  search: 10 * MINUTE,
  categoryList: 60 * MINUTE,
} as const;

/**
 * makeQueryClient is configured as docs/api.md, "Caching" says: no refetch on
 * focus, mount or reconnect; fresh 1 h, kept 2 h; queries retry twice after
 * 1 s, mutations once.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        staleTime: 60 * MINUTE,
        gcTime: 120 * MINUTE,
        retry: 2,
        retryDelay: 1000,
      },
      mutations: { retry: 1, retryDelay: 1000 },
    },
  });
}
