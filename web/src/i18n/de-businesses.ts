import type { Localized } from "./locale";
import { enBusinesses } from "./en-businesses";

/** German texts of the business search page /businesses (the empty state is the spec's wording). */
export const deBusinesses = {
  heading: "Unternehmen finden",
  subline: "Suchen Sie nach Name, Leistung oder Adresse und grenzen Sie nach Stadt und Kategorie ein.",
  searchLabel: "Suchbegriff",
  searchPlaceholder: "Name, Leistung oder Adresse",
  cityLabel: "Stadt",
  allCities: "Alle Städte",
  categoryLabel: "Kategorie",
  allCategories: "Alle Kategorien",
  categories: {
    dienstleister: "Dienstleister",
    handwerker: "Handwerker",
    "kfz-werkstatt": "KFZ-Werkstatt",
    handel: "Handel",
    gastronomie: "Gastronomie",
  },
  resultsHeading: "Suchergebnisse",
  count: (n: string) => `${n} Unternehmen gefunden`,
  empty: "Keine Unternehmen gefunden",
  emptyHint: "Ändern Sie Ihre Suche oder setzen Sie die Filter zurück.",
  resetFilters: "Filter zurücksetzen",
  error: "Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  retry: "Erneut versuchen",
  viewOf: (name: string) => ` – ${name}`,
  mapOf: (name: string) => ` – ${name} (öffnet in neuem Tab)`,
} as const;

/** businessesTexts are the search page's texts in both locales. */
export const businessesTexts: Localized<typeof deBusinesses> = { de: deBusinesses, en: enBusinesses };
