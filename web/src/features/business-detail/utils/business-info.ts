import type { Business } from "@/types/business";

/**
 * addressLine is the address the header shows: the street address as given,
 * with "PLZ Stadt" appended when it names neither (an approved submission
 * may hold only the street).
 */
export function addressLine(b: Pick<Business, "address" | "fullAddress" | "postalCode" | "city">): string {
  const address = (b.address || b.fullAddress || "").trim();
  const postalCode = b.postalCode?.trim() ?? "";
  const city = b.city?.trim() ?? "";
  const lower = address.toLowerCase();
  const named = (part: string) => part !== "" && lower.includes(part.toLowerCase());
  if (named(postalCode) || named(city)) return address;
  const place = [postalCode, city].filter(Boolean).join(" ");
  return [address, place].filter(Boolean).join(", ");
}

/** telHref turns a phone number as written into a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** subtypeList splits the comma-separated subtypes, without blanks or repeats. */
export function subtypeList(subtypes: string | undefined): string[] {
  const seen = new Set<string>();
  for (const s of (subtypes ?? "").split(",")) {
    const t = s.trim();
    if (t) seen.add(t);
  }
  return [...seen];
}

/** AboutItem is one entry of a group of the about object. */
export type AboutItem = { label: string; value: boolean } | { label: string; text: string };

/** AboutGroup is one group of the about object: a list of items, or plain text. */
export type AboutGroup = { title: string; items: AboutItem[] } | { title: string; text: string };

/**
 * aboutGroups turns the about object into displayable groups: groups of
 * booleans and text values become items, plain-text groups stay text. Empty
 * and unreadable parts are skipped.
 */
export function aboutGroups(about: Business["about"] | undefined): AboutGroup[] {
  if (!about || typeof about !== "object") return [];
  const groups: AboutGroup[] = [];
  for (const [title, group] of Object.entries(about)) {
    if (typeof group === "string") {
      if (group.trim()) groups.push({ title, text: group.trim() });
      continue;
    }
    if (!group || typeof group !== "object") continue;
    const items: AboutItem[] = [];
    for (const [label, v] of Object.entries(group)) {
      if (typeof v === "boolean") items.push({ label, value: v });
      else if (typeof v === "string" && v.trim()) items.push({ label, text: v.trim() });
      else if (typeof v === "number") items.push({ label, text: String(v) });
    }
    if (items.length) groups.push({ title, items });
  }
  return groups;
}

/** ScoreBar is one bar of the rating distribution. */
export interface ScoreBar {
  score: number;
  count: number;
  percent: number;
}

/** scoreBars gives scores 5 to 1 with their counts and their share of all counted reviews. */
export function scoreBars(perScore: Business["reviewsPerScore"] | undefined): ScoreBar[] {
  const counts = [5, 4, 3, 2, 1].map((score) => {
    const n = Number(perScore?.[String(score)] ?? 0);
    return { score, count: Number.isFinite(n) && n > 0 ? Math.round(n) : 0 };
  });
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return counts.map((c) => ({ ...c, percent: total ? Math.round((c.count / total) * 1000) / 10 : 0 }));
}
