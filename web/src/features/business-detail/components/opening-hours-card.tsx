import { Clock } from "lucide-react";
import { OpenStatus } from "@/components/open-status";
import { Card, CardTitle } from "@/components/ui/card";
import { detailTexts } from "@/i18n/en-detail";
import { useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";
import type { Business } from "@/types/business";
import { parseWorkingHours, todayAt } from "../utils/hours";

/**
 * OpeningHoursCard lists the days Monday to Sunday in the locale's language with today's row
 * highlighted (today in the business's time zone, Berlin by default) and the open status (or
 * "Vorübergehend geschlossen") beside the title. Without readable hours it renders nothing.
 */
export function OpeningHoursCard({ business, now }: { business: Business; now?: Date }) {
  const t = useTexts(detailTexts);
  // Some sources name the field openingHours (spec section 3).
  const raw = business.workingHours ?? (business as { openingHours?: unknown }).openingHours;
  const rows = parseWorkingHours(raw);
  if (!rows) return null;
  const today = todayAt(business.timeZone, now);
  return (
    <Card className="p-5" aria-labelledby="hours-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id="hours-title" className="flex items-center gap-2">
          <Clock aria-hidden="true" className="h-5 w-5 text-slate-600" />
          {t.hours}
        </CardTitle>
        <OpenStatus business={business} />
      </div>
      <table className="mt-3 w-full text-left">
        <tbody>
          {rows.map((r) => {
            const isToday = r.day === today;
            return (
              <tr
                key={r.day}
                data-day={r.day}
                aria-current={isToday ? "date" : undefined}
                className={cn("border-b border-slate-100 last:border-0", isToday && "bg-blue-50 font-semibold")}
              >
                <th scope="row" className="py-2 pr-4 pl-2 font-medium text-slate-900">
                  {t.days[r.day]}
                  {isToday && <span className="ml-2 text-xs font-semibold text-blue-800">({t.today})</span>}
                </th>
                <td className={cn("py-2 pr-2 text-right", r.closed ? "text-red-800" : "text-slate-700")}>
                  {r.closed ? t.closed : r.hours}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
