/** MapPoint is one business on a map, with the texts its popup shows. */
export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  name: string;
  /** to is the business's page inside the locale ("/berlin/baeckerei-mueller"); no link without it. */
  to?: string;
  /** rating is the formatted mean ("4,5"), reviews the review count's text ("12 Bewertungen"). */
  rating?: string;
  reviews?: string;
}

/** MapViewProps are what a map shows: the tile URL, its points and which of them is highlighted. */
export interface MapViewProps {
  tileUrl: string;
  points: MapPoint[];
  /** label names the map for assistive technology ("Karte der Suchergebnisse"). */
  label: string;
  /** activeId is the highlighted business (its marker, or the cluster holding it). */
  activeId?: number | null;
  /** onSelect is called when the visitor picks a business's marker. */
  onSelect?: (id: number) => void;
}
