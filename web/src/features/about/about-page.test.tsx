import { screen, within } from "@testing-library/react";
import { LocaleProvider } from "@/i18n/locale";
import { mockFetch, renderRoute } from "@/test/render";
import AboutPage from "./about-page";

afterEach(() => vi.unstubAllGlobals());

const categories = [
  { slug: "handwerker", name: "Handwerker", count: 1200 },
  { slug: "handel", name: "Handel", count: 34 },
  { slug: "bildung", name: "Bildung", count: 0 },
];

function renderPage(locale: "de" | "en" = "de") {
  return renderRoute(
    <LocaleProvider locale={locale}>
      <AboutPage />
    </LocaleProvider>,
    { path: "/about", url: "/about" },
  );
}

describe("AboutPage", () => {
  it("shows the figures counted from the database in German number format", async () => {
    const { calls } = mockFetch({
      "/api/businesses/stats": { total: 441234 },
      "/api/categories": categories,
      "/api/cities": [
        { city: "Unknown", businessCount: 99999 },
        { city: "Berlin", businessCount: 12345 },
        { city: "Köln", businessCount: 800 },
      ],
    });
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const figures = screen.getByRole("region", { name: "Das Verzeichnis in Zahlen" });
    expect(await within(figures).findByText("441.234")).toBeInTheDocument();
    expect(within(figures).getByText("2")).toBeInTheDocument(); // categories holding businesses
    expect(within(figures).getByText("Berlin")).toBeInTheDocument();
    expect(within(figures).getByText("12.345 Unternehmen")).toBeInTheDocument();
    // The same URLs the server preloads for this route.
    expect(calls.map((u) => u.pathname + u.search).sort()).toEqual([
      "/api/businesses/stats",
      "/api/categories",
      "/api/cities?limit=20",
    ]);
  });

  it("shows mission, the way of a listing, team and technology", () => {
    mockFetch({});
    renderPage();
    for (const name of ["Unsere Aufgabe", "Der Weg eines Eintrags", "Wer dahintersteht", "Technik"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/GeoNames/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "SQLite oder PostgreSQL" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Unternehmen eintragen" })).toHaveAttribute("href", "/add-business");
  });

  it("leaves out a figure that failed and says so when all failed", async () => {
    mockFetch({ "/api/businesses/stats": { total: 5000 } });
    const first = renderPage();
    const figures = screen.getByRole("region", { name: "Das Verzeichnis in Zahlen" });
    expect(await within(figures).findByText("5.000")).toBeInTheDocument();
    expect(await within(figures).findByText("Unternehmen")).toBeInTheDocument();
    await vi.waitFor(() => expect(within(figures).queryByText("Größte Stadt im Verzeichnis")).toBeNull());
    first.unmount();

    mockFetch({});
    renderPage();
    expect(await screen.findByText("Die Zahlen konnten gerade nicht geladen werden.")).toBeInTheDocument();
  });

  it("formats the figures for the English locale", async () => {
    mockFetch({ "/api/businesses/stats": { total: 441234 }, "/api/categories": categories, "/api/cities": [] });
    renderPage("en");
    expect(await screen.findByText("441,234")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "About us" })).toBeInTheDocument();
  });
});
