import { useSettings } from "@/api/get-settings";

/**
 * usableTileUrl is the site setting map_tile_url when the map can use it: an
 * http(s) template with {z}, {x} and {y} (or {-y}). The server checks the
 * value on save (directory.CheckTileURL); this guards the page against
 * anything else, which it treats as no map.
 */
export function usableTileUrl(setting: string | undefined): string | null {
  const url = setting?.trim();
  if (!url || !/^https?:\/\/[^/?#\\]/i.test(url)) return null;
  if (!url.includes("{z}") || !url.includes("{x}") || !(url.includes("{y}") || url.includes("{-y}"))) return null;
  return url;
}

/** useTileUrl is the map's tile URL from the site settings, or null: then no page shows a map. */
export function useTileUrl(): string | null {
  return usableTileUrl(useSettings().data?.map_tile_url);
}
