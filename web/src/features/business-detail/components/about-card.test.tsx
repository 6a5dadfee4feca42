import { screen, within } from "@testing-library/react";
import { aBusiness } from "@/test/fixtures";
import { renderRoute } from "@/test/render";
import { AboutCard } from "./about-card";

const fact = (label: string) => document.querySelector(`[data-fact="${label}"]`)?.textContent;

describe("AboutCard", () => {
  it.each([
    [null, "€€"],
    [1, "€"],
    [2, "€€"],
    [4, "€€€€"],
  ])("shows price level %s as %s", (priceLevel, want) => {
    renderRoute(<AboutCard business={aBusiness({ priceLevel })} />);
    expect(fact("Preisniveau")).toBe(want);
  });

  it("shows the description, and the facts", () => {
    renderRoute(<AboutCard business={aBusiness({ rating: "4.56", photosCount: 12, verified: true, openNow: false })} />);
    expect(screen.getByRole("heading", { name: "Über das Unternehmen" })).toBeInTheDocument();
    expect(screen.getByText("Ihre Meisterwerkstatt in Schwabing.")).toBeInTheDocument();
    expect(fact("Kategorie")).toBe("Autowerkstatt");
    expect(fact("Bewertung")).toBe("4,6 von 5");
    expect(fact("Fotos")).toBe("12");
    expect(fact("Status")).toBe("Geschlossen");
    expect(fact("Verifiziert")).toBe("Ja");
  });

  it("generates a German sentence without a description", () => {
    renderRoute(<AboutCard business={aBusiness({ description: " " })} />);
    expect(
      screen.getByText(
        "Autowerkstatt Müller aus der Kategorie Autowerkstatt in München. Hier finden Sie Kontaktdaten, Öffnungszeiten und Bewertungen.",
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ["de", "Kategorie", "Friseursalon", "Salon Belle aus der Kategorie Friseursalon in Zürich."],
    ["en", "Category", "Hair salon", "Salon Belle in the category Hair salon in Zürich."],
  ] as const)("names the category by its display name in %s", (locale, label, category, sentence) => {
    const b = aBusiness({
      name: "Salon Belle",
      city: "Zürich",
      description: "",
      category: "Coiffeur",
      categoryLabels: { de: "Friseursalon", en: "Hair salon" },
    });
    renderRoute(<AboutCard business={b} />, { locale });
    expect(fact(label)).toBe(category);
    expect(screen.getByText(sentence, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText("Coiffeur", { exact: false })).toBeNull();
  });

  // An about object as Outscraper exports it: Google's English keys.
  const about = {
    "Service options": { "Outdoor seating": true, Delivery: false, Takeout: true, "Robot waiters": true },
    Accessibility: { "Wheelchair accessible entrance": true },
    Payments: { "Credit cards": true, "NFC mobile payments": true },
    Parking: { "Free street parking": true, "Parking note": "Parkhaus gegenüber" },
    Planning: { "Appointment required": "Nur montags" },
    Crowd: { "Astronauts welcome": true },
    "Unusual group": { "Outdoor seating": true },
    "From the business": "Familienbetrieb seit 1950",
    Leer: {},
  };
  const headings = (section: HTMLElement) =>
    within(section)
      .getAllByRole("heading", { level: 4 })
      .map((h) => h.textContent);

  it("shows Additional Information in German: booleans with check or cross, text values and text groups", () => {
    renderRoute(<AboutCard business={aBusiness({ about })} />);
    const section = screen.getByRole("region", { name: "Weitere Informationen" });
    expect(headings(section)).toEqual([
      "Serviceoptionen",
      "Barrierefreiheit",
      "Zahlungen",
      "Parken",
      "Planung",
      "Vom Unternehmen",
    ]);
    expect(within(section).getByText("Sitzplätze im Freien")).toHaveAttribute("data-available", "true");
    expect(within(section).getByText("Sitzplätze im Freien")).toHaveTextContent("Sitzplätze im Freien (vorhanden)");
    expect(within(section).getByText("Lieferservice")).toHaveTextContent("Lieferservice (nicht vorhanden)");
    expect(within(section).getByText("Zum Mitnehmen")).toBeInTheDocument();
    expect(within(section).getByText("Rollstuhlgerechter Eingang")).toBeInTheDocument();
    expect(within(section).getByText("Kreditkarten")).toBeInTheDocument();
    expect(within(section).getByText("Mobile Zahlung per NFC")).toBeInTheDocument();
    expect(within(section).getByText("Kostenlose Parkplätze an der Straße")).toBeInTheDocument();
    expect(within(section).getByText("Termin erforderlich: Nur montags")).toBeInTheDocument();
    expect(within(section).getByText("Familienbetrieb seit 1950")).toBeInTheDocument();
  });

  it("hides what has no German name on German pages, and a group left empty by it", () => {
    renderRoute(<AboutCard business={aBusiness({ about })} />);
    const section = screen.getByRole("region", { name: "Weitere Informationen" });
    for (const english of [
      "Robot waiters",
      "Parking note",
      "Parkhaus gegenüber",
      "Crowd",
      "Publikum",
      "Unusual group",
      "Service options",
    ]) {
      expect(within(section).queryByText(english, { exact: false })).toBeNull();
    }
  });

  it("leaves out Additional Information when nothing has a German name", () => {
    renderRoute(
      <AboutCard business={aBusiness({ about: { Crowd: { "Astronauts welcome": true }, Unusual: { Delivery: true } } })} />,
    );
    expect(screen.queryByRole("region", { name: "Weitere Informationen" })).toBeNull();
  });

  it("shows an about object exported in German as it is", () => {
    const german = { Barrierefreiheit: { "Rollstuhlgerechter Eingang": true }, Zahlungen: { Kreditkarten: true, Bargeld: true } };
    renderRoute(<AboutCard business={aBusiness({ about: german })} />);
    const section = screen.getByRole("region", { name: "Weitere Informationen" });
    expect(headings(section)).toEqual(["Barrierefreiheit", "Zahlungen"]);
    expect(within(section).getByText("Rollstuhlgerechter Eingang")).toBeInTheDocument();
    expect(within(section).getByText("Kreditkarten")).toBeInTheDocument();
    expect(within(section).queryByText("Bargeld")).toBeNull();
  });

  it("shows Google's keys as they come on English pages", () => {
    renderRoute(<AboutCard business={aBusiness({ about })} />, { locale: "en" });
    const section = screen.getByRole("region", { name: "Additional Information" });
    expect(headings(section)).toEqual([
      "Service options",
      "Accessibility",
      "Payments",
      "Parking",
      "Planning",
      "Crowd",
      "Unusual group",
      "From the business",
    ]);
    expect(within(section).getAllByText("Outdoor seating")).toHaveLength(2);
    expect(within(section).getByText("Delivery")).toHaveTextContent("Delivery (not available)");
    expect(within(section).getByText("Robot waiters")).toBeInTheDocument();
    expect(within(section).getByText("Parking note: Parkhaus gegenüber")).toBeInTheDocument();
    expect(within(section).queryByText("Sitzplätze im Freien")).toBeNull();
  });

  it("leaves out Additional Information without an about object", () => {
    renderRoute(<AboutCard business={aBusiness({ about: undefined })} />);
    expect(screen.queryByRole("region", { name: "Weitere Informationen" })).toBeNull();
  });
});
