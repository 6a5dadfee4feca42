import { useMemo } from "react";
import { intlLocale, useLocale } from "@/i18n/locale";

/**
 * useFormatDate formats an article's day (YYYY-MM-DD) in the page's locale:
 * "15. Januar 2024" in German. The day is read and written in UTC, so it is
 * the same day in every time zone of the visitor.
 */
export function useFormatDate(): (day: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const fmt = new Intl.DateTimeFormat(intlLocale(locale), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    return (day: string) => {
      const d = new Date(`${day}T00:00:00Z`);
      return Number.isNaN(d.getTime()) ? day : fmt.format(d);
    };
  }, [locale]);
}
