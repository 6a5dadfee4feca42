import { Building2, MapPin, Star, Tags } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { trAdmin } from "@/i18n/tr-admin";
import { formatNumber, formatRating } from "@/lib/format";
import { useAdminStats } from "../../api/get-admin-stats";

/** StatCard is one figure with its label and icon; a skeleton of the same height while loading. */
function StatCard({ label, value, icon }: { label: string; value: string | undefined; icon: ReactNode }) {
  return (
    // dt and dd are the card's direct children, as a description list requires.
    <Card className="p-4">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 h-8 text-2xl font-bold text-slate-900">{value ?? <Skeleton className="mt-1 h-6 w-16" />}</dd>
    </Card>
  );
}

/** StatCards shows the dashboard's four figures (docs/pages.md, "The operator panel"), counted by the server. */
export function StatCards() {
  const stats = useAdminStats();
  const t = trAdmin.stats;
  const d = stats.data;
  const icon = "h-5 w-5";
  return (
    <section aria-label={t.label}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t.businesses} value={d && formatNumber(d.totalBusinesses)} icon={<Building2 className={icon} />} />
        <StatCard label={t.cities} value={d && formatNumber(d.totalCities)} icon={<MapPin className={icon} />} />
        <StatCard label={t.categories} value={d && formatNumber(d.totalCategories)} icon={<Tags className={icon} />} />
        <StatCard label={t.avgRating} value={d && formatRating(d.avgRating)} icon={<Star className={icon} />} />
      </dl>
      {stats.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t.error}
        </p>
      )}
    </section>
  );
}
