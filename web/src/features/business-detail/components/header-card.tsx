import { ExternalLink, Globe, MapPin, Phone } from "lucide-react";
import { Link } from "@/lib/router";
import { OpenStatus } from "@/components/open-status";
import { StarRating } from "@/components/star-rating";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { detailTexts } from "@/i18n/en-detail";
import { useLocale, useTexts } from "@/i18n/locale";
import { categoryLabel, withCountry } from "@/lib/business-labels";
import { formatNumber, safeWebsite } from "@/lib/format";
import type { Business } from "@/types/business";
import { addressLine, subtypeList, telHref } from "../utils/business-info";
import { ShareButton } from "./share-button";

const link =
  "text-blue-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

/** WebsiteLink links to a website when it is http(s); nothing otherwise. */
export function WebsiteLink({ website }: { website: string }) {
  const t = useTexts(detailTexts);
  const href = safeWebsite(website);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener nofollow" className={`${link} break-all`}>
      {new URL(href).host.replace(/^www\./, "")}
      <span className="sr-only"> {t.newTab}</span>
    </a>
  );
}

/** PhoneLink is the phone number as a tel: link. */
export function PhoneLink({ phone }: { phone: string }) {
  const t = useTexts(detailTexts);
  return (
    <a href={telHref(phone)} className={link} aria-label={t.call(phone)}>
      {phone}
    </a>
  );
}

/** PhoneAndWebsiteItems are the list items for the phone (tel: link) and the website (http(s) only), each when present. */
export function PhoneAndWebsiteItems({ business: b }: { business: Pick<Business, "phone" | "website"> }) {
  return (
    <>
      {b.phone && (
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-600" />
          <PhoneLink phone={b.phone} />
        </li>
      )}
      {safeWebsite(b.website) && (
        <li className="flex items-center gap-2">
          <Globe aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-600" />
          <WebsiteLink website={b.website} />
        </li>
      )}
    </>
  );
}

/** HeaderCard holds the business's name (the page's h1) and its key facts. */
export function HeaderCard({ business: b }: { business: Business }) {
  const t = useTexts(detailTexts);
  const locale = useLocale();
  const subtypes = subtypeList(b.subtypes);
  const reviews = safeWebsite(b.reviewsLink);
  const category = categoryLabel(b, locale);
  const address = addressLine(b);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {category &&
            (b.categorySlug ? (
              <Link
                to={`/categories/${encodeURIComponent(b.categorySlug)}`}
                className="inline-flex items-center rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800 hover:bg-blue-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              >
                {category}
              </Link>
            ) : (
              <Badge>{category}</Badge>
            ))}
          <h1 className="mt-2 text-2xl font-bold break-words text-slate-900 sm:text-3xl">{b.name}</h1>
        </div>
        <ShareButton title={b.name} />
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <StarRating rating={b.rating} />
        <span className="text-slate-700">
          {b.reviewCount > 0 ? t.reviewCount(b.reviewCount, formatNumber(b.reviewCount, locale)) : t.noReviews}
        </span>
        <OpenStatus business={b} />
      </div>

      <ul className="mt-4 space-y-2 text-slate-700">
        {address && (
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" />
            <span>
              <span className="sr-only">{t.address}: </span>
              {withCountry(address, b, locale)}
            </span>
          </li>
        )}
        <PhoneAndWebsiteItems business={b} />
      </ul>

      {subtypes.length > 0 && (
        <ul aria-label={t.subtypes} className="mt-4 flex flex-wrap gap-2">
          {subtypes.map((s) => (
            <li key={s}>
              <Badge>{s}</Badge>
            </li>
          ))}
        </ul>
      )}

      {reviews && (
        <a
          href={reviews}
          target="_blank"
          rel="noopener nofollow"
          className={`${link} mt-4 inline-flex items-center gap-1 font-medium`}
        >
          {t.readReviews}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only"> {t.newTab}</span>
        </a>
      )}
    </Card>
  );
}
