/** German texts of the not-found page of unknown routes. */
export const deNotFound = {
  heading: "Seite nicht gefunden",
  text: "Die gesuchte Seite gibt es nicht. Sie werden in 3 Sekunden zur Startseite weitergeleitet.",
  home: "Zur Startseite",
} as const;
