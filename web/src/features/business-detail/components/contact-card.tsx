import { Map as MapIcon, MapPin } from "lucide-react";
import { Card, CardTitle } from "@/components/ui/card";
import { detailTexts } from "@/i18n/en-detail";
import { useTexts } from "@/i18n/locale";
import { mapsHref } from "@/lib/format";
import type { Business } from "@/types/business";
import { PhoneAndWebsiteItems } from "./header-card";

/** addressLines is the full address, or address, postal code with city, and country. */
export function addressLines(b: Pick<Business, "fullAddress" | "address" | "city" | "postalCode" | "country">): string[] {
  if (b.fullAddress?.trim()) return [b.fullAddress.trim()];
  const cityLine = [b.postalCode, b.city].filter(Boolean).join(" ");
  // The address often already ends in postal code and city; do not say it twice.
  const lines = [b.address, b.address?.includes(cityLine) ? "" : cityLine, b.country];
  return lines.map((l) => l?.trim()).filter((l): l is string => Boolean(l));
}

/** ContactCard: address, phone, website and a link to an external map. */
export function ContactCard({ business: b }: { business: Business }) {
  const t = useTexts(detailTexts);
  const lines = addressLines(b);
  return (
    <Card className="p-5" aria-labelledby="contact-title">
      <CardTitle id="contact-title">{t.contact}</CardTitle>
      <ul className="mt-3 space-y-3 text-slate-700">
        {lines.length > 0 && (
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" />
            <address className="not-italic">
              <span className="sr-only">{t.address}: </span>
              {lines.map((l) => (
                <span key={l} className="block">
                  {l}
                </span>
              ))}
            </address>
          </li>
        )}
        <PhoneAndWebsiteItems business={b} />
        <li className="flex items-center gap-2">
          <MapIcon aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-600" />
          <a
            href={mapsHref(b)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-blue-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            {t.map}
            <span className="sr-only"> {t.newTab}</span>
          </a>
        </li>
      </ul>
    </Card>
  );
}
