import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "@/lib/router";
import { LocaleProvider } from "@/i18n/locale";
import { mockFetch, renderRoute } from "@/test/render";
import ImprintPage, { ODR_URL } from "./imprint-page";
import PrivacyPage from "./privacy-page";
import TermsPage from "./terms-page";

afterEach(() => vi.unstubAllGlobals());

function expectTableOfContents() {
  const toc = screen.getByRole("navigation", { name: /Inhalt|Contents/ });
  const links = within(toc).getAllByRole("link");
  expect(links.length).toBeGreaterThan(3);
  for (const a of links) {
    const id = a.getAttribute("href")!.slice(1);
    expect(a.getAttribute("href")).toMatch(/^#[a-z-]+$/);
    expect(document.getElementById(id)?.tagName).toBe("H2");
    expect(document.getElementById(id)).toHaveTextContent(a.textContent!);
  }
}

describe("PrivacyPage", () => {
  it("has one h1, a table of contents and the German date", () => {
    renderRoute(<PrivacyPage />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expectTableOfContents();
    expect(screen.getByText("15. Januar 2024")).toHaveAttribute("datetime", "2024-01-15");
  });

  it("names what the product stores, the 30 days and the GDPR rights", () => {
    const { container } = renderRoute(<PrivacyPage />);
    const text = container.textContent!;
    for (const word of ["bb_session", "bb_consent", "bb_locale", "localStorage", "Double-Opt-in", "Google-Maps", "CC BY 4.0"]) {
      expect(text).toContain(word);
    }
    expect(text).toContain("innerhalb von 30 Tagen");
    expect(text).toContain("Statuscode, Größe der Antwort in Bytes und Bearbeitungsdauer");
    for (const art of ["Art. 15", "Art. 16", "Art. 17", "Art. 18", "Art. 20", "Art. 21", "Art. 77"]) expect(text).toContain(art);
    const geonames = screen.getByRole("link", { name: /GeoNames/ });
    expect(geonames).toHaveAttribute("href", "https://www.geonames.org");
    expect(geonames).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: /Cookie-Einstellungen/ })).toHaveAttribute("href", "/cookies");
  });

  it("says that maps contact their tile server only after the click, remembered only with preferences consent", () => {
    renderRoute(<PrivacyPage />);
    const heading = screen.getByRole("heading", { level: 2, name: /^\d+\. Karten$/ });
    const text = heading.parentElement!.textContent!;
    expect(text).toContain("Bevor Sie auf „Karte laden“ klicken, stellt Ihr Browser keine Verbindung zu diesem Server her");
    expect(text).toContain("Er erhält dabei Ihre IP-Adresse");
    expect(text).toContain("Nur mit Ihrer Einwilligung in „Präferenzen“ merken wir sie uns für 12 Monate");
    expect(text).toContain("bb_map");
  });

  it("is English with a binding-German note under /en", () => {
    render(
      <LocaleProvider locale="en">
        <MemoryRouter>
          <PrivacyPage />
        </MemoryRouter>
      </LocaleProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeInTheDocument();
    expect(screen.getByText("15 January 2024")).toBeInTheDocument();
    expect(screen.getByText(/Only the German version is legally binding/)).toBeInTheDocument();
  });
});

describe("TermsPage", () => {
  it("has a table of contents, the date, free basic use, imported reviews and the 30-day objection", () => {
    const { container } = renderRoute(<TermsPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Allgemeine Geschäftsbedingungen" })).toBeInTheDocument();
    expectTableOfContents();
    expect(screen.getByText("15. Januar 2024")).toBeInTheDocument();
    const text = container.textContent!;
    expect(text).toContain("kostenlos mit einem Basiseintrag");
    expect(text).toContain("können keine Bewertungen geschrieben werden");
    expect(text).toContain("ein Entgelt verlangen");
    expect(text).toContain("nicht innerhalb von 30 Tagen nach der Mitteilung widersprochen");
  });
});

describe("ImprintPage", () => {
  const odr = () => screen.getByRole("link", { name: ODR_URL });

  it("says plainly that the operator has not filled in the details yet", async () => {
    mockFetch({ "/api/admin/settings": { site_title: "Branchenbuch" } });
    renderRoute(<ImprintPage />);
    expect(
      await screen.findByText("Der Betreiber hat seine Angaben für das Impressum noch nicht hinterlegt."),
    ).toBeInTheDocument();
    expect(screen.getAllByText("nicht angegeben").length).toBeGreaterThanOrEqual(8);
    expect(screen.queryByText(/GmbH/)).toBeNull();
    expectTableOfContents();
    expect(odr()).toHaveAttribute("href", "https://ec.europa.eu/consumers/odr");
    expect(odr()).toHaveAttribute("target", "_blank");
    expect(odr()).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows the operator's details from the settings", async () => {
    mockFetch({
      "/api/admin/settings": {
        operator_company: "Muster Verzeichnis GmbH",
        operator_address: "Hauptstraße 1\n50667 Köln",
        operator_register: "Amtsgericht Köln, HRB 12345",
        operator_vat_id: "DE123456789",
        operator_directors: "Erika Mustermann",
        operator_email: "info@example.de",
        operator_phone: "+49 221 123456",
        operator_hours: "Mo–Fr 09:00–18:00",
      },
    });
    renderRoute(<ImprintPage />);
    expect(await screen.findByText("Muster Verzeichnis GmbH")).toBeInTheDocument();
    expect(screen.queryByText(/noch nicht hinterlegt/)).toBeNull();
    expect(screen.queryByText("nicht angegeben")).toBeNull();
    expect(screen.getByText(/Hauptstraße 1/)).toHaveTextContent("Hauptstraße 1 50667 Köln");
    for (const v of ["Amtsgericht Köln, HRB 12345", "DE123456789", "Erika Mustermann", "Mo–Fr 09:00–18:00"]) {
      expect(screen.getByText(v)).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "info@example.de" })).toHaveAttribute("href", "mailto:info@example.de");
    expect(screen.getByRole("link", { name: "+49 221 123456" })).toHaveAttribute("href", "tel:+49221123456");
    expect(odr()).toBeInTheDocument();
  });

  it("marks single missing details as not given", async () => {
    mockFetch({ "/api/admin/settings": { operator_company: "Muster GmbH", operator_hours: "  " } });
    renderRoute(<ImprintPage />);
    await screen.findByText("Muster GmbH");
    const hours = document.getElementById("hours")!.closest("section")!;
    expect(within(hours).getByText("nicht angegeben")).toBeInTheDocument();
  });

  it("says when the details could not be loaded", async () => {
    mockFetch({});
    renderRoute(<ImprintPage />);
    expect(await screen.findByText("Die Angaben des Betreibers konnten nicht geladen werden.")).toBeInTheDocument();
  });
});
