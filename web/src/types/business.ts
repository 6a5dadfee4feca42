/** A business as the API sends it (one shape everywhere; list rows leave out the heavy fields). */
export interface Business {
  id: number;
  name: string;
  /** category is the raw Google category, as imported; visitors see categoryLabels. */
  category: string;
  /** categoryLabels are the category's display names by locale (lib/business-labels.ts). */
  categoryLabels?: { de?: string; en?: string };
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
  reviewsPerScore?: Record<string, number>;
  /** photos are our mirrored copies, 800 px wide: "/media/photos/<key>.jpg". */
  photos: (string | { url: string })[];
  /** thumbnail is a 320 px wide copy of the first photo: "/media/photos/<key>-320.jpg". */
  thumbnail?: string;
  photosCount: number;
  isOpen: boolean | null;
  workingHours?: Record<string, string> | string;
  description: string;
  about?: Record<string, Record<string, boolean | string> | string>;
  subtypes: string;
  verified: boolean;
  latitude: number | null;
  longitude: number | null;
  priceLevel: number | null;
  type: string;
  place_id: string;
  urlSlug: string;
  openNow: boolean | null;
  businessStatus: string;
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

/** GET /api/businesses/search */
export interface SearchResult {
  businesses: Business[];
  total: number;
}

/** GET /api/cities/{city}/businesses */
export interface CityPageResult {
  businesses: Business[];
  total: number;
  page: number;
  totalPages: number;
  city: string;
}

/** GET /api/categories/{category}/businesses */
export interface CategoryPageResult {
  businesses: Business[];
  total: number;
  totalPages: number;
  page: number;
  category: Category;
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
  ad_area_1?: string;
  ad_area_2?: string;
  ad_area_3?: string;
  ad_area_4?: string;
  /** Runs only for visitors who consented to analytics (head_code always runs). */
  analytics_code?: string;
}
