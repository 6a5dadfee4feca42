import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJSON } from "@/lib/api-client";
import { cacheTime } from "@/lib/query-client";
import type { CityCount } from "@/types/business";

/** UNKNOWN_CITY is left out of every city grid and selector. */
export const UNKNOWN_CITY = "Unknown";

/** getCities fetches the city list, most businesses first. */
export async function getCities(): Promise<CityCount[]> {
  try {
    return await fetchJSON<CityCount[]>("/api/cities");
  } catch (err) {
    throw new Error("Failed to fetch cities", { cause: err });
  }
}

/** citiesQueryOptions caches the city list for an hour. */
export const citiesQueryOptions = () =>
  queryOptions({ queryKey: ["api", "cities"], queryFn: getCities, staleTime: cacheTime.cities });

/** useCities is the city list without the city named Unknown. */
export function useCities() {
  return useQuery({
    ...citiesQueryOptions(),
    select: (cities) => cities.filter((c) => c.city && c.city !== UNKNOWN_CITY),
  });
}
