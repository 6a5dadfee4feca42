import deLists from "@/i18n/de-lists.json";
import enLists from "@/i18n/en-lists.json";
import { fill } from "@/i18n/fill";
import { intlLocale, type Locale } from "@/i18n/locale";
import type { Business } from "@/types/business";

// Intl formatters are costly to create; one per locale and option set.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = locale + JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(intlLocale(locale), options)));
  return f;
}

/** formatNumber writes a count in the locale's way: 12.345 in German, 12,345 in English. */
export function formatNumber(n: number, locale: Locale = "de"): string {
  return numberFormat(locale).format(n);
}

/** formatTotal writes a list's total; a capped total (more than it) reads "über 1.000" / "over 1,000". */
export function formatTotal(total: number, capped: boolean | undefined, locale: Locale = "de"): string {
  const n = formatNumber(total, locale);
  if (!capped) return n;
  return fill((locale === "en" ? enLists : deLists).total.capped, { n });
}

// Short forms of thousands and millions: German writes "1,2 Tsd." and "1,2 Mio.", English "1.2k" and "1.2M".
const compactUnits: Record<Locale, { thousand: string; million: string }> = {
  de: { thousand: "\u00a0Tsd.", million: "\u00a0Mio." },
  en: { thousand: "k", million: "M" },
};

/**
 * formatCount writes counts above 1000 in short form (docs/i18n.md, "Numbers"):
 * 36121 is "36,1 Tsd." in German and "36.1k" in English; from 100 units on
 * without a decimal ("441 Tsd."). Smaller counts are written in full.
 */
export function formatCount(n: number, locale: Locale = "de"): string {
  if (n <= 1000) return formatNumber(n, locale);
  const [value, unit] =
    n >= 1_000_000 ? [n / 1_000_000, compactUnits[locale].million] : [n / 1000, compactUnits[locale].thousand];
  // Rounding 999.96 thousand up must not print "1000 Tsd.".
  const digits = value >= 100 ? 0 : 1;
  if (unit === compactUnits[locale].thousand && Number(value.toFixed(digits)) >= 1000) return formatCount(1_000_000, locale);
  return numberFormat(locale, { maximumFractionDigits: digits }).format(value) + unit;
}

/** ratingValue reads a rating that may be a string, a number or missing (missing counts as 0). */
export function ratingValue(rating: Business["rating"] | undefined): number {
  const n = typeof rating === "string" ? parseFloat(rating) : (rating ?? 0);
  return Number.isFinite(n) ? Math.min(5, Math.max(0, n)) : 0;
}

/** formatRating shows a rating with one decimal in the locale's way: 4,5 in German, 4.5 in English. */
export function formatRating(rating: Business["rating"] | undefined, locale: Locale = "de"): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ratingValue(rating));
}

/** formatPercent writes a share (0.25) as a percentage with at most one decimal: "25 %" in German, "25%" in English. */
export function formatPercent(share: number, locale: Locale = "de"): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(share);
}

/**
 * formatDistance writes a distance in kilometres as a number in the locale's
 * way, with one decimal under 10 km ("1,2") and whole kilometres from 10 km
 * on ("12"); the unit is the caller's text.
 */
export function formatDistance(km: number, locale: Locale = "de"): string {
  const digits = km < 9.95 ? 1 : 0;
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Math.max(0, km));
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
