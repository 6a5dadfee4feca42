import { useSettings } from "@/api/get-settings";

/** TILE_PLACEHOLDERS are the placeholders a tile URL template may hold (as the server checks them). */
const TILE_PLACEHOLDER = /\{(?:z|x|y|-y|s|r)\}/g;

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
  return tileHost(url) ? url : null;
}

/**
 * tileHost is the host the map's tiles come from, as the placeholder names
 * it: "tile.openstreetmap.org" for https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png;
 * "" when the template is no URL.
 */
export function tileHost(url: string): string {
  try {
    const plain = url.replace(/\{s\}\./g, "").replace(TILE_PLACEHOLDER, (p) => (p === "{s}" ? "a" : "0"));
    const u = new URL(plain);
    return u.protocol === "http:" || u.protocol === "https:" ? u.host : "";
  } catch {
    return "";
  }
}

/** useTileUrl is the map's tile URL from the site settings, or null: then no page shows a map. */
export function useTileUrl(): string | null {
  return usableTileUrl(useSettings().data?.map_tile_url);
}
