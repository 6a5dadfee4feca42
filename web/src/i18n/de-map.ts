/**
 * German texts of the map on /businesses and on detail pages: the
 * placeholder that asks before anything is loaded from the tile server, the
 * map's controls and markers. The tile server's host arrives as it is written.
 */
export const deMap = {
  placeholderHeading: "Karte anzeigen?",
  placeholderText: (host: string) =>
    `Die Karte lädt ihre Kartenbilder vom Server ${host}. Dabei erhält dieser Server Ihre IP-Adresse. Bevor Sie klicken, stellt Ihr Browser keine Verbindung her.`,
  load: "Karte laden",
  remembered: "Sie haben „Präferenzen“ erlaubt: Wir merken uns diese Wahl, künftig lädt die Karte ohne Nachfrage.",
  notRemembered: "Ohne Einwilligung in „Präferenzen“ fragen wir bei jedem Besuch erneut.",
  consentSettings: "Cookie-Einstellungen",
  loading: "Karte wird geladen …",
  failed: "Die Karte konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  attribution: "© OpenStreetMap-Mitwirkende",
  zoomIn: "Vergrößern",
  zoomOut: "Verkleinern",
  resultsLabel: "Karte der Suchergebnisse",
  detailLabel: (name: string) => `Karte: ${name}`,
  cluster: (n: string) => `${n} Unternehmen – zum Vergrößern auswählen`,
  clusterList: (n: string) => `${n} Unternehmen an dieser Stelle`,
  rating: "Bewertung",
  onMap: (n: string, total: string) => `${n} von ${total} Unternehmen dieser Seite haben eine Lage und stehen auf der Karte.`,
  noCoordinates: "Für die Unternehmen dieser Seite ist keine Lage bekannt; die Karte bleibt leer.",
} as const;
