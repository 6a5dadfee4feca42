import type { Localized, Texts } from "./locale";
import { deMap } from "./de-map";

/** English texts of the map on /businesses and on detail pages. */
export const enMap: Texts<typeof deMap> = {
  placeholderHeading: "Show the map?",
  placeholderText: (host: string) =>
    `The map loads its images from the server ${host}, which receives your IP address when it does. Your browser connects to it only after you click.`,
  load: "Load map",
  remembered: "You allowed “Preferences”: we remember this choice, and the map will load without asking next time.",
  notRemembered: "Without consent to “Preferences” we ask again on every visit.",
  consentSettings: "Cookie settings",
  loading: "Loading the map …",
  failed: "The map could not be loaded.",
  retry: "Try again",
  attribution: "© OpenStreetMap contributors",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  resultsLabel: "Map of the search results",
  detailLabel: (name: string) => `Map: ${name}`,
  cluster: (n: string) => `${n} businesses – select to zoom in`,
  clusterList: (n: string) => `${n} businesses at this spot`,
  rating: "Rating",
  onMap: (n: string, total: string) => `${n} of the ${total} businesses on this page have a location and are on the map.`,
  noCoordinates: "No location is known for the businesses on this page; the map stays empty.",
};

/** mapTexts are the map's texts in both locales. */
export const mapTexts: Localized<typeof deMap> = { de: deMap, en: enMap };
