import { deAboutAttributes, deAboutGroups } from "@/i18n/de-google-about";
import type { Locale } from "@/i18n/locale";
import type { AboutGroup, AboutItem } from "./business-info";

// Lookup tables, built on first use: exact key, the key in lower case, and
// the German names themselves (the keys of an about object exported in German).
type Names = Map<string, string>;
let names: { groups: Names; attributes: Names } | undefined;

function lookup(table: Readonly<Record<string, string>>): Names {
  const m: Names = new Map();
  for (const [key, german] of Object.entries(table)) {
    m.set(german.toLowerCase(), german);
    m.set(key.toLowerCase(), german);
  }
  return m;
}

function germanName(key: string, table: "groups" | "attributes"): string | undefined {
  names ??= { groups: lookup(deAboutGroups), attributes: lookup(deAboutAttributes) };
  return names[table].get(key.trim().toLowerCase());
}

/**
 * localizeAbout names the about object's groups and attributes in the locale.
 * English pages show Google's keys as they come. German pages show each key
 * by its German name (de-google-about.ts), and hide a key without one rather
 * than mix English into the page; a group left without items is hidden too.
 * Text values are data and stay as they are.
 */
export function localizeAbout(groups: AboutGroup[], locale: Locale): AboutGroup[] {
  if (locale !== "de") return groups;
  const out: AboutGroup[] = [];
  for (const g of groups) {
    const title = germanName(g.title, "groups");
    if (!title) continue;
    if ("text" in g) {
      out.push({ title, text: g.text });
      continue;
    }
    const items = g.items.flatMap((item): AboutItem[] => {
      const label = germanName(item.label, "attributes");
      return label ? [{ ...item, label }] : [];
    });
    if (items.length > 0) out.push({ title, items });
  }
  return out;
}
