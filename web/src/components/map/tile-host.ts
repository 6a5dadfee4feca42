/** TILE_PLACEHOLDER matches the placeholders a tile URL template may hold (as the server checks them). */
const TILE_PLACEHOLDER = /\{(?:z|x|y|-y|s|r)\}/g;

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
