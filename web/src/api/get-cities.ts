import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import { preloaded } from "@/lib/preload";
import { cacheTime } from "@/lib/query-client";
import type { CityCount } from "@/types/business";

/** UNKNOWN_CITY is left out of every city grid and selector. */
export const UNKNOWN_CITY = "Unknown";

/**
 * CITY_LIST_LIMIT is how many cities any page shows (home 12, the search
 * page's selector 20); the full list has thousands of entries.
 */
export const CITY_LIST_LIMIT = 20;

const citiesUrl = `/api/cities?limit=${CITY_LIST_LIMIT}`;

/** getCities fetches the largest cities, most businesses first. */
export async function getCities(): Promise<CityCount[]> {
  try {
    return await fetchJSON<CityCount[]>(citiesUrl);
  } catch (err) {
    throw new Error("Failed to fetch cities", { cause: err });
  }
}

/** citiesQueryOptions caches the city list for an hour. */
export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: ["api", "cities"],
    queryFn: getCities,
    initialData: preloaded<CityCount[]>(citiesUrl),
    staleTime: cacheTime.cities,
  });

/** useCities is the city list without the city named Unknown. */
export function useCities() {
  return useQuery({
    ...citiesQueryOptions(),
    select: (cities) => cities.filter((c) => c.city && c.city !== UNKNOWN_CITY),
  });
}
