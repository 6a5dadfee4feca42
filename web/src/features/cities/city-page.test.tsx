import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Locale } from "@/i18n/locale";
import { resetPreload } from "@/lib/preload";
import { mockFetch, renderRoute } from "@/test/render";
import { aBusiness } from "@/test/fixtures";
import type { Business, CityPageResult } from "@/types/business";
import CityPage from "./city-page";

/** cityAnswer builds the city page answer the server would send. */
function cityAnswer(city: string, businesses: Business[], total: number, page = 1): CityPageResult {
  return { businesses, total, page, totalPages: Math.ceil(total / 20), city };
}

// mockFetch matches the URL's pathname, which keeps the percent-encoding.
function renderCity(url: string, locale: Locale = "de") {
  return renderRoute(<CityPage />, { path: "/city/:city", url, locale });
}

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CityPage", () => {
  it.each([
    ["a name with spaces", "Frankfurt am Main", "/api/cities/Frankfurt%20am%20Main/businesses"],
    ["a name with an umlaut", "München", "/api/cities/M%C3%BCnchen/businesses"],
  ])("requests page 1 with 20 per page for %s", async (_name, city, path) => {
    const { calls } = mockFetch({ [path]: cityAnswer(city, [aBusiness({ city })], 1) });
    renderCity(`/city/${encodeURIComponent(city)}`);

    expect(await screen.findByRole("heading", { level: 1, name: `Unternehmen in ${city}` })).toBeInTheDocument();
    expect(await screen.findByText("1 Unternehmen")).toBeInTheDocument();
    const got = calls[0];
    expect(got.href.replace(got.origin, "").split("?")[0]).toBe(path);
    expect(got.searchParams.get("page")).toBe("1");
    expect(got.searchParams.get("limit")).toBe("20");
  });

  it("shows the count, the list and the distinct categories linking to their pages", async () => {
    mockFetch({
      "/api/cities/K%C3%B6ln/businesses": cityAnswer(
        "Köln",
        [
          aBusiness({ id: 1, name: "Kfz Schmitz", category: "Autowerkstatt", categorySlug: "kfz-werkstatt" }),
          aBusiness({ id: 2, name: "Kfz Meier", category: "Autowerkstatt", categorySlug: "kfz-werkstatt" }),
          aBusiness({ id: 3, name: "Café Rhein", category: "Café", categorySlug: "gastronomie" }),
        ],
        1234,
      ),
    });
    renderCity("/city/K%C3%B6ln");

    expect(await screen.findByText("1.234 Unternehmen")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kfz Schmitz" })).toBeInTheDocument();
    const badges = within(screen.getByRole("region", { name: "Branchen in dieser Liste" })).getAllByRole("link");
    expect(badges.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Autowerkstatt", "/categories/kfz-werkstatt"],
      ["Café", "/categories/gastronomie"],
    ]);
  });

  it("hides businesses named Unavailable Business", async () => {
    mockFetch({
      "/api/cities/Berlin/businesses": cityAnswer(
        "Berlin",
        [aBusiness({ id: 1, name: "Unavailable Business" }), aBusiness({ id: 2, name: "Bäckerei Kurz" })],
        2,
      ),
    });
    renderCity("/city/Berlin");

    expect(await screen.findByRole("link", { name: "Bäckerei Kurz" })).toBeInTheDocument();
    expect(screen.queryByText("Unavailable Business")).not.toBeInTheDocument();
  });

  it("shows a window of 5 page buttons around the current page and moving pages updates the request", async () => {
    const { calls } = mockFetch({
      "/api/cities/Berlin/businesses": (url: URL) => {
        const page = Number(url.searchParams.get("page"));
        return cityAnswer("Berlin", [aBusiness({ id: page, name: `Betrieb auf Seite ${page}` })], 400, page);
      },
    });
    renderCity("/city/Berlin?page=10");

    expect(await screen.findByRole("link", { name: "Betrieb auf Seite 10" })).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Seitennavigation" });
    const numbers = () =>
      within(pager)
        .getAllByRole("button", { name: /^Seite / })
        .map((b) => b.textContent);
    expect(numbers()).toEqual(["8", "9", "10", "11", "12"]);
    expect(within(pager).getByRole("button", { name: "Seite 10" })).toHaveAttribute("aria-current", "page");

    await userEvent.click(within(pager).getByRole("button", { name: /Weiter/ }));
    expect(await screen.findByRole("link", { name: "Betrieb auf Seite 11" })).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get("page")).toBe("11");
    expect(screen.getByTestId("location")).toHaveTextContent("/city/Berlin?page=11");
    expect(numbers()).toEqual(["9", "10", "11", "12", "13"]);
    expect(window.scrollTo).toHaveBeenCalled();

    await userEvent.click(within(pager).getByRole("button", { name: "Seite 13" }));
    expect(await screen.findByRole("link", { name: "Betrieb auf Seite 13" })).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get("page")).toBe("13");
  });

  it("hides the pager when there is only one page", async () => {
    mockFetch({ "/api/cities/Berlin/businesses": cityAnswer("Berlin", [aBusiness()], 3) });
    renderCity("/city/Berlin");
    expect(await screen.findByText("3 Unternehmen")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Seitennavigation" })).not.toBeInTheDocument();
  });

  it("shows the empty state in German with a link to the home page", async () => {
    mockFetch({ "/api/cities/Nirgendwo/businesses": cityAnswer("Nirgendwo", [], 0) });
    renderCity("/city/Nirgendwo");

    expect(await screen.findByText("Keine Unternehmen in Nirgendwo gefunden")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/");
  });

  it("shows the spec's English empty state under the English locale", async () => {
    mockFetch({ "/api/cities/Nirgendwo/businesses": cityAnswer("Nirgendwo", [], 0) });
    renderCity("/city/Nirgendwo", "en");

    expect(await screen.findByText("No businesses found in Nirgendwo")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Businesses in Nirgendwo" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the homepage" })).toHaveAttribute("href", "/");
  });

  it("counts and pages in English under the English locale", async () => {
    mockFetch({ "/api/cities/Berlin/businesses": cityAnswer("Berlin", [aBusiness()], 1234) });
    renderCity("/city/Berlin", "en");

    expect(await screen.findByText("1,234 businesses")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Categories in this list" })).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  });

  it("shows a loading skeleton until the answer arrives", async () => {
    let release: (v: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((r) => (release = r))),
    );
    renderCity("/city/Berlin");

    expect(screen.getAllByTestId("card-skeleton")).toHaveLength(6);
    release(new Response(JSON.stringify(cityAnswer("Berlin", [aBusiness({ name: "Da" })], 1))));
    expect(await screen.findByRole("link", { name: "Da" })).toBeInTheDocument();
    expect(screen.queryByTestId("card-skeleton")).not.toBeInTheDocument();
  });

  it("reports 'Failed to fetch businesses' in English and retries on request", async () => {
    mockFetch({ "/api/cities/Berlin/businesses": () => new Response("boom", { status: 500 }) });
    renderCity("/city/Berlin", "en");
    expect(await screen.findByText("Failed to fetch businesses")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("reports a failed load in German and retries on request", async () => {
    let fail = true;
    mockFetch({
      "/api/cities/Berlin/businesses": () =>
        fail ? new Response("boom", { status: 500 }) : cityAnswer("Berlin", [aBusiness({ name: "Wieder da" })], 1),
    });
    renderCity("/city/Berlin");

    expect(await screen.findByRole("heading", { name: "Die Unternehmen konnten nicht geladen werden" })).toBeInTheDocument();
    expect(screen.getByText("Der Server hat nicht geantwortet. Bitte versuchen Sie es erneut.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    await waitFor(() => expect(screen.getByRole("link", { name: "Wieder da" })).toBeInTheDocument());
  });

  it("renders the answer the server embedded in the page at once, without fetching", () => {
    const el = document.createElement("script");
    el.id = "bb-preload";
    el.type = "application/json";
    el.textContent = JSON.stringify({
      "/api/cities/München/businesses?limit=20&page=1": cityAnswer("München", [aBusiness({ name: "Eingebettet GmbH" })], 1),
    });
    document.head.append(el);
    resetPreload();
    const { fn } = mockFetch({});
    try {
      renderCity(`/city/${encodeURIComponent("München")}`);
      expect(screen.getByRole("link", { name: "Eingebettet GmbH" })).toBeInTheDocument();
      expect(fn).not.toHaveBeenCalled();
    } finally {
      el.remove();
      resetPreload();
    }
  });
});

describe("CityPage filters", () => {
  it("sends the URL's filters and a change of filter returns to page 1 in the URL", async () => {
    const { calls } = mockFetch({
      "/api/cities/Berlin/businesses": (url: URL) =>
        cityAnswer("Berlin", [aBusiness({ id: Number(url.searchParams.get("page")), city: "Berlin" })], 45, 2),
    });
    renderCity("/city/Berlin?page=2&minRating=4");

    await screen.findByRole("heading", { level: 1, name: "Unternehmen in Berlin" });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0].searchParams.get("minRating")).toBe("4");
    expect(calls[0].searchParams.get("open")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Bewertung" })).toHaveValue("4");

    const open = screen.getByRole("button", { name: "Jetzt geöffnet" });
    expect(open).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(open);
    await waitFor(() => expect(calls.at(-1)?.searchParams.get("open")).toBe("1"));
    const last = calls.at(-1)!;
    expect(last.searchParams.get("page")).toBe("1");
    expect(last.searchParams.get("minRating")).toBe("4");
    expect(screen.getByTestId("location")).toHaveTextContent("/city/Berlin?minRating=4&open=1");
    expect(screen.getByRole("button", { name: "Jetzt geöffnet" })).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(screen.getByRole("button", { name: "Filter zurücksetzen" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/city\/Berlin$/));
  });

  it("says that the filters, not the city, leave the list empty", async () => {
    mockFetch({ "/api/cities/Berlin/businesses": cityAnswer("Berlin", [], 0) });
    renderCity("/city/Berlin?photos=1");
    expect(await screen.findByText(/Keine Unternehmen mit diesen Filtern/)).toBeInTheDocument();
    expect(screen.queryByText("Keine Unternehmen in Berlin gefunden")).not.toBeInTheDocument();
  });
});

describe("CityPage capped totals", () => {
  it("says 'über' when a filtered count reached the server's cap", async () => {
    mockFetch({
      "/api/cities/Berlin/businesses": { ...cityAnswer("Berlin", [aBusiness()], 1000), totalCapped: true },
    });
    renderCity("/city/Berlin?website=1");
    expect(await screen.findByText("über 1.000 Unternehmen")).toBeInTheDocument();
  });
});
