import { BusinessPhoto } from "@/components/business-photo";
import { Card, CardTitle } from "@/components/ui/card";
import { detailTexts } from "@/i18n/en-detail";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import type { Business } from "@/types/business";

/** MORE_PHOTOS is how many photos after the first are shown, small, below it. */
export const MORE_PHOTOS = 4;

const urlOf = (p: Business["photos"][number]) => (typeof p === "string" ? p : p.url);

/**
 * PhotosCard shows the business's mirrored photos: the first large (loaded
 * eagerly, it is near the top), up to four more small and lazily below it; the
 * letter placeholder when there is none.
 */
export function PhotosCard({ business: b }: { business: Business }) {
  const t = useTexts(detailTexts);
  const locale = useLocale();
  const photos = (b.photos ?? []).map(urlOf).filter(Boolean);
  const count = Math.max(b.photosCount ?? 0, photos.length);
  const more = photos.slice(1, 1 + MORE_PHOTOS);
  return (
    <Card className="overflow-hidden" aria-labelledby="photos-title">
      <div className="flex items-baseline justify-between gap-3 p-5 pb-3">
        <CardTitle id="photos-title">{t.photos}</CardTitle>
        <span className="text-sm text-slate-600">
          {count > 0 ? t.photoCount(count, formatNumber(count, locale)) : t.noPhotos}
        </span>
      </div>
      {/* Capped so a letter placeholder does not fill a desktop screen; the height is fixed either way, so nothing shifts. */}
      <BusinessPhoto name={b.name} src={photos[0]} eager className="max-h-80" />
      {more.length > 0 && (
        <ul className="grid grid-cols-4 gap-2 p-2">
          {more.map((src, i) => (
            <li key={src}>
              <BusinessPhoto name={t.photoAlt(b.name, i + 2)} src={src} className="rounded-md" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
