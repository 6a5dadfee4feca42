/**
 * Texts of the help centre. 'Keine Ergebnisse gefunden' is quoted verbatim
 * from the spec; every answer describes what this directory really does.
 */
export const deHelp = {
  title: "Hilfe-Center",
  intro: "Antworten auf häufige Fragen zur Suche, zu Einträgen und zum Branchenbuch.",
  searchLabel: "Fragen durchsuchen",
  searchPlaceholder: "z. B. Postleitzahl, Bewertungen, Eintrag",
  hits: (n: number) => (n === 1 ? "1 passende Frage" : `${n} passende Fragen`),
  noResults: "Keine Ergebnisse gefunden",
  noResultsHint: "Versuchen Sie einen anderen Begriff oder schreiben Sie uns.",
  reset: "Suche zurücksetzen",
  groups: [
    {
      key: "general",
      title: "Allgemein",
      color: "blue",
      items: [
        {
          question: "Was ist das Branchenbuch?",
          answer:
            "Ein Verzeichnis lokaler Unternehmen in Deutschland – Werkstätten, Handwerker, Dienstleister und mehr – mit Adresse, Telefonnummer, Webseite, Öffnungszeiten und Bewertungen.",
        },
        {
          question: "Kostet die Nutzung etwas?",
          answer: "Nein. Suchen und Lesen ist kostenlos und ohne Anmeldung möglich.",
        },
        {
          question: "Woher stammen die Daten?",
          answer:
            "Die meisten Einträge stammen aus Exporten von Google-Maps-Daten, die wir importieren und regelmäßig aktualisieren. Dazu kommen Unternehmen, die sich über das Formular „Unternehmen eintragen“ selbst melden und von uns geprüft werden.",
        },
        {
          question: "Wie erreiche ich das Team?",
          answer: "Über das Kontaktformular. Wir antworten innerhalb von 24 Stunden.",
        },
      ],
    },
    {
      key: "search",
      title: "Suche und Navigation",
      color: "green",
      items: [
        {
          question: "Wie finde ich ein Unternehmen?",
          answer:
            "Geben Sie auf der Startseite ein, was Sie suchen (Name oder Leistung), und wo (Ort oder Postleitzahl). Auf der Seite „Unternehmen“ grenzen Sie zusätzlich nach Stadt und Kategorie ein.",
        },
        {
          question: "Kann ich nach Postleitzahl suchen?",
          answer:
            "Ja. Eine vollständige Postleitzahl findet genau diesen Bezirk, die ersten Ziffern ein ganzes Gebiet (zum Beispiel „80“ für München 80xxx). Ebenso können Sie einen Ortsnamen eingeben.",
        },
        {
          question: "Findet die Suche auch andere Schreibweisen?",
          answer:
            "Ja. Umlaute und ß dürfen Sie umschreiben (Müller = Mueller = Muller, Straße = Strasse), und kleine Tippfehler werden erkannt.",
        },
        {
          question: "In welcher Reihenfolge erscheinen die Treffer?",
          answer:
            "Zuerst Unternehmen, deren Name alle Suchwörter enthält, dann Treffer in Kategorie und Leistungen, dann in der Beschreibung. Innerhalb dieser Gruppen entscheiden Bewertung und Anzahl der Bewertungen.",
        },
        {
          question: "Wie sehe ich alle Unternehmen einer Branche?",
          answer: "Unter „Kategorien“ finden Sie jede Branche mit der Zahl ihrer Einträge und einer eigenen Übersichtsseite.",
        },
      ],
    },
    {
      key: "listing",
      title: "Unternehmen eintragen",
      color: "orange",
      items: [
        {
          question: "Wie trage ich mein Unternehmen ein?",
          answer:
            "Über die Seite „Unternehmen eintragen“: In drei Schritten geben Sie Name, Kategorie und Beschreibung, Adresse und Kontaktdaten sowie auf Wunsch die Öffnungszeiten an.",
        },
        {
          question: "Was kostet ein Eintrag?",
          answer: "Nichts. Der Eintrag ist kostenlos.",
        },
        {
          question: "Wann erscheint mein Eintrag?",
          answer:
            "Wir prüfen jeden eingereichten Eintrag, bevor er im Verzeichnis erscheint. Die Freischaltung erfolgt innerhalb von 24 Stunden.",
        },
        {
          question: "Wie ändere ich die Angaben zu meinem Unternehmen?",
          answer:
            "Schreiben Sie uns über das Kontaktformular mit dem Anliegen „Unternehmenseintrag“. Adresse, Telefonnummer und Webseite korrigieren wir für Sie.",
        },
      ],
    },
    {
      key: "users",
      title: "Für Nutzer",
      color: "purple",
      items: [
        {
          question: "Woher kommen die Bewertungen?",
          answer:
            "Die Bewertungen stammen aus Google und werden hier nur angezeigt. Eigene Bewertungen können Sie hier nicht schreiben – das geht direkt bei Google.",
        },
        {
          question: "Was bedeutet „Jetzt geöffnet“?",
          answer:
            "Wir berechnen es bei jedem Aufruf aus den Öffnungszeiten und der aktuellen Uhrzeit. Fehlen für einen Tag die Öffnungszeiten, zeigen wir nichts an, statt zu raten.",
        },
        {
          question: "Welche Cookies verwendet die Seite?",
          answer:
            "Ohne Ihre Zustimmung nur technisch notwendige. Statistik- und Marketing-Cookies setzen wir erst, wenn Sie zustimmen; Ihre Auswahl können Sie jederzeit auf der Seite „Cookie-Einstellungen“ ändern.",
        },
        {
          question: "Wie teile ich einen Eintrag?",
          answer: "Mit der Schaltfläche „Teilen“ auf der Seite des Unternehmens.",
        },
      ],
    },
  ],
  supportHeading: "Persönliche Hilfe",
  support: {
    phone: {
      title: "Telefon",
      hours: "Mo–Fr 9:00–18:00",
      text: "Sie möchten lieber sprechen? Nennen Sie uns im Kontaktformular Ihre Nummer und eine passende Zeit.",
      action: "Rückruf anfragen",
    },
    email: {
      title: "E-Mail",
      hours: "Antwort innerhalb von 24 Stunden",
      text: "Schreiben Sie uns über das Kontaktformular; die Antwort kommt per E-Mail.",
      action: "Nachricht schreiben",
    },
    chat: {
      title: "Live-Chat",
      hours: "Derzeit nicht verfügbar",
      text: "Einen Live-Chat bieten wir derzeit nicht an. Schreiben Sie uns stattdessen – wir antworten innerhalb von 24 Stunden.",
      action: "Zum Kontaktformular",
    },
  },
  resourcesHeading: "Weitere Seiten",
  resources: [
    {
      key: "add",
      to: "/add-business",
      title: "Unternehmen eintragen",
      text: "Ihr Unternehmen kostenlos ins Verzeichnis bringen.",
    },
    { key: "blog", to: "/blog", title: "Ratgeber", text: "Artikel rund um Werkstatt, Handwerk und lokale Dienstleister." },
    {
      key: "cookies",
      to: "/cookies",
      title: "Cookie-Einstellungen",
      text: "Sehen und ändern, welchen Cookies Sie zugestimmt haben.",
    },
  ],
} as const;
