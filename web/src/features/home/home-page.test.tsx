import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { aBusiness } from "@/test/fixtures";
import { mockFetch, renderRoute } from "@/test/render";
import type { Category, CityCount } from "@/types/business";
import HomePage from "./home-page";

function aCategory(slug: string, name: string, count: number): Category {
  return { slug, name, description: "", services: [], color: "#b91c1c", icon: "utensils", aliases: null, count };
}

const categories = [
  aCategory("kfz-werkstatt", "KFZ-Werkstätten", 9000),
  aCategory("gastronomie", "Gastronomie", 60073),
  aCategory("friseur-kosmetik", "Friseure & Kosmetik", 36121),
  aCategory("handel", "Handel", 1500),
  aCategory("dienstleister", "Dienstleister", 999),
];

// 14 cities with Unknown third: the grid must skip it and stop after 12.
const cities: CityCount[] = [
  "Berlin",
  "Hamburg",
  "Unknown",
  "München",
  "Köln",
  "Frankfurt am Main",
  "Stuttgart",
  "Düsseldorf",
  "Leipzig",
  "Dortmund",
  "Essen",
  "Bremen",
  "Dresden",
  "Hannover",
].map((city, i) => ({ city, businessCount: 500 - i }));

const featured = [
  aBusiness({ id: 1, name: "Featured Eins", urlSlug: "berlin/featured-eins" }),
  aBusiness({ id: 2, name: "Unavailable Business" }),
];

function routes(search: unknown = { businesses: [], total: 0 }) {
  return mockFetch({
    "/api/businesses/stats": { total: 61234, homeCountry: "DE", homeTotal: 59599 },
    "/api/categories": categories,
    "/api/cities": cities,
    "/api/businesses/popular": featured,
    "/api/businesses/search": search,
  });
}

const searchCalls = (calls: URL[]) => calls.filter((u) => u.pathname === "/api/businesses/search");

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("HomePage browse mode", () => {
  it("names the home country's real total in the headline, German style (not the foreign businesses)", async () => {
    routes();
    renderRoute(<HomePage />);
    expect(await screen.findByRole("heading", { level: 1, name: "59.599 Unternehmen in ganz Deutschland" })).toBeInTheDocument();
  });

  it("shows four category tiles with real counts in short German form, linking to their category pages", async () => {
    routes();
    renderRoute(<HomePage />);
    const tiles = await screen.findAllByRole("link", { name: /Gastronomie|Friseure|Handel|Dienstleister|KFZ/ });
    expect(tiles.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["60,1\u00a0Tsd.Gastronomie", "/categories/gastronomie"],
      ["36,1\u00a0Tsd.Friseure & Kosmetik", "/categories/friseur-kosmetik"],
      ["1,5\u00a0Tsd.Handel", "/categories/handel"],
      ["999Dienstleister", "/categories/dienstleister"],
    ]);
  });

  it("fills missing tile categories with the largest others", async () => {
    mockFetch({
      "/api/categories": [
        aCategory("bildung", "Bildung", 5),
        aCategory("gastronomie", "Gastronomie", 7),
        aCategory("transport", "Transport", 9),
      ],
    });
    renderRoute(<HomePage />);
    const tiles = await screen.findAllByRole("link", { name: /Bildung|Gastronomie|Transport/ });
    expect(tiles.map((a) => a.getAttribute("href"))).toEqual([
      "/categories/gastronomie",
      "/categories/transport",
      "/categories/bildung",
    ]);
  });

  it("lists the first 12 cities without Unknown, each linking to its city page with its count", async () => {
    routes();
    renderRoute(<HomePage />);
    const grid = (await screen.findByRole("heading", { name: "Beliebte Städte" })).closest("section")!;
    const links = await within(grid).findAllByRole("link");
    expect(links).toHaveLength(12);
    expect(links.map((a) => a.getAttribute("href"))).not.toContain("/city/Unknown");
    expect(links[2]).toHaveAttribute("href", "/city/M%C3%BCnchen");
    expect(links[2]).toHaveTextContent("München497 Unternehmen");
    expect(links[11]).toHaveTextContent("Dresden");
  });

  it("shows skeletons and the loading text while the featured list loads, then the featured businesses", async () => {
    routes();
    renderRoute(<HomePage />);
    expect(screen.getByText("Fachbetriebe werden geladen...")).toBeInTheDocument();
    expect(screen.getAllByTestId("card-skeleton")).toHaveLength(12);
    expect(screen.getAllByTestId("city-skeleton")).toHaveLength(12);
    expect(screen.getAllByTestId("tile-skeleton")).toHaveLength(4);
    expect(screen.getByTestId("stats-skeleton")).toBeInTheDocument();

    const link = await screen.findByRole("link", { name: "Featured Eins" });
    expect(link).toHaveAttribute("href", "/berlin/featured-eins");
    expect(screen.queryByText("Unavailable Business")).not.toBeInTheDocument();
    expect(screen.queryByText("Fachbetriebe werden geladen...")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Empfohlene Unternehmen" })).toBeInTheDocument();
  });

  it("has labelled search fields with German placeholders", () => {
    routes();
    renderRoute(<HomePage />);
    expect(screen.getByLabelText("Was suchen Sie?")).toHaveAttribute("placeholder", "Unternehmen, Dienstleistungen suchen …");
    expect(screen.getByLabelText("Wo?")).toHaveAttribute("placeholder", "Ort oder Postleitzahl");
  });
});

