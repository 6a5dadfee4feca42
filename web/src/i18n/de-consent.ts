import type { Localized, Texts } from "./locale";

/** Texts of the cookie banner and of the four consent switches (also on /cookies). */
export const deConsent = {
  region: "Cookie-Einstellungen",
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
      description: "Merkt sich Ihre gewählte Sprache für 12 Monate.",
    },
  },
} as const;

/** English texts of the cookie banner and the consent switches. */
export const enConsent: Texts<typeof deConsent> = {
  region: "Cookie settings",
  heading: "Cookies and privacy",
  text: "We only use strictly necessary cookies unless you choose otherwise. With your consent, analytics, advertising and saved preferences are added. You can change your choice at any time via “Cookie settings” in the footer.",
  more: "More about cookies",
  acceptAll: "Accept all",
  necessaryOnly: "Necessary only",
  settings: "Settings",
  save: "Save settings",
  close: "Close",
  categoriesLegend: "Cookie categories",
  alwaysOn: "Always on",
  categories: {
    necessary: {
      label: "Necessary",
      description: "Required for the site to work: your cookie choice and the operator's sign-in. Always on.",
    },
    analytics: {
      label: "Analytics",
      description: "Allows the operator's analytics code, which evaluates how the site is used.",
    },
    marketing: {
      label: "Marketing",
      description: "Allows the operator's ad areas, whose providers may set their own cookies.",
    },
    preferences: {
      label: "Preferences",
      description: "Remembers your chosen language for 12 months.",
    },
  },
};

/** consentTexts are the banner's texts per locale. */
export const consentTexts: Localized<typeof deConsent> = { de: deConsent, en: enConsent };
