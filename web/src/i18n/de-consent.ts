/** Texts of the cookie banner and of the four consent switches (also on /cookies). */
export const deConsent = {
  heading: "Cookies und Datenschutz",
  text: "Wir verwenden nur technisch notwendige Cookies, solange Sie nichts anderes wählen. Mit Ihrer Einwilligung kommen Analyse, Werbung und gespeicherte Vorlieben hinzu. Sie können Ihre Wahl jederzeit über „Cookie-Einstellungen“ im Fußbereich ändern.",
  more: "Mehr zu Cookies",
  acceptAll: "Alle akzeptieren",
  necessaryOnly: "Nur notwendige",
  settings: "Einstellungen",
  save: "Einstellungen speichern",
  close: "Schließen",
  categoriesLegend: "Cookie-Kategorien",
  alwaysOn: "Immer aktiv",
  categories: {
    necessary: {
      label: "Notwendig",
      description: "Für den Betrieb der Seite erforderlich: Ihre Cookie-Auswahl und die Anmeldung des Betreibers. Immer aktiv.",
    },
    analytics: {
      label: "Analyse",
      description: "Erlaubt den Analysecode des Betreibers, der die Nutzung der Seite auswertet.",
    },
    marketing: {
      label: "Marketing",
      description: "Erlaubt die Werbeflächen des Betreibers, deren Anbieter eigene Cookies setzen können.",
    },
    preferences: {
      label: "Präferenzen",
      description: "Merkt sich für 12 Monate Ihre gewählte Sprache und ob Karten ohne Nachfrage laden.",
    },
  },
} as const;
