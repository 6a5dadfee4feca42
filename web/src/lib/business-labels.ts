import { intlLocale, type Locale } from "@/i18n/locale";
import type { Business } from "@/types/business";

/**
 * categoryLabel is the business's category as a visitor reads it: the
 * server's display name in the locale (the German or English name of the raw
 * Google category, or of its taxonomy category), and the raw category only
 * when the server sent no names (DESIGN.md section 1).
 */
export function categoryLabel(b: Pick<Business, "category" | "categoryLabels">, locale: Locale): string {
  return b.categoryLabels?.[locale]?.trim() || b.category;
}

// Intl.DisplayNames are costly to create; one per locale.
const regionNames = new Map<Locale, Intl.DisplayNames>();
function regionName(code: string, locale: Locale): string | undefined {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([intlLocale(locale)], { type: "region" })));
  try {
    const name = names.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined; // not a region code ("", "Deutschland", "X1")
  }
}

/** HOME_COUNTRY is the country a business does not name on cards: the directory's own. */
const HOME_COUNTRY = "DE";
const homeNames = new Set(["de", "deutschland", "germany"]);

type Place = Pick<Business, "country_code" | "country">;

// Short names addresses end with besides the code and the full names.
const shortNames: Record<string, string> = { US: "USA", GB: "UK" };

/**
 * countryName is the business's country in the locale ("Schweiz", "Vereinigte
 * Staaten"; "Switzerland" in English) from its country code, or its imported
 * country name when the code is unknown; "" for a German business or one
 * without a country.
 */
export function countryName(b: Place, locale: Locale): string {
  const code = b.country_code?.trim().toUpperCase() ?? "";
  const raw = b.country?.trim() ?? "";
  if (code === HOME_COUNTRY || (!code && homeNames.has(raw.toLowerCase()))) return "";
  return (code && regionName(code, locale)) || raw;
}

/**
 * withCountry appends the country of a business outside Germany to a place
 * ("Zürich" → "Zürich, Schweiz"). A country the text already ends with, in the
 * imported or either locale's spelling ("…, Switzerland"), is replaced, so the
 * place never names it twice or in two languages.
 */
export function withCountry(text: string, b: Place, locale: Locale): string {
  const name = countryName(b, locale);
  if (!name) return text;
  const code = b.country_code?.trim().toUpperCase() ?? "";
  const spellings = [name, b.country, code, code && regionName(code, "de"), code && regionName(code, "en"), shortNames[code]]
    .map((s) => s?.trim().toLowerCase())
    .filter(Boolean);
  const parts = text.split(",");
  const last = parts.length > 1 ? parts[parts.length - 1].trim().toLowerCase() : undefined;
  const place = last && spellings.includes(last) ? parts.slice(0, -1).join(",").trim() : text.trim();
  return place ? `${place}, ${name}` : name;
}
