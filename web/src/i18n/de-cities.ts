/** German texts of the city page (the spec's English empty state is kept verbatim). */
export const deCities = {
  metaTitle: (city: string) => `Unternehmen in ${city}`,
  metaDescription: (city: string) =>
    `Werkstätten, Handwerker und Dienstleister in ${city} mit Adresse, Telefonnummer, Öffnungszeiten und Bewertungen.`,
  heading: (city: string) => `Unternehmen in ${city}`,
  count: (total: string) => `${total} Unternehmen`,
  intro: (city: string) =>
    `Entdecken Sie Werkstätten, Handwerker, Dienstleister und Geschäfte in ${city}. ` +
    "Zu jedem Eintrag finden Sie Adresse, Telefonnummer, Öffnungszeiten und Bewertungen – " +
    "so finden Sie schnell den passenden Betrieb in Ihrer Nähe.",
  categoriesHeading: "Branchen in dieser Liste",
  listHeading: (city: string) => `Alle Unternehmen in ${city}`,
  empty: (city: string) => `No businesses found in ${city}`,
  emptyHint: "Versuchen Sie es mit einer anderen Stadt oder suchen Sie direkt nach einem Betrieb.",
  backHome: "Zurück zur Startseite",
  errorHeading: "Die Unternehmen konnten nicht geladen werden",
  retry: "Erneut versuchen",
  cityRequired: "City name is required",
  fetchFailed: "Failed to fetch businesses",
  pageOf: (page: number, total: number) => `Seite ${page} von ${total}`,
} as const;
