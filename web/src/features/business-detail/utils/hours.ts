import type { Business } from "@/types/business";

/** WEEKDAYS are the English day names the API keys opening hours by, Monday first. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** Weekday is one of WEEKDAYS. */
export type Weekday = (typeof WEEKDAYS)[number];

/** HoursRow is one day of the opening hours; closed marks the value Closed. */
export interface HoursRow {
  day: Weekday;
  hours: string;
  closed: boolean;
}

/** CLOSED is the value the imports use for a closed day. */
const CLOSED = "closed";

/**
 * parseWorkingHours reads opening hours given as an object keyed by English
 * day names, or as a JSON string of one. Days come out Monday to Sunday; days
 * the data leaves out are left out. Missing or unparseable hours give null,
 * which hides the card (spec section 5).
 */
export function parseWorkingHours(raw: Business["workingHours"] | unknown): HoursRow[] | null {
  let value: unknown = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const byDay = new Map<string, unknown>();
  for (const [key, v] of Object.entries(value)) byDay.set(key.trim().toLowerCase(), v);
  const rows: HoursRow[] = [];
  for (const day of WEEKDAYS) {
    const v = byDay.get(day.toLowerCase());
    // Outscraper sometimes sends a day as a list of ranges.
    const hours = Array.isArray(v) ? v.filter((x) => typeof x === "string").join(", ") : typeof v === "string" ? v : "";
    if (!hours.trim()) continue;
    rows.push({ day, hours: hours.trim(), closed: hours.trim().toLowerCase() === CLOSED });
  }
  return rows.length ? rows : null;
}

/** HOME_TIME_ZONE is the time zone of a business that names none. */
export const HOME_TIME_ZONE = "Europe/Berlin";

// One weekday formatter per time zone; creating them is costly.
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
function weekdayFormat(timeZone: string): Intl.DateTimeFormat {
  let f = weekdayFormats.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone });
    } catch {
      f = weekdayFormat(HOME_TIME_ZONE); // a zone this browser does not know
    }
    weekdayFormats.set(timeZone, f);
  }
  return f;
}

/**
 * todayAt is the current English weekday in the business's time zone
 * (Europe/Berlin when it names none or one the browser does not know), the
 * zone the server computes openNow in.
 */
export function todayAt(timeZone: string | undefined, now: Date = new Date()): Weekday {
  return weekdayFormat(timeZone?.trim() || HOME_TIME_ZONE).format(now) as Weekday;
}
