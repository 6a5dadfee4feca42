/**
 * A business as the API sends it: one shape everywhere. A detail answer
 * (/api/businesses/{id}, …/slug/…) carries every field, null or empty when
 * unknown; list rows leave out the heavy and the empty optional ones.
 */
export interface Business {
  id: number;
  name: string;
  /** category is the raw Google category, as imported; visitors see categoryLabels. */
  category: string;
  /** categoryLabels are the category's display names by locale (directory.CategoryLabels). */
  categoryLabels?: { de?: string; en?: string } | null;
  categorySlug: string;
  city: string;
  address: string;
  fullAddress: string;
  postalCode: string;
  country: string;
  country_code: string;
  phone: string;
  website: string;
  rating: number | string | null;
  reviewCount: number;
  reviewsLink: string;
  reviewsPerScore?: Record<string, number> | null;
  /** photos are our mirrored copies, 800 px wide: "/media/photos/<key>.jpg". */
  photos: (string | { url: string })[];
  /** thumbnail is a 320 px wide copy of the first photo: "/media/photos/<key>-320.jpg". */
  thumbnail?: string;
  photosCount: number;
  isOpen: boolean | null;
  workingHours?: Record<string, string> | string | null;
  description: string;
  about?: Record<string, Record<string, boolean | string> | string> | null;
  subtypes: string;
  verified: boolean;
  latitude: number | null;
  longitude: number | null;
  priceLevel: number | null;
  type: string;
  place_id: string;
  urlSlug: string;
  /** openNow is computed by the server in the business's time zone; null when today's hours are unknown. */
  openNow: boolean | null;
  /** businessStatus is Google's: OPERATIONAL, CLOSED_TEMPORARILY (shown as such) or CLOSED_PERMANENTLY. */
  businessStatus: string;
  /** timeZone is the business's IANA time zone; empty or absent means Europe/Berlin. */
  timeZone?: string;
  /** distanceKm is set on rows of a radius, widened or nearby search: the distance from its centre. */
  distanceKm?: number;
}

/** An entry of GET /api/cities. */
export interface CityCount {
  city: string;
  businessCount: number;
}

/** A category of the taxonomy, as GET /api/categories sends it. */
export interface Category {
  slug: string;
  name: string;
  description: string;
  services: string[];
  color: string;
  icon: string;
  aliases: string[] | null;
  count: number;
}

/**
 * GET /api/businesses/search. When text and a place found less than a page,
 * the server widened the search to the place's surroundings: widenedKm is the
 * radius and placeTotal what the place itself had (the rows, nearest first,
 * carry distanceKm). places are the cities an ambiguous place name may mean.
 */
export interface SearchResult {
  businesses: Business[];
  total: number;
  /** totalCapped: a filtered list found more than total (the server counts filtered hits up to 1,000). */
  totalCapped?: boolean;
  widenedKm?: number;
  placeTotal?: number;
  places?: string[];
}

/** GET /api/businesses/{id}/nearby: up to six of the same category, nearest first, with distanceKm. */
export interface NearbyResult {
  businesses: Business[];
  /** radiusKm is the circle they were found in; 0 when none. */
  radiusKm: number;
}

/** GET /api/cities/{city}/businesses */
export interface CityPageResult {
  businesses: Business[];
  total: number;
  /** totalCapped: see SearchResult. */
  totalCapped?: boolean;
  page: number;
  totalPages: number;
  city: string;
}

/** GET /api/categories/{category}/businesses */
export interface CategoryPageResult {
  businesses: Business[];
  total: number;
  /** totalCapped: see SearchResult. */
  totalCapped?: boolean;
  totalPages: number;
  page: number;
  category: Category;
  /** averageRating is the whole category's review-weighted average; 0 when it has no reviews. */
  averageRating: number;
}

/** OPERATOR_KEYS are the settings that hold the operator's legal details for the imprint. */
export const OPERATOR_KEYS = [
  "operator_company",
  "operator_address",
  "operator_register",
  "operator_vat_id",
  "operator_directors",
  "operator_email",
  "operator_phone",
  "operator_hours",
] as const;

/** GET /api/admin/settings; the operator's details are empty until filled in. */
export interface Settings extends Partial<Record<(typeof OPERATOR_KEYS)[number], string>> {
  head_code?: string;
  footer_code?: string;
  site_title?: string;
  site_description?: string;
  /** The country the storefront is about, a country code; DE when empty. */
  home_country?: string;
  /** The map's tile URL template ({z}/{x}/{y}); empty: no map on the storefront. */
  map_tile_url?: string;
  ad_area_1?: string;
  ad_area_2?: string;
  ad_area_3?: string;
  ad_area_4?: string;
  /** Runs only for visitors who consented to analytics (head_code always runs). */
  analytics_code?: string;
}
