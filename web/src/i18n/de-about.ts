/**
 * Texts of the about page. Every figure on the page is counted from the
 * database; the texts describe how this directory really works.
 */
export const deAbout = {
  title: "Über uns",
  intro:
    "Das Branchenbuch verzeichnet lokale Unternehmen in ganz Deutschland – von der KFZ-Werkstatt über den Handwerksbetrieb bis zum Dienstleister um die Ecke.",
  statsHeading: "Das Verzeichnis in Zahlen",
  statsNote: "Gezählt aus der Datenbank, Stand dieses Seitenaufrufs.",
  stats: {
    businesses: "Unternehmen",
    categories: "Kategorien mit Einträgen",
    largestCity: "Größte Stadt im Verzeichnis",
    cityCount: (n: string) => `${n} Unternehmen`,
  },
  statsError: "Die Zahlen konnten gerade nicht geladen werden.",
  missionHeading: "Unsere Aufgabe",
  mission: [
    "Wer eine Werkstatt, einen Handwerker oder einen Dienstleister sucht, soll schnell die richtigen Angaben finden: Adresse, Telefonnummer, Webseite, Öffnungszeiten und Bewertungen – übersichtlich, auch auf dem Smartphone.",
    "Suchen ist kostenlos und ohne Anmeldung möglich. Unternehmen tragen sich ebenso kostenlos ein; wir prüfen jeden Eintrag, bevor er erscheint.",
  ],
  timelineHeading: "Der Weg eines Eintrags",
  timeline: [
    {
      title: "Import",
      text: "Die Einträge stammen aus Exporten von Google-Maps-Daten. Jede Zeile wird gelesen und geprüft; fehlerhafte Zeilen werden mit ihrer Zeilennummer gemeldet statt still übernommen.",
    },
    {
      title: "Abgleich",
      text: "Ein Unternehmen wird an seiner Google-Place-ID erkannt, ohne sie an Name und Adresse. Doppelte Zeilen fallen auf, bekannte Unternehmen werden aktualisiert statt verdoppelt.",
    },
    {
      title: "Einordnung",
      text: "Jedes Unternehmen erhält eine deutsche Kategorie aus einer festen Liste, damit jede Branche eine eigene, vollständige Übersicht hat.",
    },
    {
      title: "Veröffentlichung",
      text: "Jedes Unternehmen bekommt eine eigene Seite mit Kontaktdaten, Öffnungszeiten und Bewertungen, die auch Suchmaschinen vollständig lesen können.",
    },
    {
      title: "Pflege",
      text: "Neue Exporte aktualisieren bestehende Einträge. Hinweise über das Kontaktformular und selbst eingetragene Unternehmen prüfen wir von Hand.",
    },
  ],
  teamHeading: "Wer dahintersteht",
  team: [
    {
      title: "Betrieb und Datenpflege",
      text: "Importiert und aktualisiert die Daten, prüft neu eingetragene Unternehmen und korrigiert Einträge.",
    },
    {
      title: "Support",
      text: "Beantwortet Nachrichten aus dem Kontaktformular innerhalb von 24 Stunden.",
    },
    {
      title: "Entwicklung",
      text: "Baut und betreibt die Software: schnelle Suche, barrierearme Seiten, sparsamer Umgang mit Daten.",
    },
  ],
  techHeading: "Technik",
  tech: [
    {
      title: "Go-Server",
      text: "Ein einziges Programm liefert Schnittstelle, Seiten, Sitemaps und Vorschaubilder aus – die erste Antwort enthält bereits den fertigen Inhalt.",
    },
    {
      title: "SQLite oder PostgreSQL",
      text: "Die Daten liegen in SQLite oder, für große Installationen, in PostgreSQL. Die Volltextsuche läuft direkt in der Datenbank.",
    },
    {
      title: "React",
      text: "Die Oberfläche ist mit React gebaut; jede Seite lädt nur den Code, den sie braucht.",
    },
    {
      title: "Deutsche Suche",
      text: "Umlaute und ß werden gleich behandelt (Müller = Mueller), kleine Tippfehler erkannt, Postleitzahlen und Orte zugeordnet.",
    },
    {
      title: "Daten",
      text: "Unternehmensdaten aus Google-Maps-Exporten; Postleitzahlen und Orte von GeoNames (geonames.org, CC BY 4.0).",
    },
  ],
  ctaHeading: "Ihr Unternehmen fehlt?",
  ctaText: "Tragen Sie es kostenlos ein – oder schreiben Sie uns, wenn ein Eintrag nicht stimmt.",
  ctaAdd: "Unternehmen eintragen",
  ctaContact: "Kontakt aufnehmen",
} as const;
