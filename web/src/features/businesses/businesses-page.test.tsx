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

describe("BusinessesPage around a place", () => {
  const dentist = (id: number, km: number) =>
    aBusiness({ id, name: `Zahnarzt ${id}`, urlSlug: `berlin/zahnarzt-${id}`, city: "Berlin", distanceKm: km });

  it("searches a postal code from the URL as the place and shows it in the city select", async () => {
    const { requests } = setup(() => answer([aBusiness()]), "/businesses?q=Zahnarzt&city=10115");
    await screen.findByTestId("business-result");
    expect(requests()[0]).toEqual({ query: "Zahnarzt", location: "10115", limit: "24", offset: "0" });
    expect(screen.getByRole("combobox", { name: "Stadt" })).toHaveValue("10115");
    expect(selected("Stadt")).toBe("10115");
  });

  it("says when the place had nothing and the search was widened, with distances, nearest first", async () => {
    setup(
      () => ({ ...answer([dentist(1, 10.75), dentist(2, 0.8)], 12), widenedKm: 10, placeTotal: 0 }),
      "/businesses?q=Zahnarzt&city=10115",
    );
    expect(await screen.findByText("Keine Treffer für „Zahnarzt“ in 10115 – 12 im Umkreis von 10 km")).toBeInTheDocument();
    expect(screen.getByText("12 Unternehmen gefunden")).toBeInTheDocument();
    expect(screen.getByText("nach Entfernung sortiert")).toBeInTheDocument();
    // The list renders from the deferred answer, a moment after the count and the note.
    const [first, second] = await screen.findAllByTestId("business-result");
    expect(within(first).getByText("11 km")).toBeInTheDocument();
    expect(within(second).getByText("0,8 km")).toBeInTheDocument();
  });

  it("says how few the place had, and later pages ask with the widened radius so the list goes on", async () => {
    const user = userEvent.setup();
    const { requests } = setup(
      (u) =>
        u.searchParams.has("radius")
          ? answer([dentist(25, 19.5)], 30)
          : { ...answer([dentist(1, 0.4)], 30), widenedKm: 25, placeTotal: 2 },
      "/businesses?q=Zahnarzt&city=10115",
    );
    expect(await screen.findByText("Nur 2 Treffer in 10115 – 30 im Umkreis von 25 km")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Seite 2" }));
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]).toEqual({ query: "Zahnarzt", location: "10115", radius: "25", limit: "24", offset: "24" });
    expect(location()).toBe("/businesses?q=Zahnarzt&city=10115&radius=25&page=2");
    expect(await screen.findByText("Zahnarzt 25")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Umkreis" })).toHaveValue("25");
    expect(screen.getByText("nach Entfernung sortiert")).toBeInTheDocument();
  });

  it.each([
    [0, "No results for “Zahnarzt” in 10115 – 12 within 10 km"],
    [1, "Only 1 result in 10115 – 12 within 10 km"],
    [3, "Only 3 results in 10115 – 12 within 10 km"],
  ])("says so in English (place total %s)", async (placeTotal, want) => {
    setup(() => ({ ...answer([dentist(1, 1.25)], 12), widenedKm: 10, placeTotal }), "/businesses?q=Zahnarzt&city=10115", "en");
    expect(await screen.findByText(want)).toBeInTheDocument();
    expect(screen.getByText("sorted by distance")).toBeInTheDocument();
    expect(await screen.findByText("1.3 km")).toBeInTheDocument();
  });

  it("shows no note and no sort when the place had enough", async () => {
    setup(() => answer([aBusiness()], 40), "/businesses?q=Zahnarzt&city=Berlin");
    await screen.findByTestId("business-result");
    expect(screen.queryByTestId("widened")).toBeNull();
    expect(screen.queryByText("nach Entfernung sortiert")).toBeNull();
    expect(screen.queryByTestId("distance")).toBeNull();
  });

  it("offers a radius around the chosen place, keeps it in the URL and asks by distance", async () => {
    const user = userEvent.setup();
    const { requests } = setup(
      (u) => answer([aBusiness({ distanceKm: u.searchParams.has("radius") ? 3.2 : undefined })], 40),
      "/businesses?q=Zahnarzt&city=Berlin&page=2",
    );
    await screen.findByTestId("business-result");
    expect(optionsOf("Umkreis")).toEqual(["Exakt", "5 km", "10 km", "25 km", "50 km"]);
    expect(selected("Umkreis")).toBe("Exakt");

    await choose(user, "Umkreis", "10 km");
    await waitFor(() => expect(location()).toBe("/businesses?q=Zahnarzt&city=Berlin&radius=10"));
    expect(requests().at(-1)).toEqual({ query: "Zahnarzt", location: "Berlin", radius: "10", limit: "24", offset: "0" });
    expect(await screen.findByText("3,2 km")).toBeInTheDocument();
    expect(screen.getByText("nach Entfernung sortiert")).toBeInTheDocument();

    await choose(user, "Umkreis", "Exakt");
    await waitFor(() => expect(location()).toBe("/businesses?q=Zahnarzt&city=Berlin"));
    expect(requests().at(-1)).toEqual({ query: "Zahnarzt", location: "Berlin", limit: "24", offset: "0" });
  });

  it("needs a place for a radius: disabled without one, and dropped with the place", async () => {
    const user = userEvent.setup();
    const { requests } = setup(() => answer([aBusiness()]), "/businesses?q=Zahnarzt&city=Berlin&radius=25");
    await screen.findByTestId("business-result");
    expect(requests()[0]).toEqual({ query: "Zahnarzt", location: "Berlin", radius: "25", limit: "24", offset: "0" });
    expect(screen.getByRole("combobox", { name: "Umkreis" })).toBeEnabled();

    await choose(user, "Stadt", "Alle Städte");
    await waitFor(() => expect(location()).toBe("/businesses?q=Zahnarzt"));
    expect(requests().at(-1)).toEqual({ query: "Zahnarzt", limit: "24", offset: "0" });
    expect(screen.getByRole("combobox", { name: "Umkreis" })).toBeDisabled();
    expect(selected("Umkreis")).toBe("Exakt");
  });

  it.each([
    ["a radius without a place", "/businesses?q=Zahnarzt&radius=10", { query: "Zahnarzt", limit: "24", offset: "0" }],
    ["a radius it does not offer", "/businesses?city=Berlin&radius=7", { location: "Berlin", limit: "24", offset: "0" }],
  ])("ignores %s from a shared link", async (_name, url, want) => {
    const { requests } = setup(() => answer([aBusiness()]), url);
    await screen.findByTestId("business-result");
    expect(requests()).toEqual([want]);
  });

  it("asks which place an ambiguous name means; a choice searches that place", async () => {
    const user = userEvent.setup();
    const { requests } = setup(
      (u) =>
        u.searchParams.get("location") === "Frankfurt"
          ? { ...answer([aBusiness()], 30), places: ["Frankfurt am Main", "Frankfurt (Oder)"] }
          : answer([aBusiness({ name: "In Frankfurt (Oder)" })], 3),
      "/businesses?q=B%C3%A4cker&city=Frankfurt",
    );
    expect(await screen.findByText("Meinten Sie:")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Frankfurt am Main" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Frankfurt (Oder)" }));
    await waitFor(() => expect(location()).toBe("/businesses?q=B%C3%A4cker&city=Frankfurt+%28Oder%29"));
    expect(requests().at(-1)).toEqual({ query: "Bäcker", location: "Frankfurt (Oder)", limit: "24", offset: "0" });
    expect(await screen.findByText("In Frankfurt (Oder)")).toBeInTheDocument();
    expect(screen.queryByText("Meinten Sie:")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Stadt" })).toHaveValue("Frankfurt (Oder)");
  });

  it("asks in English under the English locale", async () => {
    setup(
      () => ({ ...answer([aBusiness()]), places: ["Frankfurt am Main", "Frankfurt (Oder)"] }),
      "/businesses?city=Frankfurt",
      "en",
    );
    expect(await screen.findByText("Did you mean:")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Frankfurt (Oder)" })).toBeInTheDocument();
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

describe("BusinessesPage filters", () => {
  it("sends the filters and the distance sort, offered only with a place, and says the list is by distance", async () => {
    const user = userEvent.setup();
    const { requests } = setup(
      (u) => answer([aBusiness({ distanceKm: u.searchParams.get("sort") ? 1.2 : undefined })], 30),
      "/businesses?q=friseur&page=2",
    );
    await screen.findByTestId("business-result");
    expect(screen.queryByRole("combobox", { name: "Sortierung" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Jetzt geöffnet" }));
    await choose(user, "Bewertung", "ab 4,5 Sterne");
    await waitFor(() => expect(location()).toBe("/businesses?q=friseur&open=1&minRating=4.5"));
    expect(requests().at(-1)).toEqual({ query: "friseur", limit: "24", offset: "0", open: "1", minRating: "4.5" });

    await choose(user, "Stadt", "Berlin");
    await choose(user, "Sortierung", "Entfernung");
    await waitFor(() => expect(requests().at(-1)).toMatchObject({ location: "Berlin", sort: "distance", open: "1" }));
    expect(await screen.findByText(/nach Entfernung sortiert/i)).toBeInTheDocument();
  });
});
