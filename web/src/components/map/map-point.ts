import { reviewText } from "@/components/business-card";
import type { Locale } from "@/i18n/locale";
import { businessHref, formatRating, ratingValue } from "@/lib/format";
import type { Business } from "@/types/business";
import type { MapPoint } from "./types";

/** mapPoint is a business on a map with its popup's texts, or null without coordinates. */
export function mapPoint(b: Business, locale: Locale): MapPoint | null {
  if (typeof b.latitude !== "number" || typeof b.longitude !== "number") return null;
  if (!Number.isFinite(b.latitude) || !Number.isFinite(b.longitude)) return null;
  return {
    id: b.id,
    lat: b.latitude,
    lng: b.longitude,
    name: b.name,
    to: businessHref(b),
    rating: ratingValue(b.rating) > 0 ? formatRating(b.rating, locale) : undefined,
    reviews: reviewText(b.reviewCount, locale),
  };
}
