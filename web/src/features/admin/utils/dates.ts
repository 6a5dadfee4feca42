// Dates are shown and compared in the directory's time zone, whatever the
// operator's browser says: the server files "created on day X" in Berlin time.
const TIME_ZONE = "Europe/Berlin";

const dateTime = new Intl.DateTimeFormat("tr-TR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});
const isoDay = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: TIME_ZONE });

/** formatDateTime writes a timestamp as 15.01.2024 10:30 (Turkish and German use the same form). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** todayISO is today's date in Berlin as YYYY-MM-DD, the upper bound of the date filter. */
export function todayISO(now = new Date()): string {
  return isoDay.format(now);
}
