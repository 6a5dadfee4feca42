import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON, query } from "@/lib/api-client";
import { filterParams, type ListFilters, NO_FILTERS } from "@/lib/list-filters";
import { preloaded } from "@/lib/preload";
import { cacheTime } from "@/lib/query-client";
import type { CityPageResult } from "@/types/business";

/** CITY_REQUIRED is the error of a call without a city name (the spec's message; the page shows it in the locale). */
export const CITY_REQUIRED = "City name is required";

/** FETCH_FAILED is the error of a failed call (the spec's message; the page shows it in the locale). */
export const FETCH_FAILED = "Failed to fetch businesses";

/** CITY_PAGE_SIZE is the city page's page size (spec section 9). */
export const CITY_PAGE_SIZE = 20;

const cityUrl = (city: string, page: number, filters: ListFilters) =>
  `/api/cities/${encodeURIComponent(city)}/businesses${query({ page, limit: CITY_PAGE_SIZE, ...filterParams(filters) })}`;

/** getCityBusinesses fetches one page of a city's businesses; the city name is URL-encoded. */
export async function getCityBusinesses(city: string, page: number, filters: ListFilters = NO_FILTERS): Promise<CityPageResult> {
  if (!city.trim()) throw new Error(CITY_REQUIRED);
  try {
    return await fetchJSON<CityPageResult>(cityUrl(city, page, filters));
  } catch (err) {
    throw new Error(FETCH_FAILED, { cause: err });
  }
}

/** cityBusinessesQueryOptions caches a city page for 15 minutes. */
export const cityBusinessesQueryOptions = (city: string, page: number, filters: ListFilters = NO_FILTERS) =>
  queryOptions({
    queryKey: ["api", "cities", city, "businesses", { page, limit: CITY_PAGE_SIZE, ...filterParams(filters) }],
    queryFn: () => getCityBusinesses(city, page, filters),
    initialData: preloaded<CityPageResult>(cityUrl(city, page, filters)),
    // "Jetzt geöffnet" changes by the minute, as the server's cache does.
    staleTime: filters.open ? cacheTime.search : cacheTime.cityPage,
  });

/**
 * useCityBusinesses keeps the previous page on screen while the next one loads
 * (keepPreviousData), but only within the same city: another city's list must
 * never show under this city's heading.
 */
export function useCityBusinesses(city: string, page: number, filters: ListFilters = NO_FILTERS) {
  return useQuery({
    ...cityBusinessesQueryOptions(city, page, filters),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === city ? previous : undefined),
  });
}
