import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Locale } from "@/i18n/locale";
import { aBusiness } from "@/test/fixtures";
import { mockFetch, renderRoute } from "@/test/render";
import type { Business, CityCount } from "@/types/business";
import BusinessesPage from "./businesses-page";

// 22 cities with Unknown among them: the selector offers the first 20 real ones.
const cities: CityCount[] = [
  { city: "Berlin", businessCount: 90 },
  { city: "Unknown", businessCount: 80 },
  ...Array.from({ length: 20 }, (_, i) => ({ city: `Stadt ${i + 1}`, businessCount: 70 - i })),
];

function answer(businesses: Business[], total = businesses.length) {
  return { businesses, total };
}

function setup(search: (u: URL) => unknown = () => answer([aBusiness()]), url = "/businesses", locale: Locale = "de") {
  const mock = mockFetch({ "/api/cities": cities, "/api/businesses/search": search });
  const utils = renderRoute(<BusinessesPage />, { path: "/businesses", url, locale });
  const requests = () =>
    mock.calls.filter((u) => u.pathname === "/api/businesses/search").map((u) => Object.fromEntries(u.searchParams));
  return { ...utils, requests };
}

const location = () => screen.getByTestId("location").textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** choose picks an option of a native select by its label, as a visitor would. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.selectOptions(screen.getByRole("combobox", { name: label }), option);
}

/** optionsOf lists the option texts of the select named label. */
const optionsOf = (label: string) =>
  within(screen.getByRole("combobox", { name: label }))
    .getAllByRole("option")
    .map((o) => o.textContent);

/** selected is the text of the chosen option of the select named label. */
const selected = (label: string) =>
  within(screen.getByRole("combobox", { name: label }))
    .getAllByRole("option")
    .find((o) => (o as HTMLOptionElement).selected)?.textContent;

