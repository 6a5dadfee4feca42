import { aBusiness } from "@/test/fixtures";
import { categoryLabel, countryName, withCountry } from "./business-labels";

describe("categoryLabel", () => {
  const labelled = aBusiness({ category: "Auto repair shop", categoryLabels: { de: "Autowerkstatt", en: "Auto repair shop" } });

  it.each([
    ["de", "Autowerkstatt"],
    ["en", "Auto repair shop"],
  ] as const)("shows the %s display name", (locale, want) => {
    expect(categoryLabel(labelled, locale)).toBe(want);
  });

  it("falls back to the raw category only when the server sent no names", () => {
    expect(categoryLabel(aBusiness({ category: "Coiffeur", categoryLabels: undefined }), "de")).toBe("Coiffeur");
    expect(categoryLabel(aBusiness({ category: "Coiffeur", categoryLabels: { de: " " } }), "de")).toBe("Coiffeur");
    expect(categoryLabel(aBusiness({ category: "Coiffeur", categoryLabels: { de: "Friseursalon" } }), "en")).toBe("Coiffeur");
  });
});

describe("countryName", () => {
  it.each([
    [{ country_code: "CH", country: "Switzerland" }, "de", "Schweiz"],
    [{ country_code: "CH", country: "Schweiz" }, "en", "Switzerland"],
    [{ country_code: "US", country: "" }, "de", "Vereinigte Staaten"],
    [{ country_code: "us", country: "" }, "en", "United States"],
    [{ country_code: "AT", country: "" }, "de", "Österreich"],
    [{ country_code: "DE", country: "Deutschland" }, "de", ""],
    [{ country_code: "DE", country: "Germany" }, "en", ""],
    [{ country_code: "", country: "Deutschland" }, "de", ""],
    [{ country_code: "", country: "" }, "de", ""],
    [{ country_code: "", country: "Liechtenstein" }, "de", "Liechtenstein"],
    [{ country_code: "QQ", country: "Atlantis" }, "de", "Atlantis"],
    [{ country_code: "Schweiz", country: "Schweiz" }, "de", "Schweiz"],
  ] as const)("%o in %s → %o", (b, locale, want) => {
    expect(countryName(b, locale)).toBe(want);
  });
});

describe("withCountry", () => {
  const ch = { country_code: "CH", country: "Switzerland" };
  const us = { country_code: "US", country: "United States" };
  it.each([
    ["Zürich", ch, "de", "Zürich, Schweiz"],
    ["Zürich", ch, "en", "Zürich, Switzerland"],
    ["Los Angeles", us, "de", "Los Angeles, Vereinigte Staaten"],
    ["Bahnhofstrasse 1, 8001 Zürich, Switzerland", ch, "de", "Bahnhofstrasse 1, 8001 Zürich, Schweiz"],
    ["Bahnhofstrasse 1, 8001 Zürich, Schweiz", ch, "en", "Bahnhofstrasse 1, 8001 Zürich, Switzerland"],
    ["Bahnhofstrasse 1, 8001 Zürich, CH", ch, "de", "Bahnhofstrasse 1, 8001 Zürich, Schweiz"],
    ["123 Main St, Los Angeles, CA 90012", us, "de", "123 Main St, Los Angeles, CA 90012, Vereinigte Staaten"],
    ["123 Main St, Los Angeles, CA 90012, USA", us, "de", "123 Main St, Los Angeles, CA 90012, Vereinigte Staaten"],
    ["", ch, "de", "Schweiz"],
    ["Schweizer Strasse 3, Berlin", { country_code: "DE", country: "Deutschland" }, "de", "Schweizer Strasse 3, Berlin"],
    ["München", { country_code: "DE", country: "Deutschland" }, "en", "München"],
  ] as const)("%o (%o, %s) → %o", (text, b, locale, want) => {
    expect(withCountry(text, b, locale)).toBe(want);
  });
});
