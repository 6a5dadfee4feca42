import type { Localized, Texts } from "./locale";
import { deDetail } from "./de-detail";

/** English texts of the business detail page: the spec's card titles and messages. */
export const enDetail: Texts<typeof deDetail> = {
  backToSearch: "Back to Search",
  invalidParams: "Invalid route parameters",
  notFound: {
    title: "Business not found",
    text: "The business you are looking for could not be found.",
    home: "Back to the homepage",
  },
  loading: "Loading business …",
  share: "Share",
  shareCopied: "Link copied",
  shareFailed: "The link could not be copied",
  open: "Open now",
  closed: "Closed",
  reviewCount: (n: number, formatted: string) => (n === 1 ? "1 review" : `${formatted} reviews`),
  noReviews: "No reviews yet",
  readReviews: "Read reviews",
  address: "Address",
  phone: "Phone",
  website: "Website",
  call: (phone: string) => `Call ${phone}`,
  subtypes: "Services",
  photos: "Photos",
  photoCount: (n: number, formatted: string) => (n === 1 ? "1 photo" : `${formatted} photos`),
  noPhotos: "No photos yet",
  photoAlt: (name: string, n: number) => `${name}, photo ${n}`,
  hours: "Opening Hours",
  today: "Today",
  days: {
    Monday: "Monday",
    Tuesday: "Tuesday",
    Wednesday: "Wednesday",
    Thursday: "Thursday",
    Friday: "Friday",
    Saturday: "Saturday",
    Sunday: "Sunday",
  },
  about: "About the Business",
  generatedDescription: (name: string, category: string, city: string) =>
    [name, category ? `in the category ${category}` : "", city ? `in ${city}` : ""].filter(Boolean).join(" ") +
    ". Here you find contact details, opening hours and reviews.",
  additionalInfo: "Additional Information",
  available: "available",
  notAvailable: "not available",
  facts: {
    category: "Category",
    rating: "Rating",
    ratingValue: (r: string) => `${r} out of 5`,
    photos: "Photos",
    status: "Status",
    verified: "Verified",
    yes: "Yes",
    no: "No",
    price: "Price level",
  },
  businessStatus: {
    OPERATIONAL: "Operational",
    CLOSED_TEMPORARILY: "Temporarily closed",
    CLOSED_PERMANENTLY: "Permanently closed",
  },
  distribution: "Rating Distribution",
  stars: (n: number) => (n === 1 ? "1 star" : `${n} stars`),
  scoreCount: (n: number, formatted: string) => (n === 1 ? "1 review" : `${formatted} reviews`),
  noDistribution: "No rating distribution yet.",
  contact: "Contact",
  map: "Show on the map",
  newTab: "(opens in a new tab)",
  ad: "Advertisement",
  nearby: "Nearby",
};

/** detailTexts are the texts in both locales. */
export const detailTexts: Localized<typeof deDetail> = { de: deDetail, en: enDetail };
