import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Locale } from "@/i18n/locale";
import { mockFetch, renderRoute } from "@/test/render";
import { aBusiness } from "@/test/fixtures";
import type { Business, Category, CategoryPageResult } from "@/types/business";
import CategoryPage from "./category-page";

const gastronomie: Category = {
  slug: "gastronomie",
  name: "Gastronomie",
  description: "Restaurants, Cafés, Bäckereien, Imbisse und Bars.",
  services: ["Restaurant & Mittagstisch", "Café & Bäckerei", "Imbiss", "Bar & Kneipe", "Catering", "Hotel"],
  color: "#b91c1c",
  icon: "utensils",
  aliases: ["restaurant"],
  count: 423,
};

/**
 * answer is a category page as the server sends it; total decides the number
 * of pages, averageRating is the whole category's (4.6 unless given).
 */
function answer(total: number, businesses: Business[] = [aBusiness()], page = 1, averageRating = 4.6): CategoryPageResult {
  return { businesses, total, totalPages: Math.ceil(total / 12), page, category: gastronomie, averageRating };
}

const path = "/api/categories/gastronomie/businesses";
const renderCategory = (url = "/categories/gastronomie", locale: Locale = "de") =>
  renderRoute(<CategoryPage />, { path: "/categories/:category", url, locale });
