import type { Business } from "@/types/business";

const numberDE = new Intl.NumberFormat("de-DE");

/** formatNumber writes a count the German way: 12.345. */
export function formatNumber(n: number): string {
  return numberDE.format(n);
}

/** formatCount writes counts above 1000 in k form (spec: "Counts above 1000 display in k form"). */
export function formatCount(n: number): string {
  if (n <= 1000) return String(n);
  const k = n / 1000;
  return `${k >= 100 ? Math.round(k) : k.toFixed(1).replace(/\.0$/, "")}k`;
}

/** ratingValue reads a rating that may be a string, a number or missing (missing counts as 0). */
export function ratingValue(rating: Business["rating"] | undefined): number {
  const n = typeof rating === "string" ? parseFloat(rating) : (rating ?? 0);
  return Number.isFinite(n) ? Math.min(5, Math.max(0, n)) : 0;
}

/** formatRating shows a rating with one decimal, German style: 4,5. */
export function formatRating(rating: Business["rating"] | undefined): string {
  return ratingValue(rating).toFixed(1).replace(".", ",");
}

/** priceRange is the euro symbol repeated priceLevel times, default two. */
export function priceRange(level: number | null | undefined): string {
  const n = level && level >= 1 && level <= 4 ? Math.round(level) : 2;
  return "€".repeat(n);
}

/** businessHref links to the business's url slug, or to /business/{id} when there is none. */
export function businessHref(b: Pick<Business, "id" | "urlSlug">): string {
  return b.urlSlug ? `/${b.urlSlug.split("/").map(encodeURIComponent).join("/")}` : `/business/${b.id}`;
}

/** cityHref is the city page of a city name (URL-encoded). */
export function cityHref(city: string): string {
  return `/city/${encodeURIComponent(city)}`;
}

/** mapsHref opens an external maps search by place_id (falls back to name and address). */
export function mapsHref(b: Pick<Business, "place_id" | "name" | "address" | "city">): string {
  const q = encodeURIComponent([b.name, b.address || b.city].filter(Boolean).join(", "));
  return b.place_id
    ? `https://www.google.com/maps/search/?api=1&query=${q}&query_place_id=${encodeURIComponent(b.place_id)}`
    : `https://www.google.com/maps/search/?api=1&query=${q}`;
}

/** safeWebsite returns the website when it is an http(s) URL, else undefined. */
export function safeWebsite(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : undefined;
  } catch {
    return undefined;
  }
}

/** firstPhoto returns the URL of the first photo, whether photos are strings or objects. */
export function firstPhoto(b: Pick<Business, "photos">): string | undefined {
  const p = b.photos?.[0];
  if (!p) return undefined;
  return typeof p === "string" ? p : p.url;
}