describe("HomePage in English", () => {
  it("shows the spec's English wording, English figures and k counts", async () => {
    routes();
    renderRoute(<HomePage />, { locale: "en" });
    expect(await screen.findByRole("heading", { level: 1, name: "59,599 businesses all over Germany" })).toBeInTheDocument();
    expect(screen.getByLabelText("What are you looking for?")).toHaveAttribute(
      "placeholder",
      "Search for businesses, services...",
    );
    expect(screen.getByLabelText("Where?")).toHaveAttribute("placeholder", "Location or postal code");
    const grid = (await screen.findByRole("heading", { name: "Popular Cities" })).closest("section")!;
    expect((await within(grid).findAllByRole("link"))[2]).toHaveTextContent("München497 businesses");
    expect(await screen.findByRole("link", { name: /Gastronomie/ })).toHaveTextContent("60.1kGastronomie");
    expect(screen.getByRole("heading", { name: "Featured Businesses" })).toBeInTheDocument();
  });

  it("titles the list Search Results and speaks English when nothing is found", async () => {
    routes({ businesses: [], total: 0 });
    renderRoute(<HomePage />, { url: "/?q=nichts", locale: "en" });
    expect(await screen.findByText("No results found.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Search Results" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reset search" })).toBeInTheDocument();
  });
});

describe("HomePage search mode", () => {
  it("replaces the featured list with the search results and hides the city grid", async () => {
    const { calls } = routes({ businesses: [aBusiness({ id: 7, name: "Kfz Treffer" })], total: 1 });
    renderRoute(<HomePage />);
    await screen.findByRole("link", { name: "Featured Eins" });
    expect(screen.getByRole("heading", { name: "Beliebte Städte" })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Was suchen Sie?"), "kfz");
    await userEvent.type(screen.getByLabelText("Wo?"), "10115");
    await userEvent.click(screen.getByRole("button", { name: "Suchen" }));

    expect(await screen.findByRole("link", { name: "Kfz Treffer" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Suchergebnisse" })).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "Empfohlene Unternehmen" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Featured Eins" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Beliebte Städte" })).not.toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/?q=kfz&location=10115");

    const [req] = searchCalls(calls);
    expect(Object.fromEntries(req.searchParams)).toEqual({ query: "kfz", location: "10115", limit: "50" });
  });

  it("leaves empty fields out of the request", async () => {
    const { calls } = routes();
    renderRoute(<HomePage />);
    await userEvent.type(screen.getByLabelText("Wo?"), "  Berlin ");
    await userEvent.click(screen.getByRole("button", { name: "Suchen" }));
    await waitFor(() => expect(searchCalls(calls)).toHaveLength(1));
    expect(Object.fromEntries(searchCalls(calls)[0].searchParams)).toEqual({ location: "Berlin", limit: "50" });
  });

  it("shows the no-results message for an empty answer", async () => {
    routes({ businesses: [], total: 0 });
    renderRoute(<HomePage />, { url: "/?q=nichts" });
    expect(await screen.findByText("Keine Ergebnisse gefunden.")).toBeInTheDocument();
    expect(screen.getByText("Versuchen Sie es mit anderen Suchbegriffen.")).toBeInTheDocument();
    expect(screen.getByLabelText("Was suchen Sie?")).toHaveValue("nichts");
    expect(screen.queryByText("Fachbetriebe werden geladen...")).not.toBeInTheDocument();
  });

  it("empties the list when the search fails and logs the failure", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    routes(new Response("boom", { status: 500 }));
    renderRoute(<HomePage />, { url: "/?q=kfz" });
    expect(await screen.findByText("Keine Ergebnisse gefunden.")).toBeInTheDocument();
    expect(screen.getByText("Versuchen Sie es mit anderen Suchbegriffen.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Featured Eins" })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith("home search failed:", expect.objectContaining({ message: "500: boom" }));
  });

  it("shows a postal code search widened to the surroundings, with distances", async () => {
    const { calls } = routes({
      businesses: [aBusiness({ id: 5, name: "Zahnarzt Mitte", urlSlug: "berlin/zahnarzt-mitte", distanceKm: 10.75 })],
      total: 1,
      widenedKm: 25,
      placeTotal: 0,
    });
    renderRoute(<HomePage />, { url: "/?q=Zahnarzt&location=10115" });
    expect(await screen.findByText("Keine Treffer für „Zahnarzt“ in 10115 – 1 im Umkreis von 25 km")).toBeInTheDocument();
    expect(Object.fromEntries(searchCalls(calls)[0].searchParams)).toEqual({ query: "Zahnarzt", location: "10115", limit: "50" });
    expect(screen.getByRole("link", { name: "Zahnarzt Mitte" })).toBeInTheDocument();
    expect(screen.getByText("11 km")).toBeInTheDocument();
  });

  it("asks which place an ambiguous name means and searches the chosen one", async () => {
    const { calls } = routes({ businesses: [aBusiness()], total: 1, places: ["Frankfurt am Main", "Frankfurt (Oder)"] });
    renderRoute(<HomePage />, { url: "/?q=kfz&location=Frankfurt" });
    expect(await screen.findByText("Meinten Sie:")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Frankfurt am Main" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/?q=kfz&location=Frankfurt+am+Main"));
    await waitFor(() => expect(searchCalls(calls)).toHaveLength(2));
    expect(searchCalls(calls)[1].searchParams.get("location")).toBe("Frankfurt am Main");
    expect(screen.getByLabelText("Wo?")).toHaveValue("Frankfurt am Main");
  });

  it("returns to browse mode with the reset button", async () => {
    routes({ businesses: [aBusiness({ id: 7, name: "Kfz Treffer" })], total: 1 });
    renderRoute(<HomePage />, { url: "/?q=kfz" });
    await screen.findByRole("link", { name: "Kfz Treffer" });
    await userEvent.click(screen.getByRole("button", { name: "Suche zurücksetzen" }));
    expect(await screen.findByRole("heading", { name: "Beliebte Städte" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Featured Eins" })).toBeInTheDocument();
    expect(screen.getByLabelText("Was suchen Sie?")).toHaveValue("");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
  });
});

describe("HomePage photos", () => {
  it("shows each popular business's thumbnail, or the letter placeholder without one", async () => {
    mockFetch({
      "/api/businesses/stats": { total: 59599 },
      "/api/categories": categories,
      "/api/cities": cities,
      "/api/businesses/popular": [
        aBusiness({ id: 1, name: "Mit Bild", thumbnail: "/media/photos/aaaaaaaaaaaaaaaaaaaaaaaa-320.jpg" }),
        aBusiness({ id: 2, name: "Ohne Bild", urlSlug: "berlin/ohne-bild" }),
      ],
    });
    renderRoute(<HomePage />);
    const img = await screen.findByRole("img", { name: "Mit Bild" });
    expect(img).toHaveAttribute("src", "/media/photos/aaaaaaaaaaaaaaaaaaaaaaaa-320.jpg");
    expect(img).toHaveAttribute("loading", "lazy");
    const without = screen.getByRole("link", { name: "Ohne Bild" }).closest("li")!;
    expect(within(without).getByTestId("photo-placeholder")).toHaveTextContent("O");
    expect(within(without).queryByRole("img", { name: "Ohne Bild" })).not.toBeInTheDocument();
  });
});
