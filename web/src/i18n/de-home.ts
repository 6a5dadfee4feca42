/**
 * German texts of the home page; the messages of a failed or empty search are
 * the spec's German wording.
 */
export const deHome = {
  headline: (total: string) => `${total} Unternehmen in ganz Deutschland`,
  headlineFallback: "Unternehmen in ganz Deutschland",
  subline:
    "Finden Sie Werkstätten, Handwerker und Dienstleister in Ihrer Nähe – mit Kontaktdaten, Öffnungszeiten und Bewertungen.",
  searchForm: "Unternehmen suchen",
  queryLabel: "Was suchen Sie?",
  queryPlaceholder: "Unternehmen, Dienstleistungen suchen …",
  locationLabel: "Wo?",
  locationPlaceholder: "Ort oder Postleitzahl",
  submit: "Suchen",
  categoriesHeading: "Beliebte Kategorien",
  citiesHeading: "Beliebte Städte",
  citiesError: "Die Städte konnten nicht geladen werden.",
  cityCount: (count: string) => `${count} Unternehmen`,
  featuredHeading: "Empfohlene Unternehmen",
  resultsHeading: "Suchergebnisse",
  resultsCount: (count: string) => `${count} Treffer`,
  loading: "Fachbetriebe werden geladen...",
  noResults: "Keine Ergebnisse gefunden.",
  noResultsHint: "Versuchen Sie es mit anderen Suchbegriffen.",
  resetSearch: "Suche zurücksetzen",
} as const;
