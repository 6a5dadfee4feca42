import texts from "./de-not-found.json";

/** German texts of the not-found page of unknown routes: de-not-found.json, which the server's list templates read too. */
export const deNotFound = texts;
