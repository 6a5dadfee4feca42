import { BusinessPhoto } from "@/components/business-photo";
import { Card, CardTitle } from "@/components/ui/card";
import { detailTexts } from "@/i18n/en-detail";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import type { Business } from "@/types/business";

/** PhotosCard shows the first photo (loaded eagerly, it is near the top) or the letter placeholder. */
export function PhotosCard({ business: b }: { business: Business }) {
  const t = useTexts(detailTexts);
  const locale = useLocale();
  const count = Math.max(b.photosCount ?? 0, b.photos?.length ?? 0);
  return (
    <Card className="overflow-hidden" aria-labelledby="photos-title">
      <div className="flex items-baseline justify-between gap-3 p-5 pb-3">
        <CardTitle id="photos-title">{t.photos}</CardTitle>
        <span className="text-sm text-slate-600">
          {count > 0 ? t.photoCount(count, formatNumber(count, locale)) : t.noPhotos}
        </span>
      </div>
      {/* Capped so a letter placeholder does not fill a desktop screen; the height is fixed either way, so nothing shifts. */}
      <BusinessPhoto business={b} eager className="max-h-80" />
    </Card>
  );
}
