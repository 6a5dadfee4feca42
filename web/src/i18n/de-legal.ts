/**
 * Texts of the privacy policy, the imprint and the terms. The German texts
 * are binding. The privacy policy names what the product really stores.
 */
export const deLegal = {
  lastUpdated: "Stand:",
  toc: "Inhalt",
  bindingNote: "",
  privacy: {
    title: "Datenschutzerklärung",
    intro:
      "Sie können Branchenbuch ohne Konto und ohne Angabe persönlicher Daten nutzen. Hier erfahren Sie, welche Daten dabei trotzdem anfallen, wofür, wie lange, und welche Rechte Sie haben.",
    sections: {
      controller: {
        title: "Verantwortlicher",
        p: [
          "Verantwortlich für die Datenverarbeitung auf dieser Website ist der Betreiber. Name, Anschrift und Kontakt finden Sie im Impressum.",
        ],
      },
      logs: {
        title: "Server-Protokolle",
        p: [
          "Bei jedem Aufruf schreibt der Server eine Protokollzeile mit: Zeitpunkt, Anfragemethode (z. B. GET), aufgerufenem Pfad ohne Suchparameter, Statuscode, Größe der Antwort in Bytes und Bearbeitungsdauer in Millisekunden. Ihre IP-Adresse, Ihr Browser und die zuvor besuchte Seite werden darin nicht festgehalten.",
          "Meldet sich der Betreiber im Verwaltungsbereich an oder ab oder schlägt eine Anmeldung fehl, werden zusätzlich die IP-Adresse des Anmeldenden protokolliert und fehlgeschlagene Versuche pro Adresse gezählt, um das Erraten des Passworts zu verhindern.",
          "Zweck ist der sichere und fehlerfreie Betrieb; Rechtsgrundlage ist unser berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO).",
        ],
      },
      cookies: {
        title: "Cookies und Einwilligung",
        p: [
          "Branchenbuch setzt selbst nur diese Cookies:",
          "Notwendige Cookies setzen wir nach § 25 Abs. 2 Nr. 2 TDDDG; alles Weitere nur mit Ihrer Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Vor Ihrer Wahl sind alle optionalen Kategorien aus. Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen.",
        ],
        list: [
          "bb_session – hält die Anmeldung des Betreibers, nur im Verwaltungsbereich (/admin), für Skripte nicht lesbar (HttpOnly); endet nach 2 Stunden ohne Aktivität, spätestens nach 12 Stunden.",
          "bb_consent – speichert Ihre Cookie-Auswahl für 12 Monate.",
          "bb_locale – merkt sich die gewählte Sprache für 12 Monate, nur mit Ihrer Einwilligung in „Präferenzen“; bei deren Widerruf wird es gelöscht.",
        ],
        link: "Cookie-Einstellungen und Cookie-Richtlinie",
      },
      operatorCode: {
        title: "Werbung und Analyse",
        p: [
          "Der Betreiber kann Werbeflächen und einen Analysecode von Drittanbietern einbinden. Werbeflächen werden nur mit Ihrer Einwilligung in „Marketing“ geladen, der Analysecode nur mit Ihrer Einwilligung in „Analyse“. Diese Anbieter können dabei Ihre IP-Adresse erhalten und eigene Cookies setzen; dafür gelten deren Datenschutzhinweise.",
          "Code, den der Betreiber in den Seitenkopf einbindet, läuft unabhängig von Ihrer Auswahl; der Betreiber ist dafür verantwortlich, dass er ohne Einwilligung keine einwilligungspflichtigen Daten erhebt.",
        ],
      },
      forms: {
        title: "Kontaktformular, Unternehmenseintrag und Newsletter",
        p: [
          "Was Sie in unsere Formulare eintragen, speichern wir, damit der Betreiber es bearbeiten kann:",
          "Diese Daten bleiben gespeichert, bis der Betreiber die Anfrage erledigt bzw. den Eintrag geprüft hat und sie löscht; ein freigegebener Unternehmenseintrag wird als Teil des Verzeichnisses veröffentlicht. Rechtsgrundlage ist die Bearbeitung Ihrer Anfrage (Art. 6 Abs. 1 lit. b DSGVO), beim Newsletter Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können.",
          "Zum Schutz vor massenhaften Einsendungen zählt der Server die Einsendungen je Formular und IP-Adresse in Zeitfenstern von zehn Minuten; jeder Zähler wird nach Ablauf seines Fensters gelöscht (Art. 6 Abs. 1 lit. f DSGVO).",
        ],
        list: [
          "Kontaktnachrichten: Name, E-Mail-Adresse, Betreff, Kategorie und Nachricht.",
          "Unternehmenseinträge: die Angaben zum Unternehmen – Name, Kategorie, Beschreibung, Anschrift, Telefon, E-Mail, Website und Öffnungszeiten.",
          "Newsletter: Ihre E-Mail-Adresse, im Double-Opt-in-Verfahren – erst nach Klick auf den Bestätigungslink erhalten Sie E-Mails. Der Link gilt 7 Tage; eine nicht bestätigte Adresse wird 30 Tage nach seinem Ablauf gelöscht.",
        ],
      },
      localStorage: {
        title: "Entwurf im Browser",
        p: [
          "Beim Eintragen eines Unternehmens wird Ihr Entwurf im lokalen Speicher (localStorage) Ihres Browsers gehalten, damit nichts verloren geht. Er bleibt auf Ihrem Gerät, bis Sie ihn absenden oder die Browserdaten löschen.",
        ],
      },
      map: {
        title: "Karten",
        p: [
          "Die Suche und die Seiten der Unternehmen können eine Karte zeigen, wenn der Betreiber einen Kartenserver eingerichtet hat (etwa den der OpenStreetMap Foundation oder den eines Kartenanbieters). Bevor Sie auf „Karte laden“ klicken, stellt Ihr Browser keine Verbindung zu diesem Server her; der Platzhalter nennt ihn.",
          "Nach dem Klick lädt Ihr Browser die Kartenbilder direkt von diesem Server. Er erhält dabei Ihre IP-Adresse, die Adresse unserer Website und die Angaben Ihres Browsers; für deren Verarbeitung gelten die Datenschutzhinweise des Kartenservers. Rechtsgrundlage ist Ihre Einwilligung durch den Klick (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO).",
          "Ihre Wahl gilt für diesen Besuch. Nur mit Ihrer Einwilligung in „Präferenzen“ merken wir sie uns für 12 Monate im lokalen Speicher Ihres Browsers (bb_map); widerrufen Sie diese Einwilligung, wird der Eintrag gelöscht.",
        ],
      },
      directory: {
        title: "Unternehmensdaten im Verzeichnis",
        p: [
          "Die Einträge des Verzeichnisses stammen aus Exporten öffentlich sichtbarer Google-Maps-Einträge: Name, Anschrift, Telefon, Website, Öffnungszeiten, Kategorie, Bewertungsdurchschnitt und -anzahl sowie Fotos. Fotos speichern wir als verkleinerte Kopien auf unserem eigenen Server, damit Ihr Browser beim Ansehen keine Verbindung zu Google aufbaut.",
          "Betrifft ein Eintrag Sie als Person (etwa als Einzelunternehmer), können Sie Berichtigung oder Löschung verlangen. Rechtsgrundlage ist das berechtigte Interesse an einem vollständigen Branchenverzeichnis (Art. 6 Abs. 1 lit. f DSGVO).",
        ],
      },
      geonames: {
        title: "Postleitzahlen",
        p: [
          "Postleitzahlen und Orte stammen von GeoNames und stehen unter der Lizenz Creative Commons Namensnennung 4.0 (CC BY 4.0). Die Daten liegen auf unserem Server; Ihr Browser fragt GeoNames nicht an.",
        ],
      },
      rights: {
        title: "Ihre Rechte",
        p: [
          "Nach der DSGVO haben Sie das Recht auf:",
          "Sie können eine erteilte Einwilligung jederzeit widerrufen (Art. 7 Abs. 3 DSGVO) und sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO). Wenden Sie sich mit Ihrer Anfrage an den im Impressum genannten Kontakt – wir beantworten Anfragen innerhalb von 30 Tagen.",
        ],
        list: [
          "Auskunft (Art. 15)",
          "Berichtigung (Art. 16)",
          "Löschung (Art. 17)",
          "Einschränkung der Verarbeitung (Art. 18)",
          "Datenübertragbarkeit (Art. 20)",
          "Widerspruch gegen die Verarbeitung (Art. 21)",
        ],
      },
    },
    imprintLink: "Zum Impressum",
  },
  imprint: {
    title: "Impressum",
    notFilled: "Der Betreiber hat seine Angaben für das Impressum noch nicht hinterlegt.",
    notGiven: "nicht angegeben",
    loading: "Angaben werden geladen …",
    loadFailed: "Die Angaben des Betreibers konnten nicht geladen werden.",
    sections: {
      operator: { title: "Angaben gemäß § 5 DDG" },
      contact: { title: "Kontakt" },
      register: { title: "Register und Umsatzsteuer" },
      directors: { title: "Vertretungsberechtigte Geschäftsführung" },
      hours: { title: "Erreichbarkeit" },
      dispute: {
        title: "EU-Streitschlichtung",
        text: "Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS) bereit:",
      },
      sources: {
        title: "Datenquellen",
        text: "Die Einträge stammen aus öffentlich sichtbaren Google-Maps-Einträgen. Postleitzahlen und Orte: GeoNames, lizenziert unter CC BY 4.0.",
      },
    },
    fields: {
      company: "Unternehmen",
      address: "Anschrift",
      email: "E-Mail",
      phone: "Telefon",
      register: "Registereintrag",
      vatId: "Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG",
      directors: "Geschäftsführung",
      hours: "Geschäftszeiten",
    },
  },
  terms: {
    title: "Allgemeine Geschäftsbedingungen",
    intro: "Diese Bedingungen gelten für die Nutzung von Branchenbuch, betrieben von dem im Impressum genannten Betreiber.",
    sections: {
      services: {
        title: "Leistungen",
        p: [
          "Die Suche im Verzeichnis und das Ansehen der Einträge sind kostenlos und ohne Anmeldung möglich.",
          "Unternehmen können sich kostenlos mit einem Basiseintrag eintragen lassen. Der Betreiber prüft jeden Eintrag vor der Veröffentlichung; ein Anspruch auf Aufnahme besteht nicht.",
        ],
      },
      reviews: {
        title: "Bewertungen",
        p: [
          "Bewertungen und ihre Anzahl werden aus öffentlichen Google-Maps-Daten übernommen. Auf Branchenbuch selbst können keine Bewertungen geschrieben werden; der Betreiber prüft übernommene Bewertungen nicht inhaltlich.",
        ],
      },
      paid: {
        title: "Kostenpflichtige Zusatzfunktionen",
        p: [
          "Der Betreiber kann für erweiterte Funktionen (etwa hervorgehobene Einträge) ein Entgelt verlangen. Solche Leistungen kommen nur durch eine gesonderte Vereinbarung zustande, in der Umfang und Preis vorher genannt werden.",
        ],
      },
      duties: {
        title: "Pflichten der Nutzer",
        p: [
          "Wer ein Unternehmen einträgt oder eine Nachricht sendet, macht wahre Angaben und verletzt keine Rechte Dritter. Automatisierte Massenabfragen und jeder Missbrauch der Formulare sind untersagt.",
        ],
      },
      liability: {
        title: "Haftung",
        p: [
          "Die Angaben im Verzeichnis werden sorgfältig übernommen, können aber veraltet sein; für ihre Richtigkeit wird keine Gewähr übernommen.",
          "Für Vorsatz und grobe Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit haftet der Betreiber unbeschränkt. Im Übrigen haftet er nur bei Verletzung wesentlicher Pflichten und begrenzt auf den vorhersehbaren, typischen Schaden.",
        ],
      },
      changes: {
        title: "Änderungen dieser Bedingungen",
        p: [
          "Der Betreiber kann diese Bedingungen ändern. Änderungen werden eingetragenen Unternehmen vorab mitgeteilt und gelten als angenommen, wenn nicht innerhalb von 30 Tagen nach der Mitteilung widersprochen wird. Auf diese Frist und die Folge des Schweigens wird in der Mitteilung hingewiesen.",
        ],
      },
      final: {
        title: "Schlussbestimmungen",
        p: [
          "Es gilt deutsches Recht. Zwingende Verbraucherschutzvorschriften des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, bleiben unberührt.",
        ],
      },
    },
  },
} as const;
