import { Check, X } from "lucide-react";
import { openStatus, TEMPORARILY_CLOSED } from "@/components/open-status";
import { Card, CardTitle } from "@/components/ui/card";
import { detailTexts } from "@/i18n/en-detail";
import { type Locale, useLocale, useTexts } from "@/i18n/locale";
import { categoryLabel } from "@/lib/business-labels";
import { formatNumber, formatRating, priceRange } from "@/lib/format";
import type { Business } from "@/types/business";
import { localizeAbout } from "../utils/about-labels";
import { aboutGroups } from "../utils/business-info";

/** descriptionOf is the business's own description, or a sentence made from name, category and city in the locale. */
export function descriptionOf(
  b: Pick<Business, "description" | "name" | "category" | "categoryLabels" | "city">,
  locale: Locale,
): string {
  return b.description?.trim() || detailTexts[locale].generatedDescription(b.name, categoryLabel(b, locale), b.city);
}

/**
 * AboutCard: the description, the Additional Information groups of the about
 * object (in German names on German pages), and a short list of facts
 * (category, rating, photos, status, verified, price level).
 */
export function AboutCard({ business: b }: { business: Business }) {
  const t = useTexts(detailTexts);
  const locale = useLocale();
  const groups = localizeAbout(aboutGroups(b.about), locale);
  const open = b.businessStatus === TEMPORARILY_CLOSED ? null : openStatus(b);
  const facts: [string, string][] = [
    [t.facts.category, categoryLabel(b, locale)],
    [t.facts.rating, t.facts.ratingValue(formatRating(b.rating, locale))],
    [t.facts.photos, formatNumber(Math.max(b.photosCount ?? 0, b.photos?.length ?? 0), locale)],
    [t.facts.status, open === null ? (t.businessStatus[b.businessStatus] ?? "") : open ? t.open : t.closed],
    [t.facts.verified, b.verified ? t.facts.yes : t.facts.no],
    [t.facts.price, priceRange(b.priceLevel)],
  ];
  return (
    <Card className="p-5" aria-labelledby="about-title">
      <CardTitle id="about-title">{t.about}</CardTitle>
      <p className="mt-3 text-slate-700">{descriptionOf(b, locale)}</p>

      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 border-b border-slate-100 py-1">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right font-medium text-slate-900" data-fact={label}>
                {value}
              </dd>
            </div>
          ))}
      </dl>

      {groups.length > 0 && (
        <section className="mt-5" aria-labelledby="additional-title">
          <h3 id="additional-title" className="font-semibold text-slate-900">
            {t.additionalInfo}
          </h3>
          <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {groups.map((g) => (
              <div key={g.title}>
                <h4 className="text-sm font-semibold text-slate-800">{g.title}</h4>
                {"text" in g ? (
                  <p className="mt-1 text-sm text-slate-700">{g.text}</p>
                ) : (
                  <ul className="mt-1 space-y-1 text-sm text-slate-700">
                    {g.items.map((item) => (
                      <li key={item.label} className="flex items-start gap-2">
                        {"value" in item ? (
                          <>
                            {item.value ? (
                              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                            ) : (
                              <X aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />
                            )}
                            <span data-available={item.value}>
                              {item.label}
                              <span className="sr-only"> ({item.value ? t.available : t.notAvailable})</span>
                            </span>
                          </>
                        ) : (
                          <span>
                            {item.label}: {item.text}
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </section>
      )}
    </Card>
  );
}
