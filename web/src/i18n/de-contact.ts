/**
 * Texts of the contact page. The toast title 'Nachricht gesendet!' is quoted
 * verbatim from the spec; the promise is an answer within 24 hours.
 */
export const deContact = {
  title: "Kontakt",
  intro:
    "Fragen zu einem Eintrag, Hinweise auf veraltete Daten oder Anregungen für das Branchenbuch? Schreiben Sie uns – wir antworten innerhalb von 24 Stunden.",
  formHeading: "Nachricht schreiben",
  requiredNote: "Alle Felder sind Pflichtfelder.",
  name: "Name",
  email: "E-Mail-Adresse",
  category: "Anliegen",
  categoryPlaceholder: "Bitte wählen",
  categories: {
    general: "Allgemeine Anfrage",
    business: "Unternehmenseintrag",
    support: "Technischer Support",
    partnership: "Partnerschaft",
    feedback: "Feedback",
  },
  subject: "Betreff",
  message: "Nachricht",
  messageHint: "Bei Fragen zu einem Eintrag nennen Sie bitte den Namen und den Ort des Unternehmens.",
  send: "Nachricht senden",
  sending: "Wird gesendet …",
  sentNote: "Vielen Dank! Ihre Nachricht ist bei uns angekommen. Wir antworten innerhalb von 24 Stunden.",
  errors: {
    name: "Bitte geben Sie Ihren Namen an.",
    email: "Bitte geben Sie Ihre E-Mail-Adresse an.",
    emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse an (z. B. name@beispiel.de).",
    category: "Bitte wählen Sie ein Anliegen.",
    subject: "Bitte geben Sie einen Betreff an.",
    message: "Bitte schreiben Sie eine Nachricht.",
    network: "Die Nachricht konnte nicht gesendet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    retryAt: (time: string) => `Sie können es ab ${time} Uhr erneut versuchen.`,
  },
  toastTitle: "Nachricht gesendet!",
  toastText: "Wir antworten Ihnen innerhalb von 24 Stunden.",
  infoHeading: "So erreichen Sie uns",
  info: [
    {
      key: "form",
      title: "Kontaktformular",
      text: "Der schnellste Weg zu uns: Ihre Nachricht landet direkt beim Team des Branchenbuchs.",
      link: null,
    },
    {
      key: "time",
      title: "Antwort in 24 Stunden",
      text: "Wir beantworten jede Nachricht innerhalb von 24 Stunden – per E-Mail an die Adresse, die Sie angeben.",
      link: null,
    },
    {
      key: "business",
      title: "Unternehmen eintragen",
      text: "Ihr Unternehmen fehlt? Tragen Sie es kostenlos ein; wir prüfen den Eintrag und schalten ihn frei.",
      link: { to: "/add-business", label: "Unternehmen eintragen" },
    },
    {
      key: "imprint",
      title: "Anbieter",
      text: "Postanschrift und Angaben zum Betreiber finden Sie im Impressum.",
      link: { to: "/imprint", label: "Zum Impressum" },
    },
  ],
  faqHeading: "Häufige Fragen",
  faq: [
    {
      question: "Wie schnell bekomme ich eine Antwort?",
      answer: "Innerhalb von 24 Stunden, per E-Mail an die Adresse, die Sie im Formular angeben.",
    },
    {
      question: "Ein Eintrag enthält falsche Daten. Was kann ich tun?",
      answer:
        "Schreiben Sie uns mit dem Anliegen „Unternehmenseintrag“ und nennen Sie Namen und Ort des Unternehmens sowie die richtige Angabe. Wir korrigieren Adresse, Telefonnummer oder Webseite im Verzeichnis.",
    },
    {
      question: "Kann ich eine Bewertung schreiben oder löschen lassen?",
      answer:
        "Bewertungen stammen aus Google und werden hier nur angezeigt. Schreiben und ändern können Sie sie direkt bei Google.",
    },
    {
      question: "Was passiert mit meinen Angaben?",
      answer: "Wir speichern Ihre Nachricht, um sie zu beantworten. Mehr dazu lesen Sie in der Datenschutzerklärung.",
    },
  ],
  helpLink: "Weitere Antworten im Hilfe-Center",
} as const;
