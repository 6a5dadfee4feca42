/**
 * Texts of the home page. The search placeholders, "Popular Cities",
 * "Featured Businesses" and "Search Results" are quoted verbatim from the spec
 * (English there too); the German messages are the spec's error catalogue.
 */
export const deHome = {
  metaTitle: "Branchenbuch – Unternehmen in Ihrer Nähe finden",
  metaDescription:
    "Finden Sie Werkstätten, Handwerker und Dienstleister in ganz Deutschland – mit Adressen, Telefonnummern, Öffnungszeiten und Bewertungen.",
  headline: (total: string) => `${total} Unternehmen in ganz Deutschland`,
  headlineFallback: "Unternehmen in ganz Deutschland",
  subline:
    "Finden Sie Werkstätten, Handwerker und Dienstleister in Ihrer Nähe – mit Kontaktdaten, Öffnungszeiten und Bewertungen.",
  searchForm: "Unternehmen suchen",
  queryLabel: "Was suchen Sie?",
  queryPlaceholder: "Search for businesses, services...",
  locationLabel: "Wo?",
  locationPlaceholder: "Location or postal code",
  submit: "Suchen",
  categoriesHeading: "Beliebte Kategorien",
  citiesHeading: "Popular Cities",
  citiesError: "Die Städte konnten nicht geladen werden.",
  cityCount: (count: string) => `${count} Unternehmen`,
  featuredHeading: "Featured Businesses",
  resultsHeading: "Search Results",
  resultsCount: (count: string) => `${count} Treffer`,
  loading: "Fachbetriebe werden geladen...",
  noResults: "Keine Ergebnisse gefunden.",
  noResultsHint: "Versuchen Sie es mit anderen Suchbegriffen.",
  resetSearch: "Suche zurücksetzen",
} as const;
