/** German texts of the city page; the English empty state of the spec lives in en-cities.ts. */
export const deCities = {
  heading: (city: string) => `Unternehmen in ${city}`,
  count: (total: string) => `${total} Unternehmen`,
  intro: (city: string) =>
    `Entdecken Sie Werkstätten, Handwerker, Dienstleister und Geschäfte in ${city}. ` +
    "Zu jedem Eintrag finden Sie Adresse, Telefonnummer, Öffnungszeiten und Bewertungen – " +
    "so finden Sie schnell den passenden Betrieb in Ihrer Nähe.",
  categoriesHeading: "Branchen in dieser Liste",
  listHeading: (city: string) => `Alle Unternehmen in ${city}`,
  empty: (city: string) => `Keine Unternehmen in ${city} gefunden`,
  emptyFiltered: "Keine Unternehmen mit diesen Filtern. Setzen Sie einen Filter zurück, um mehr zu sehen.",
  emptyHint: "Versuchen Sie es mit einer anderen Stadt oder suchen Sie direkt nach einem Betrieb.",
  backHome: "Zurück zur Startseite",
  errorHeading: "Die Unternehmen konnten nicht geladen werden",
  retry: "Erneut versuchen",
  cityRequired: "Bitte geben Sie eine Stadt an.",
  fetchFailed: "Der Server hat nicht geantwortet. Bitte versuchen Sie es erneut.",
} as const;
