/** Texts of the cookie page: settings, the product's own cookies and the operator's code. */
export const deCookies = {
  title: "Cookie-Richtlinie",
  intro:
    "Hier sehen Sie, welche Cookies diese Website setzt, und legen fest, welche optionalen Kategorien Sie erlauben. Ohne Ihre Einwilligung sind nur die notwendigen aktiv.",
  settingsHeading: "Ihre Einstellungen",
  settingsHint:
    "Sie können Ihre Einwilligung jederzeit hier oder über „Cookie-Einstellungen“ im Fußbereich ändern oder widerrufen. Ein Widerruf gilt für die Zukunft; wurde bereits Analysecode ausgeführt, lädt die Seite neu, damit er endet.",
  save: "Einstellungen speichern",
  necessaryOnly: "Nur notwendige Cookies",
  saved: "Ihre Einstellungen wurden gespeichert.",
  tableHeading: "Cookies dieser Website",
  tableCaption: "Alle Cookies, die Branchenbuch selbst setzt",
  columns: { name: "Name", purpose: "Zweck", category: "Kategorie", duration: "Speicherdauer" },
  cookies: [
    {
      name: "bb_session",
      purpose:
        "Hält die Anmeldung des Betreibers im Verwaltungsbereich (/admin). Wird nur dort gesetzt, ist für Skripte nicht lesbar (HttpOnly) und wird nur an diese Website gesendet.",
      category: "Notwendig",
      duration: "Endet nach 2 Stunden ohne Aktivität, spätestens nach 12 Stunden, oder beim Abmelden",
    },
    {
      name: "bb_consent",
      purpose: "Speichert Ihre Auswahl auf dieser Seite, damit wir Sie nicht bei jedem Besuch erneut fragen.",
      category: "Notwendig",
      duration: "12 Monate",
    },
    {
      name: "bb_locale",
      purpose:
        "Merkt sich die gewählte Sprache (Deutsch oder Englisch). Wird nur mit Ihrer Einwilligung gesetzt und beim Widerruf gelöscht.",
      category: "Präferenzen",
      duration: "12 Monate",
    },
  ],
  storageHeading: "Weitere Speicherung in Ihrem Browser",
  storageText:
    "Beim Eintragen eines Unternehmens wird Ihr Entwurf im lokalen Speicher (localStorage) Ihres Browsers gehalten, damit nichts verloren geht. Er verlässt Ihr Gerät erst, wenn Sie ihn absenden. Klicken Sie bei einer Karte auf „Karte laden“ und haben Sie in „Präferenzen“ eingewilligt, merkt sich der Eintrag bb_map im lokalen Speicher diese Wahl für 12 Monate, damit Karten danach ohne Nachfrage laden; ohne diese Einwilligung wird nichts gespeichert, und bei ihrem Widerruf wird der Eintrag gelöscht.",
  thirdHeading: "Code des Betreibers und Cookies Dritter",
  thirdIntro:
    "Der Betreiber dieser Website kann eigenen Code einbinden. Dieser Code kann Cookies von Drittanbietern setzen, deren Namen und Speicherdauer der jeweilige Anbieter bestimmt.",
  third: [
    { name: "Werbeflächen", text: "Werden nur angezeigt und ausgeführt, solange Sie in Marketing eingewilligt haben." },
    { name: "Analysecode", text: "Wird nur geladen, solange Sie in Analyse eingewilligt haben." },
    {
      name: "Code im Seitenkopf",
      text: "Wird auf jeder Seite unabhängig von Ihrer Auswahl ausgeführt. Der Betreiber ist dafür verantwortlich, dass er ohne Einwilligung keine einwilligungspflichtigen Cookies setzt.",
    },
  ],
  privacyLink: "Mehr in der Datenschutzerklärung",
} as const;
