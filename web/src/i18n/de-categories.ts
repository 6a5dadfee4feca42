/**
 * German texts of the categories overview and the category page; the spec's
 * German messages ('Kategorie nicht gefunden', 'Keine Betriebe gefunden', the
 * sort labels) are kept verbatim.
 */
export const deCategories = {
  overview: {
    heading: "Branchen & Kategorien",
    intro: "Finden Sie Betriebe nach Branche – jede Kategorie zeigt, wie viele Unternehmen bei uns eingetragen sind.",
    summary: (categories: string, businesses: string) => `${categories} Kategorien · ${businesses} Unternehmen`,
    popularHeading: "Beliebte Kategorien",
    allHeading: "Alle Kategorien",
    featuredHeading: "Beliebte Unternehmen",
    marketHeading: "Marktentwicklung",
    marketIntro: "Was lokale Betriebe und ihre Kundschaft heute erwarten – und was das Verzeichnis dafür bietet.",
    count: (n: string) => `${n} Unternehmen`,
    showBusinesses: "Betriebe ansehen",
    categoriesError: "Die Kategorien konnten nicht geladen werden.",
    popularError: "Die beliebten Unternehmen konnten nicht geladen werden.",
    retry: "Erneut versuchen",
  },
  /** The spec's four fixed overview categories, linking to alias slugs of the taxonomy. */
  fixed: [
    { slug: "restaurant", name: "Restaurants" },
    { slug: "hair-salon", name: "Friseursalons" },
    { slug: "retail", name: "Einzelhandel" },
    { slug: "services", name: "Dienstleistungen" },
  ],
  market: {
    figures: {
      categories: "Kategorien im Verzeichnis",
      businesses: "eingetragene Unternehmen",
      largest: (name: string) => `Einträge in der größten Kategorie „${name}“`,
    },
    cards: [
      {
        title: "Lokale Suche im Netz",
        text: "Wer einen Handwerker, eine Werkstatt oder ein Restaurant sucht, beginnt meist online. Vollständige Einträge mit Adresse, Telefonnummer und Öffnungszeiten werden schneller gefunden.",
      },
      {
        title: "Bewertungen schaffen Vertrauen",
        text: "Bewertungen und Fotos helfen bei der Wahl des passenden Betriebs. Branchenbuch zeigt die Bewertungen aus öffentlichen Quellen direkt am Eintrag.",
      },
      {
        title: "Kostenlos eintragen",
        text: "Der Grundeintrag ist kostenlos. Inhaberinnen und Inhaber können ihren Betrieb eintragen und ihre Angaben aktuell halten.",
        link: { href: "/add-business", label: "Unternehmen eintragen" },
      },
    ],
  },
  page: {
    loadingTitle: "Kategorie",
    breadcrumb: "Alle Kategorien",
    servicesHeading: "Hauptleistungen",
    statsLabel: "Zahlen zur Kategorie",
    statTotal: "Betriebe in dieser Kategorie",
    statShare: "aller eingetragenen Unternehmen",
    statAvg: "Ø Bewertung aller Betriebe der Kategorie",
    sortLabel: "Sortieren nach",
    sort: [
      { value: "rating", label: "Beste Bewertung" },
      { value: "name", label: "Name A-Z" },
      { value: "city", label: "Stadt A-Z" },
      { value: "reviews", label: "Meiste Bewertungen" },
    ],
    found: (n: string) => `${n} Betriebe gefunden`,
    details: "Details ansehen",
    detailsOf: (name: string) => `Details zu ${name}`,
    notFound: "Kategorie nicht gefunden",
    notFoundText: "Diese Kategorie gibt es nicht. Wählen Sie eine Kategorie aus der Übersicht.",
    backToCategories: "Zurück zu allen Kategorien",
    errorHeading: "Fehler beim Laden der Daten",
    errorCategory: (slug: string) => `Kategorie: ${slug}`,
    unknownError: "Unbekannter Fehler",
    reload: "Neu laden",
    empty: "Keine Betriebe gefunden",
    emptyFiltered: "Keine Betriebe dieser Kategorie passen zu den gewählten Filtern.",
    emptyText: "In dieser Kategorie sind noch keine Betriebe eingetragen.",
    otherCategories: "Andere Kategorien ansehen",
  },
} as const;