describe("BusinessesPage", () => {
  it("asks for the first 24 results without empty filters and shows each result with View and Map links", async () => {
    const { requests } = setup();
    expect(screen.getAllByTestId("result-skeleton").length).toBeGreaterThan(0);

    const result = await screen.findByTestId("business-result");
    expect(requests()).toEqual([{ limit: "24", offset: "0" }]);
    expect(screen.getByText("1 Unternehmen gefunden")).toBeInTheDocument();
    expect(within(result).getByText("Autowerkstatt Müller")).toBeInTheDocument();
    expect(within(result).getByText("Leopoldstraße 12, 80802 München")).toBeInTheDocument();
    expect(within(result).getByText("Autowerkstatt")).toBeInTheDocument();
    expect(within(result).getByText("München")).toBeInTheDocument();
    expect(within(result).getByRole("img", { name: "Bewertung 4,6 von 5" })).toBeInTheDocument();
    expect(within(result).getByText("128 Bewertungen")).toBeInTheDocument();

    expect(within(result).getByRole("link", { name: /^Ansehen/ })).toHaveAttribute("href", "/muenchen/autowerkstatt-mueller");
    const map = within(result).getByRole("link", { name: /^Karte/ });
    expect(map).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=Autowerkstatt%20M%C3%BCller%2C%20Leopoldstra%C3%9Fe%2012%2C%2080802%20M%C3%BCnchen&query_place_id=ChIJ123",
    );
    expect(map).toHaveAttribute("target", "_blank");
    expect(map).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("links a business without url slug to /business/{id}", async () => {
    setup(() => answer([aBusiness({ id: 42, urlSlug: "" })]));
    expect(await screen.findByRole("link", { name: /^Ansehen/ })).toHaveAttribute("href", "/business/42");
  });

  it("sends one request 300 ms after fast typing, and none before", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { requests } = setup();
    await screen.findByTestId("business-result");

    await user.type(screen.getByLabelText("Suchbegriff"), "auto");
    expect(requests()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]).toEqual({ query: "auto", limit: "24", offset: "0" });
    expect(location()).toBe("/businesses?q=auto");
    act(() => vi.advanceTimersByTime(1000));
    expect(requests()).toHaveLength(2);
  });

  it("asks for offset (page-1)*24 and moves between pages", async () => {
    const user = userEvent.setup();
    const { requests } = setup(() => answer([aBusiness()], 100), "/businesses?page=3");
    await screen.findByTestId("business-result");
    expect(requests()).toEqual([{ limit: "24", offset: "48" }]);
    expect(screen.getByRole("button", { name: "Seite 3" })).toHaveAttribute("aria-current", "page");

    await user.click(screen.getByRole("button", { name: "Seite 5" }));
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]).toEqual({ limit: "24", offset: "96" });
    expect(location()).toBe("/businesses?page=5");
  });

  it("takes the filters from the URL and returns to page 1 when a filter changes", async () => {
    const user = userEvent.setup();
    const { requests } = setup(() => answer([aBusiness()], 100), "/businesses?q=kfz&city=Berlin&page=2");
    await screen.findByTestId("business-result");
    expect(requests()[0]).toEqual({ query: "kfz", location: "Berlin", limit: "24", offset: "24" });
    expect(screen.getByLabelText("Suchbegriff")).toHaveValue("kfz");
    expect(screen.getByRole("combobox", { name: "Stadt" })).toHaveValue("Berlin");
    expect(screen.getByRole("combobox", { name: "Kategorie" })).toHaveValue("all");

    await choose(user, "Kategorie", "Handel");
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]).toEqual({ query: "kfz", location: "Berlin", category: "handel", limit: "24", offset: "0" });
    expect(location()).toBe("/businesses?q=kfz&city=Berlin&category=handel");

    await user.click(screen.getByRole("button", { name: "Seite 2" }));
    await choose(user, "Stadt", "Alle Städte");
    await waitFor(() => expect(location()).toBe("/businesses?q=kfz&category=handel"));
    expect(requests().at(-1)).toEqual({ query: "kfz", category: "handel", limit: "24", offset: "0" });
    expect(selected("Stadt")).toBe("Alle Städte");

    await user.click(screen.getByRole("button", { name: "Seite 3" }));
    await waitFor(() => expect(location()).toBe("/businesses?q=kfz&category=handel&page=3"));
    await choose(user, "Stadt", "Stadt 2");
    await waitFor(() => expect(location()).toBe("/businesses?q=kfz&category=handel&city=Stadt+2"));
    expect(requests().at(-1)).toEqual({ query: "kfz", location: "Stadt 2", category: "handel", limit: "24", offset: "0" });
    expect(screen.getByRole("combobox", { name: "Stadt" })).toHaveValue("Stadt 2");
  });

  it("keeps a shared link's city outside the first 20 and an unknown category selected", async () => {
    setup(() => answer([aBusiness()]), "/businesses?city=Kleinstadt&category=baumarkt");
    await screen.findByTestId("business-result");
    await waitFor(() => expect(optionsOf("Stadt")).toHaveLength(22));
    expect(optionsOf("Stadt").slice(0, 3)).toEqual(["Alle Städte", "Kleinstadt", "Berlin"]);
    expect(screen.getByRole("combobox", { name: "Stadt" })).toHaveValue("Kleinstadt");
    expect(screen.getByRole("combobox", { name: "Kategorie" })).toHaveValue("baumarkt");
  });

  it("returns to page 1 when the search text changes", async () => {
    const user = userEvent.setup();
    setup(() => answer([aBusiness()], 100), "/businesses?page=4");
    await screen.findByTestId("business-result");
    await user.type(screen.getByLabelText("Suchbegriff"), "bau");
    await waitFor(() => expect(location()).toBe("/businesses?q=bau"));
  });

  it("offers all cities plus the first 20 without Unknown, and the spec's categories", async () => {
    setup();
    await screen.findByTestId("business-result");
    await waitFor(() => expect(optionsOf("Stadt")).toHaveLength(21));
    const cityOptions = optionsOf("Stadt");
    expect(cityOptions.slice(0, 3)).toEqual(["Alle Städte", "Berlin", "Stadt 1"]);
    expect(cityOptions).not.toContain("Unknown");
    expect(cityOptions.at(-1)).toBe("Stadt 19");
    expect(optionsOf("Kategorie")).toEqual([
      "Alle Kategorien",
      "Dienstleister",
      "Handwerker",
      "KFZ-Werkstatt",
      "Handel",
      "Gastronomie",
    ]);
  });

  it("shows the empty state, whose button clears every filter", async () => {
    const user = userEvent.setup();
    const { requests } = setup(
      (u) => (u.searchParams.has("query") ? answer([]) : answer([aBusiness({ name: "Alle Treffer" })])),
      "/businesses?q=zzz&city=Berlin&category=handel&page=2",
    );
    expect(await screen.findByText("Keine Unternehmen gefunden")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Filter zurücksetzen" }));
    expect(await screen.findByText("Alle Treffer")).toBeInTheDocument();
    expect(location()).toBe("/businesses");
    expect(requests().at(-1)).toEqual({ limit: "24", offset: "0" });
    expect(screen.getByLabelText("Suchbegriff")).toHaveValue("");
    expect(selected("Stadt")).toBe("Alle Städte");
    expect(selected("Kategorie")).toBe("Alle Kategorien");
  });

  it("switches between grid and list view", async () => {
    const user = userEvent.setup();
    setup();
    const list = (await screen.findByTestId("business-result")).closest("ul")!;
    expect(list).toHaveClass("grid");
    await user.click(screen.getByRole("radio", { name: "Listenansicht" }));
    expect(screen.getByTestId("business-result").closest("ul")).toHaveClass("flex-col");
  });

  it("speaks English under the English locale: heading, figures, links and filters", async () => {
    const user = userEvent.setup();
    setup(() => answer([aBusiness({ reviewCount: 1280 })], 1234), "/businesses", "en");
    const result = await screen.findByTestId("business-result");
    expect(screen.getByRole("heading", { level: 2, name: "Search Results" })).toBeInTheDocument();
    expect(screen.getByText("1,234 businesses found")).toBeInTheDocument();
    expect(within(result).getByText("1,280 reviews")).toBeInTheDocument();
    expect(within(result).getByRole("link", { name: /^View/ })).toHaveAttribute("href", "/muenchen/autowerkstatt-mueller");
    expect(selected("Category")).toBe("All categories");
    expect(optionsOf("Category")).toHaveLength(6);
    expect(selected("City")).toBe("All cities");
    await choose(user, "Category", "Tradespeople");
    await waitFor(() => expect(location()).toBe("/businesses?category=handwerker"));
  });

  it("shows the English empty state under the English locale", async () => {
    setup(() => answer([]), "/businesses?q=zzz", "en");
    expect(await screen.findByText("No businesses found")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reset filters" })).toBeInTheDocument();
  });
});

describe("BusinessesPage photos", () => {
  it("shows each result's thumbnail in both layouts, or the letter placeholder without one", async () => {
    const thumb = "/media/photos/bbbbbbbbbbbbbbbbbbbbbbbb-320.jpg";
    setup(() => answer([aBusiness({ id: 1, name: "Mit Bild", thumbnail: thumb }), aBusiness({ id: 2, name: "Ohne Bild" })]));
    const [withPhoto, without] = await screen.findAllByTestId("business-result");
    const img = within(withPhoto).getByRole("img", { name: "Mit Bild" });
    expect(img).toHaveAttribute("src", thumb);
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).toHaveAttribute("width", "320");
    expect(img).toHaveAttribute("height", "180");
    expect(within(without).getByTestId("photo-placeholder")).toHaveTextContent("O");
    expect(within(without).queryByRole("img", { name: "Ohne Bild" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: "Listenansicht" }));
    const [listed] = screen.getAllByTestId("business-result");
    expect(within(listed).getByRole("img", { name: "Mit Bild" })).toHaveAttribute("src", thumb);
  });
});