const location = () => screen.getByTestId("location").textContent;

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CategoryPage", () => {
  it("asks for page 1, 12 per page, best rating first, and shows the header from real data", async () => {
    const { calls } = mockFetch({
      [path]: answer(423, [aBusiness({ rating: 4 }), aBusiness({ id: 2, rating: 5 }), aBusiness({ id: 3, rating: 0 })]),
      "/api/businesses/stats": { total: 1000 },
    });
    renderCategory();

    expect(await screen.findByRole("heading", { level: 1, name: "Gastronomie" })).toBeInTheDocument();
    const req = calls.find((u) => u.pathname === path)!;
    expect(Object.fromEntries(req.searchParams)).toEqual({ page: "1", limit: "12", sortBy: "rating" });
    expect(screen.getByText(gastronomie.description)).toBeInTheDocument();
    const services = within(screen.getByRole("region", { name: "Hauptleistungen" })).getAllByRole("listitem");
    expect(services.map((li) => li.textContent)).toEqual(gastronomie.services);
    expect(screen.getByRole("heading", { name: "423 Betriebe gefunden" })).toBeInTheDocument();
    expect(screen.getByTestId("stat-total")).toHaveTextContent("423");
    expect(await screen.findByText(/42,3\s%/)).toBeInTheDocument();
    // The whole category's average from the server, not this page's (4 + 5) / 2 = 4,5.
    expect(screen.getByTestId("stat-average")).toHaveTextContent(/^Ø Bewertung aller Betriebe der Kategorie4,6$/);
    expect(screen.queryByText(/24\/7/)).not.toBeInTheDocument();
  });

  it("hides the average rating of a category without reviews (averageRating 0), however rated the page is", async () => {
    mockFetch({ [path]: answer(2, [aBusiness({ rating: 4.8 })], 1, 0), "/api/businesses/stats": { total: 1000 } });
    renderCategory();
    expect(await screen.findByRole("heading", { level: 1, name: "Gastronomie" })).toBeInTheDocument();
    expect(screen.getByTestId("stat-total")).toHaveTextContent("2");
    expect(screen.queryByTestId("stat-average")).toBeNull();
  });

  it("opens an alias slug with the category it resolves to", async () => {
    const { calls } = mockFetch({ "/api/categories/restaurant/businesses": answer(5) });
    renderCategory("/categories/restaurant");
    expect(await screen.findByRole("heading", { level: 1, name: "Gastronomie" })).toBeInTheDocument();
    expect(calls[0].pathname).toBe("/api/categories/restaurant/businesses");
  });

  it("sends the chosen sort order and keeps the page number", async () => {
    const { calls } = mockFetch({
      [path]: (url: URL) => answer(100, [aBusiness({ name: `Sortiert nach ${url.searchParams.get("sortBy")}` })], 3),
    });
    renderCategory("/categories/gastronomie?page=3");
    expect(await screen.findByText("Sortiert nach rating")).toBeInTheDocument();

    const sort = screen.getByRole("combobox", { name: "Sortieren nach" });
    expect(sort).toHaveValue("rating");
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Beste Bewertung", "Name A-Z", "Stadt A-Z", "Meiste Bewertungen"]);
    await userEvent.selectOptions(sort, "Meiste Bewertungen");

    expect(await screen.findByText("Sortiert nach reviews")).toBeInTheDocument();
    const last = calls.filter((u) => u.pathname === path).at(-1)!;
    expect(last.searchParams.get("sortBy")).toBe("reviews");
    expect(last.searchParams.get("page")).toBe("3");
    expect(screen.getByRole("button", { name: "Seite 3" })).toHaveAttribute("aria-current", "page");
    expect(sort).toHaveValue("reviews");
    expect(location()).toBe("/categories/gastronomie?page=3&sortBy=reviews");

    // Back to the default order: the URL drops sortBy again.
    await userEvent.selectOptions(sort, "Beste Bewertung");
    expect(await screen.findByText("Sortiert nach rating")).toBeInTheDocument();
    expect(location()).toBe("/categories/gastronomie?page=3");
  });

  it("shows the sort order of a shared link as selected", async () => {
    mockFetch({ [path]: answer(2) });
    renderCategory("/categories/gastronomie?sortBy=name");
    await screen.findByTestId("category-list");
    expect(screen.getByRole("combobox", { name: "Sortieren nach" })).toHaveValue("name");
  });

  it("switches between grid and list layout", async () => {
    mockFetch({ [path]: answer(2) });
    renderCategory();
    const list = await screen.findByTestId("category-list");
    expect(list).toHaveAttribute("data-layout", "grid");

    await userEvent.click(screen.getByRole("radio", { name: "Listenansicht" }));
    expect(list).toHaveAttribute("data-layout", "list");
    expect(list.className).not.toMatch(/lg:grid-cols-3/);
    await userEvent.click(screen.getByRole("radio", { name: "Rasteransicht" }));
    expect(list).toHaveAttribute("data-layout", "grid");
  });

  it("numbers at most the first 5 pages and moves pages through the request", async () => {
    const { calls } = mockFetch({
      [path]: (url: URL) => answer(12 * 12, [aBusiness({ name: `Seite ${url.searchParams.get("page")}` })]),
    });
    renderCategory();
    const pager = await screen.findByRole("navigation", { name: "Seitennavigation" });
    const numbers = within(pager)
      .getAllByRole("button", { name: /^Seite / })
      .map((b) => b.textContent);
    expect(numbers).toEqual(["1", "2", "3", "4", "5"]);

    await userEvent.click(within(pager).getByRole("button", { name: "Seite 4" }));
    expect(await screen.findByText("Seite 4", { selector: "h3" })).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get("page")).toBe("4");
    expect(screen.getByTestId("location")).toHaveTextContent("/categories/gastronomie?page=4");
  });

  it("shows no pager with a single page", async () => {
    mockFetch({ [path]: answer(12) });
    renderCategory();
    expect(await screen.findByRole("heading", { name: "12 Betriebe gefunden" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Seitennavigation" })).not.toBeInTheDocument();
  });

  it("shows 'Kategorie nicht gefunden' for an unknown slug", async () => {
    mockFetch({ "/api/categories/gibtsnicht/businesses": new Response('{"error":"Kategorie nicht gefunden"}', { status: 404 }) });
    renderCategory("/categories/gibtsnicht");
    expect(await screen.findByRole("heading", { name: "Kategorie nicht gefunden" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zurück zu allen Kategorien" })).toHaveAttribute("href", "/categories");
  });

  it("shows the error with category and message, and reload asks again", async () => {
    let fail = true;
    const { calls } = mockFetch({
      [path]: () =>
        fail ? new Response("Datenbank nicht erreichbar", { status: 500 }) : answer(1, [aBusiness({ name: "Wieder da" })]),
    });
    renderCategory();

    expect(await screen.findByRole("heading", { name: "Fehler beim Laden der Daten" })).toBeInTheDocument();
    expect(screen.getByText("Kategorie: gastronomie")).toBeInTheDocument();
    expect(screen.getByTestId("category-error-message")).toHaveTextContent("500: Datenbank nicht erreichbar");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Neu laden" }));
    expect(await screen.findByText("Wieder da")).toBeInTheDocument();
    expect(calls.filter((u) => u.pathname === path)).toHaveLength(2);
  });

  it("speaks English under the English locale: figures, sort, cards and the empty state", async () => {
    mockFetch({
      [path]: answer(423, [aBusiness({ rating: 4, reviewCount: 1280 }), aBusiness({ id: 2, rating: 5 })]),
      "/api/businesses/stats": { total: 1000 },
    });
    renderCategory("/categories/gastronomie", "en");
    expect(await screen.findByRole("heading", { name: "423 businesses found" })).toBeInTheDocument();
    expect(await screen.findByText("42.3%")).toBeInTheDocument();
    expect(screen.getByTestId("stat-average")).toHaveTextContent(/^average rating of all businesses in the category4\.6$/);
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(sort).toHaveValue("rating");
    expect(within(sort).getByRole("option", { name: "Best rating" })).toHaveProperty("selected", true);
    expect(screen.getByText("1,280 reviews")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All Categories" })).toHaveAttribute("href", "/categories");
  });

  it("shows the English empty state under the English locale", async () => {
    mockFetch({ [path]: answer(0, []) });
    renderCategory("/categories/gastronomie", "en");
    expect(await screen.findByRole("heading", { name: "No businesses found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View other categories" })).toHaveAttribute("href", "/categories");
  });

  it("shows the English not-found card for an unknown slug under the English locale", async () => {
    mockFetch({ "/api/categories/gibtsnicht/businesses": new Response('{"error":"Kategorie nicht gefunden"}', { status: 404 }) });
    renderCategory("/categories/gibtsnicht", "en");
    expect(await screen.findByRole("heading", { name: "Category not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to all categories" })).toHaveAttribute("href", "/categories");
  });

  it("shows 'Keine Betriebe gefunden' with a link to other categories for an empty list", async () => {
    mockFetch({ [path]: answer(0, []) });
    renderCategory();
    expect(await screen.findByRole("heading", { name: "Keine Betriebe gefunden" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Andere Kategorien ansehen" })).toHaveAttribute("href", "/categories");
  });

  it("shows 12 placeholder cards while loading", async () => {
    let release: (r: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL) =>
        String(input).startsWith(path) ? new Promise<Response>((r) => (release = r)) : Promise.resolve(new Response("{}")),
      ),
    );
    renderCategory();
    expect(screen.getAllByTestId("card-skeleton")).toHaveLength(12);
    release(new Response(JSON.stringify(answer(1, [aBusiness({ name: "Geladen" })]))));
    expect(await screen.findByText("Geladen")).toBeInTheDocument();
    expect(screen.queryByTestId("card-skeleton")).not.toBeInTheDocument();
  });

  it("shows the card's facts: review text, badges, phone and detail link", async () => {
    mockFetch({
      [path]: answer(2, [
        aBusiness({ id: 1, name: "Neues Café", reviewCount: 0, category: "Café", rating: 0, urlSlug: "" }),
        aBusiness({ id: 2, name: "Altes Gasthaus", reviewCount: 1234, rating: 4.6 }),
      ]),
    });
    renderCategory();
    const [neu, alt] = await screen.findAllByTestId("category-business");
    expect(within(neu).getByText("Neu")).toBeInTheDocument();
    expect(within(neu).getByText("Café")).toBeInTheDocument();
    expect(within(neu).getByRole("link", { name: /Details ansehen/ })).toHaveAttribute("href", "/business/1");
    expect(within(alt).getByText("1.234 Bewertungen")).toBeInTheDocument();
    expect(within(alt).getByRole("img", { name: "Bewertung 4,6 von 5" })).toBeInTheDocument();
    expect(within(alt).getByRole("link", { name: "+49 89 123456" })).toHaveAttribute("href", "tel:+4989123456");
    expect(within(alt).getByRole("link", { name: "Details ansehen – Altes Gasthaus" })).toHaveAttribute(
      "href",
      "/muenchen/autowerkstatt-mueller",
    );
  });

  it("shows the thumbnail, and falls back to the category icon when it is missing or fails to load", async () => {
    mockFetch({
      [path]: answer(2, [
        aBusiness({
          id: 1,
          name: "Mit Foto",
          photos: ["/media/photos/aaaaaaaaaaaaaaaaaaaaaaaa.jpg"],
          thumbnail: "/media/photos/aaaaaaaaaaaaaaaaaaaaaaaa-320.jpg",
        }),
        aBusiness({ id: 2, name: "Ohne Foto", photos: [] }),
      ]),
    });
    renderCategory();
    const [withPhoto, without] = await screen.findAllByTestId("category-business");
    expect(within(without).getByTestId("photo-fallback")).toBeInTheDocument();
    const img = within(withPhoto).getByRole("img", { name: "Mit Foto" });
    expect(img).toHaveAttribute("src", "/media/photos/aaaaaaaaaaaaaaaaaaaaaaaa-320.jpg");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width", "320");
    expect(within(withPhoto).queryByTestId("photo-fallback")).not.toBeInTheDocument();

    fireEvent.error(img);
    await waitFor(() => expect(within(withPhoto).getByTestId("photo-fallback")).toBeInTheDocument());
    expect(within(withPhoto).queryByRole("img", { name: "Mit Foto" })).not.toBeInTheDocument();
  });
});

describe("CategoryPage filters", () => {
  it("keeps sort and filters in the URL, back on page 1 after a filter change, and names the filters when empty", async () => {
    const { calls } = mockFetch({
      [path]: (url: URL) => (url.searchParams.get("website") ? answer(0, []) : answer(30, [aBusiness()], 2)),
      "/api/businesses/stats": { total: 1000 },
    });
    renderCategory("/categories/gastronomie?page=2&sortBy=reviews&open=1");

    await screen.findByRole("heading", { level: 1, name: "Gastronomie" });
    const first = calls.find((u) => u.pathname === path)!;
    expect(first.searchParams.get("open")).toBe("1");
    expect(first.searchParams.get("sortBy")).toBe("reviews");
    expect(first.searchParams.get("page")).toBe("2");

    await userEvent.click(screen.getByRole("button", { name: "Mit Website" }));
    await waitFor(() => expect(location()).toBe("/categories/gastronomie?sortBy=reviews&open=1&website=1"));
    expect(await screen.findByText("Keine Betriebe dieser Kategorie passen zu den gewählten Filtern.")).toBeInTheDocument();
    const last = calls.filter((u) => u.pathname === path).at(-1)!;
    expect([last.searchParams.get("page"), last.searchParams.get("website")]).toEqual(["1", "1"]);
  });
});
