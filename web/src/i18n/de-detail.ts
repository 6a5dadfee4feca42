import type { Localized } from "./locale";
import { enDetail } from "./en-detail";

/**
 * German texts of the business detail page and the ad areas; the not-found
 * card is the spec's German wording. Counts arrive formatted for the locale.
 */
export const deDetail = {
  backToSearch: "Zurück zur Suche",
  invalidParams: "Ungültige Seitenadresse",
  notFound: {
    title: "Unternehmen nicht gefunden",
    text: "Das gesuchte Unternehmen konnte nicht gefunden werden.",
    home: "Zurück zur Startseite",
  },
  loading: "Unternehmen wird geladen …",
  share: "Teilen",
  shareCopied: "Link kopiert",
  shareFailed: "Link konnte nicht kopiert werden",
  open: "Jetzt geöffnet",
  closed: "Geschlossen",
  reviewCount: (n: number, formatted: string) => (n === 1 ? "1 Bewertung" : `${formatted} Bewertungen`),
  noReviews: "Noch keine Bewertungen",
  readReviews: "Bewertungen ansehen",
  address: "Adresse",
  phone: "Telefon",
  website: "Website",
  call: (phone: string) => `${phone} anrufen`,
  subtypes: "Leistungen",
  photos: "Fotos",
  photoCount: (n: number, formatted: string) => (n === 1 ? "1 Foto" : `${formatted} Fotos`),
  noPhotos: "Noch keine Fotos",
  hours: "Öffnungszeiten",
  today: "Heute",
  days: {
    Monday: "Montag",
    Tuesday: "Dienstag",
    Wednesday: "Mittwoch",
    Thursday: "Donnerstag",
    Friday: "Freitag",
    Saturday: "Samstag",
    Sunday: "Sonntag",
  },
  about: "Über das Unternehmen",
  generatedDescription: (name: string, category: string, city: string) =>
    [name, category ? `aus der Kategorie ${category}` : "", city ? `in ${city}` : ""].filter(Boolean).join(" ") +
    ". Hier finden Sie Kontaktdaten, Öffnungszeiten und Bewertungen.",
  additionalInfo: "Weitere Informationen",
  available: "vorhanden",
  notAvailable: "nicht vorhanden",
  facts: {
    category: "Kategorie",
    rating: "Bewertung",
    ratingValue: (r: string) => `${r} von 5`,
    photos: "Fotos",
    status: "Status",
    verified: "Verifiziert",
    yes: "Ja",
    no: "Nein",
    price: "Preisniveau",
  },
  businessStatus: {
    OPERATIONAL: "In Betrieb",
    CLOSED_TEMPORARILY: "Vorübergehend geschlossen",
    CLOSED_PERMANENTLY: "Dauerhaft geschlossen",
  } as Record<string, string>,
  distribution: "Bewertungsverteilung",
  stars: (n: number) => (n === 1 ? "1 Stern" : `${n} Sterne`),
  scoreCount: (n: number, formatted: string) => (n === 1 ? "1 Bewertung" : `${formatted} Bewertungen`),
  noDistribution: "Noch keine Bewertungsverteilung vorhanden.",
  contact: "Kontakt",
  map: "Auf der Karte anzeigen",
  newTab: "(öffnet in neuem Tab)",
  ad: "Anzeige",
} as const;

/** detailTexts are the detail page's texts in both locales. */
export const detailTexts: Localized<typeof deDetail> = { de: deDetail, en: enDetail };
