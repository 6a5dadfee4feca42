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

  it("lists Additional Information: booleans with check or cross, text values and text groups", () => {
    const about = {
      Zahlungen: { Kartenzahlung: true, Bargeld: false },
      Parken: { Hinweis: "Parkhaus gegenüber" },
      Hinweise: "Termine nach Vereinbarung",
      Leer: {},
    };
    renderRoute(<AboutCard business={aBusiness({ about })} />);
    const section = screen.getByRole("region", { name: "Weitere Informationen" });
    expect(
      within(section)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Zahlungen", "Parken", "Hinweise"]);
    expect(within(section).getByText("Kartenzahlung")).toHaveAttribute("data-available", "true");
    expect(within(section).getByText("Kartenzahlung")).toHaveTextContent("Kartenzahlung (vorhanden)");
    expect(within(section).getByText("Bargeld")).toHaveTextContent("Bargeld (nicht vorhanden)");
    expect(within(section).getByText("Hinweis: Parkhaus gegenüber")).toBeInTheDocument();
    expect(within(section).getByText("Termine nach Vereinbarung")).toBeInTheDocument();
  });

  it("leaves out Additional Information without an about object", () => {
    renderRoute(<AboutCard business={aBusiness({ about: undefined })} />);
    expect(screen.queryByRole("region", { name: "Weitere Informationen" })).toBeNull();
  });
});
