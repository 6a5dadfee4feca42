import { Card, CardTitle } from "@/components/ui/card";
import { detailTexts } from "@/i18n/en-detail";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import type { Business } from "@/types/business";
import { scoreBars } from "../utils/business-info";

/**
 * RatingDistributionCard draws one bar per score, 5 to 1, as wide as the
 * score's share of all reviews. The bars are decoration; the count next to
 * each is the text a screen reader reads.
 */
export function RatingDistributionCard({ business }: { business: Pick<Business, "reviewsPerScore"> }) {
  const t = useTexts(detailTexts);
  const locale = useLocale();
  const bars = scoreBars(business.reviewsPerScore);
  const total = bars.reduce((sum, b) => sum + b.count, 0);
  return (
    <Card className="p-5" aria-labelledby="distribution-title">
      <CardTitle id="distribution-title">{t.distribution}</CardTitle>
      {total === 0 ? (
        <p className="mt-3 text-slate-700">{t.noDistribution}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {bars.map((b) => (
            <li key={b.score} data-score={b.score} className="flex items-center gap-3 text-sm">
              <span className="w-16 shrink-0 text-slate-700">{t.stars(b.score)}</span>
              <span aria-hidden="true" className="h-3 flex-1 overflow-hidden rounded-full bg-slate-100">
                <span
                  data-testid={`score-bar-${b.score}`}
                  className="block h-full rounded-full bg-amber-500"
                  style={{ width: `${b.percent}%` }}
                />
              </span>
              <span className="w-28 shrink-0 text-right text-slate-700">
                {t.scoreCount(b.count, formatNumber(b.count, locale))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
