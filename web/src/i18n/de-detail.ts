import texts from "./de-detail.json";

/**
 * German texts of the business detail page, which the server renders
 * (internal/pages/templates/detail.html); the React pages' ad areas
 * (components/ad-area.tsx) read their label from here.
 */
export const deDetail = texts;
