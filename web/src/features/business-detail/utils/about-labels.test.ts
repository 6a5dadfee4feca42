import { deAboutAttributes, deAboutGroups } from "@/i18n/de-google-about";
import { localizeAbout } from "./about-labels";
import { aboutGroups } from "./business-info";

describe("localizeAbout", () => {
  it.each([
    ["Service options", "Serviceoptionen"],
    ["Highlights", "Highlights"],
    ["Popular for", "Beliebt für"],
    ["Accessibility", "Barrierefreiheit"],
    ["Offerings", "Angebot"],
    ["Dining options", "Essensangebot"],
    ["Amenities", "Ausstattung"],
    ["Atmosphere", "Ambiente"],
    ["Crowd", "Publikum"],
    ["Planning", "Planung"],
    ["Payments", "Zahlungen"],
    ["Children", "Kinder"],
    ["Parking", "Parken"],
    ["Health & safety", "Gesundheit & Sicherheit"],
    ["From the business", "Vom Unternehmen"],
    ["Pets", "Haustiere"],
  ])("names the group %s %s in German", (group, german) => {
    const [g] = localizeAbout(aboutGroups({ [group]: { Restroom: true } }), "de");
    expect(g).toEqual({ title: german, items: [{ label: "Toilette", value: true }] });
  });

  // Every attribute the demo data writes (internal/demo/describe.go) has a German name.
  it.each([
    ["Onsite services", "Service vor Ort"],
    ["Online appointments", "Online-Terminvereinbarung"],
    ["Wheelchair accessible entrance", "Rollstuhlgerechter Eingang"],
    ["Wheelchair accessible parking lot", "Rollstuhlgerechter Parkplatz"],
    ["Wheelchair accessible restroom", "Rollstuhlgerechte Toilette"],
    ["Credit cards", "Kreditkarten"],
    ["Debit cards", "Debitkarten"],
    ["NFC mobile payments", "Mobile Zahlung per NFC"],
    ["Appointment required", "Termin erforderlich"],
    ["In-store shopping", "Einkauf im Geschäft"],
    ["In-store pickup", "Abholung im Geschäft"],
    ["Delivery", "Lieferservice"],
    ["Dine-in", "Essen vor Ort"],
    ["Takeout", "Zum Mitnehmen"],
    ["Outdoor seating", "Sitzplätze im Freien"],
    ["Vegetarian options", "Vegetarische Gerichte"],
    ["Beer", "Bier"],
    ["Wine", "Wein"],
    ["Coffee", "Kaffee"],
    ["Cozy", "Gemütlich"],
    ["Casual", "Ungezwungen"],
    ["Toilets", "Toiletten"],
    ["Wi-Fi", "WLAN"],
    ["Good for kids", "Gut für Kinder"],
    ["LGBTQ+ friendly", "LGBTQ+-freundlich"],
    ["Restroom", "Toilette"],
  ])("names the attribute %s %s in German", (attribute, german) => {
    const [g] = localizeAbout(aboutGroups({ Amenities: { [attribute]: false } }), "de");
    expect(g).toEqual({ title: "Ausstattung", items: [{ label: german, value: false }] });
  });

  it("has German names for the common groups and at least 80 attributes", () => {
    expect(Object.keys(deAboutGroups).length).toBeGreaterThanOrEqual(16);
    expect(Object.keys(deAboutAttributes).length).toBeGreaterThanOrEqual(80);
    for (const german of [...Object.values(deAboutGroups), ...Object.values(deAboutAttributes)]) {
      expect(german.trim()).toBe(german);
      expect(german).not.toBe("");
    }
  });

  it("ignores the case of a key, and keeps German keys as they are", () => {
    const groups = aboutGroups({ "SERVICE OPTIONS": { "outdoor seating": true }, Serviceoptionen: { Lieferservice: true } });
    expect(localizeAbout(groups, "de")).toEqual([
      { title: "Serviceoptionen", items: [{ label: "Sitzplätze im Freien", value: true }] },
      { title: "Serviceoptionen", items: [{ label: "Lieferservice", value: true }] },
    ]);
  });

  it("hides unknown keys under German, even those of Object's prototype, and leaves English untouched", () => {
    const groups = aboutGroups({
      constructor: { toString: true },
      Payments: { "Crypto only": true, hasOwnProperty: true },
      "Service options": { constructor: true, Delivery: true },
    });
    expect(localizeAbout(groups, "de")).toEqual([{ title: "Serviceoptionen", items: [{ label: "Lieferservice", value: true }] }]);
    expect(localizeAbout(groups, "en")).toBe(groups);
  });
});
