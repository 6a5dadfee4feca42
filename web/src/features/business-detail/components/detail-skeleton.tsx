import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { detailTexts } from "@/i18n/en-detail";
import { useTexts } from "@/i18n/locale";

/** DetailSkeleton has the footprint of the loaded page's cards, so nothing jumps when data arrives. */
export function DetailSkeleton() {
  const t = useTexts(detailTexts);
  return (
    <div role="status" aria-busy="true" className="space-y-6">
      <span className="sr-only">{t.loading}</span>
      <Card className="p-5 sm:p-6">
        <Skeleton className="h-5 w-32 rounded-full" />
        <Skeleton className="mt-3 h-8 w-3/4 sm:h-9" />
        <Skeleton className="mt-4 h-6 w-64" />
        <div className="mt-4 space-y-3">
          <Skeleton className="h-5 w-full max-w-md" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-52" />
        </div>
        <Skeleton className="mt-4 h-6 w-72" />
      </Card>
      <Card className="overflow-hidden">
        <div className="p-5 pb-3">
          <Skeleton className="h-7 w-24" />
        </div>
        <Skeleton className="aspect-[16/9] max-h-80 w-full rounded-none" />
      </Card>
      <Card className="p-5">
        <Skeleton className="h-7 w-40" />
        <div className="mt-3 space-y-2">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      </Card>
      <Card className="p-5">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="mt-3 h-16 w-full" />
        <Skeleton className="mt-4 h-24 w-full" />
      </Card>
    </div>
  );
}
