import type { Localized } from "./locale";
import { en } from "./en";

/**
 * Texts of the shared frame (navigation, footer) and of parts every page
 * uses, in German; their English twin is en.ts.
 */
export const de = {
  nav: {
    home: "Start",
    businesses: "Unternehmen",
    categories: "Kategorien",
    help: "Hilfe",
    contact: "Kontakt",
    menu: "Menü",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    mainNav: "Hauptnavigation",
    skipToContent: "Zum Inhalt springen",
  },
  footer: {
    about:
      "Branchenbuch verbindet Sie mit Werkstätten, Handwerkern und Dienstleistern in ganz Deutschland – mit Kontaktdaten, Öffnungszeiten und Bewertungen.",
    quickLinks: "Schnellzugriff",
    categories: "Kategorien",
    legal: "Rechtliches",
    social: "Soziale Netzwerke",
    allBusinesses: "Alle Unternehmen",
    allCategories: "Alle Kategorien",
    help: "Hilfe",
    contact: "Kontakt",
    about2: "Über uns",
    addBusiness: "Unternehmen eintragen",
    blog: "Blog",
    restaurants: "Restaurants",
    hairSalons: "Friseursalons",
    retail: "Einzelhandel",
    services: "Dienstleistungen",
    healthcare: "Gesundheit",
    privacy: "Datenschutz",
    imprint: "Impressum",
    terms: "AGB",
    cookies: "Cookie-Richtlinie",
    cookieSettings: "Cookie-Einstellungen",
    language: "Sprache",
    /** The other locale's name, written in that language (the switch's label). */
    otherLanguage: "English",
    copyright: "© 2024 Branchenbuch. Alle Rechte vorbehalten.",
  },
  common: {
    reviews: (n: string) => `${n} Bewertungen`,
    oneReview: "1 Bewertung",
    noReviews: "Neu",
    previous: "Zurück",
    next: "Weiter",
    page: (n: number) => `Seite ${n}`,
    pagination: "Seitennavigation",
    grid: "Rasteransicht",
    list: "Listenansicht",
    view: "Ansehen",
    map: "Karte",
    loading: "Wird geladen …",
    ratingLabel: (r: string) => `Bewertung ${r} von 5`,
  },
  toast: {
    label: "Benachrichtigung",
    viewport: "Benachrichtigungen ({hotkey})",
    close: "Schließen",
  },
} as const;

/** siteTexts are the frame's texts in both locales: const t = useTexts(siteTexts). */
export const siteTexts: Localized<typeof de> = { de, en };
