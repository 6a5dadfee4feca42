import { useEffect } from "react";
import { useNavigate } from "@/lib/router";
import { useSettings } from "@/api/get-settings";
import { AdArea } from "@/components/ad-area";
import { detailTexts } from "@/i18n/en-detail";
import { useTexts } from "@/i18n/locale";
import { isNotFound } from "@/lib/api-client";
import { useConsent } from "@/lib/use-consent";
import { AboutCard } from "./components/about-card";
import { BackLink } from "./components/back-link";
import { ContactCard } from "./components/contact-card";
import { DetailSkeleton } from "./components/detail-skeleton";
import { HeaderCard } from "./components/header-card";
import { MapCard } from "./components/map-card";
import { NearbySection } from "./components/nearby-section";
import { NotFoundCard } from "./components/not-found-card";
import { OpeningHoursCard } from "./components/opening-hours-card";
import { PhotosCard } from "./components/photos-card";
import { RatingDistributionCard } from "./components/rating-distribution-card";
import { useRouteBusiness } from "./hooks/use-route-business";

/** NOT_FOUND_REDIRECT_MS is how long the not-found card shows before a 404 goes home (spec section 9). */
export const NOT_FOUND_REDIRECT_MS = 2000;

/**
 * BusinessDetailPage is /{city}/{slug} and /business/{id}: the business's
 * header, photos, opening hours, about, rating distribution and contact
 * cards with the four ad areas, top to bottom as the spec orders them, a map
 * card (with a tile URL and coordinates; loaded only after the visitor's
 * click), and the nearby businesses of the same category below them all.
 */
export default function BusinessDetailPage() {
  const t = useTexts(detailTexts);
  const { route, query } = useRouteBusiness();
  const navigate = useNavigate();
  const b = query.data;
  const notFound = query.isError && isNotFound(query.error);
  // The ad markup is fetched alongside the business; with consent the page
  // waits for it, so ad area 1 cannot push the header down after it shows.
  const settings = useSettings();
  const waitForAds = useConsent()?.marketing === true && settings.isPending;

  // A 404 shows the card briefly, then replaces the dead address with home.
  useEffect(() => {
    if (!notFound) return;
    const t = setTimeout(() => navigate("/", { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [notFound, navigate]);

  if (route.kind === "invalid") {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <p className="text-slate-700">{t.invalidParams}</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-8">
      <BackLink />
      {query.isPending || (b && waitForAds) ? (
        <DetailSkeleton />
      ) : !b ? (
        <NotFoundCard />
      ) : (
        <>
          <AdArea position={1} />
          <HeaderCard business={b} />
          <PhotosCard business={b} />
          <AdArea position={2} />
          <OpeningHoursCard business={b} />
          <AdArea position={3} />
          <AboutCard business={b} />
          <AdArea position={4} />
          <RatingDistributionCard business={b} />
          <ContactCard business={b} />
          <MapCard business={b} />
          <NearbySection business={b} />
        </>
      )}
    </div>
  );
}
