import { act, screen, waitFor, within } from "@testing-library/react";
import type { Locale } from "@/i18n/locale";
import { aBusiness } from "@/test/fixtures";
import { mockFetch, renderRoute } from "@/test/render";
import { STATUS_CASES, statusBadges } from "@/test/status-cases";
import BusinessDetailPage from "./business-detail-page";

const SLUG_URL = "/api/businesses/slug/muenchen/autowerkstatt-mueller";

function renderBySlug(url = "/muenchen/autowerkstatt-mueller") {
  return renderRoute(<BusinessDetailPage />, { path: "/:city/:slug", url });
}

function renderById(url: string, locale: Locale = "de") {
  return renderRoute(<BusinessDetailPage />, { path: "/business/:id", url, locale });
}

describe("BusinessDetailPage", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows a skeleton, then the business loaded by slug", async () => {
    const { calls } = mockFetch({ [SLUG_URL]: aBusiness(), "/api/admin/settings": {} });
    renderBySlug();
    expect(screen.getByRole("status", { busy: true })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Autowerkstatt Müller" })).toBeInTheDocument();
    expect(screen.queryByRole("status", { busy: true })).toBeNull();
    expect(calls.map((u) => u.pathname)).toContain(SLUG_URL);
    expect(calls.some((u) => u.pathname === "/api/businesses/1")).toBe(false);
  });

  it("loads by id from /api/businesses/{id}", async () => {
    const { calls } = mockFetch({
      "/api/businesses/42": aBusiness({ id: 42, name: "Friseur Klein" }),
      "/api/admin/settings": {},
    });
    renderById("/business/42");
    expect(await screen.findByRole("heading", { level: 1, name: "Friseur Klein" })).toBeInTheDocument();
    expect(calls.map((u) => u.pathname)).toContain("/api/businesses/42");
    expect(calls.some((u) => u.pathname.includes("/slug/"))).toBe(false);
  });

  it.each(["/business/abc", "/business/12abc", "/business/0", "/business/-3"])(
    "answers %s with a notice of an invalid address",
    async (url) => {
      const { fn } = mockFetch({});
      renderById(url);
      expect(screen.getByText("Ungültige Seitenadresse")).toBeInTheDocument();
      expect(fn.mock.calls.filter(([u]) => String(u).startsWith("/api/businesses"))).toEqual([]);
    },
  );

  it("shows the parts in the spec's order", async () => {
    mockFetch({ [SLUG_URL]: aBusiness(), "/api/admin/settings": {} });
    renderBySlug();
    await screen.findByRole("heading", { level: 1 });
    const texts = [
      screen.getByRole("link", { name: "Zurück zur Suche" }),
      screen.getByRole("heading", { level: 1 }),
      screen.getByRole("heading", { name: "Fotos" }),
      screen.getByRole("heading", { name: "Öffnungszeiten" }),
      screen.getByRole("heading", { name: "Über das Unternehmen" }),
      screen.getByRole("heading", { name: "Bewertungsverteilung" }),
      screen.getByRole("heading", { name: "Kontakt" }),
    ];
    for (let i = 1; i < texts.length; i++) {
      expect(texts[i - 1].compareDocumentPosition(texts[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByRole("link", { name: "Zurück zur Suche" })).toHaveAttribute("href", "/businesses");
    expect(screen.getByRole("link", { name: "Autowerkstatt" })).toHaveAttribute("href", "/categories/kfz-werkstatt");
    expect(screen.getByRole("img", { name: "Bewertung 4,6 von 5" })).toBeInTheDocument();
    expect(screen.getByText("128 Bewertungen")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Bewertungen ansehen/ })).toHaveAttribute("href", aBusiness().reviewsLink);
    expect(
      within(screen.getByRole("list", { name: "Leistungen" }))
        .getAllByRole("listitem")
        .map((l) => l.textContent),
    ).toEqual(["Autowerkstatt", "Reifenservice"]);
    expect(screen.getByTestId("photo-placeholder")).toHaveTextContent("A");
    expect(screen.getByText("12 Fotos")).toBeInTheDocument();
  });

  it("shows the mirrored photos: the first large and eager, the next four small and lazy", async () => {
    const photos = Array.from({ length: 6 }, (_, i) => `/media/photos/${String(i).repeat(24)}.jpg`);
    mockFetch({
      [SLUG_URL]: aBusiness({ photos, thumbnail: "/media/photos/000000000000000000000000-320.jpg" }),
      "/api/admin/settings": {},
    });
    renderBySlug();
    const card = (await screen.findByRole("heading", { name: "Fotos" })).closest(
      "[aria-labelledby='photos-title']",
    ) as HTMLElement;
    const first = within(card).getByRole("img", { name: "Autowerkstatt Müller" });
    expect(first).toHaveAttribute("src", photos[0]);
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("width", "800");
    expect(first).toHaveAttribute("height", "450");
    const more = within(card).getAllByRole("img", { name: /^Autowerkstatt Müller, Foto \d$/ });
    expect(more.map((img) => [img.getAttribute("alt"), img.getAttribute("src"), img.getAttribute("loading")])).toEqual([
      ["Autowerkstatt Müller, Foto 2", photos[1], "lazy"],
      ["Autowerkstatt Müller, Foto 3", photos[2], "lazy"],
      ["Autowerkstatt Müller, Foto 4", photos[3], "lazy"],
      ["Autowerkstatt Müller, Foto 5", photos[4], "lazy"],
    ]);
    expect(within(card).queryByTestId("photo-placeholder")).not.toBeInTheDocument();
  });

  it("links the phone with tel: and the website only when it is http(s)", async () => {
    mockFetch({ [SLUG_URL]: aBusiness({ phone: "+49 (89) 123-456" }), "/api/admin/settings": {} });
    renderBySlug();
    const phones = await screen.findAllByRole("link", { name: "+49 (89) 123-456 anrufen" });
    expect(phones.map((a) => a.getAttribute("href"))).toEqual(["tel:+4989123456", "tel:+4989123456"]);
    const sites = screen.getAllByRole("link", { name: /mueller-kfz\.de/ });
    expect(sites).toHaveLength(2);
    expect(sites[0]).toHaveAttribute("href", "https://www.mueller-kfz.de/");
    expect(sites[0]).toHaveAttribute("rel", "noopener nofollow");
  });

  it.each(["javascript:alert(1)", "ftp://example.org", "www.example.org"])("leaves out the website %s", async (website) => {
    mockFetch({ [SLUG_URL]: aBusiness({ website }), "/api/admin/settings": {} });
    renderBySlug();
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("link", { name: /example|alert/ })).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it("speaks English under the English locale: the spec's card titles, figures and messages", async () => {
    mockFetch({
      "/api/businesses/42": aBusiness({ id: 42, reviewCount: 1280, openNow: true, photosCount: 1200 }),
      "/api/admin/settings": {},
    });
    renderById("/business/42", "en");
    await screen.findByRole("heading", { level: 1, name: "Autowerkstatt Müller" });
    for (const name of [
      "Photos",
      "Opening Hours",
      "About the Business",
      "Additional Information",
      "Rating Distribution",
      "Contact",
    ]) {
      expect(screen.getByRole("heading", { name })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Back to Search" })).toHaveAttribute("href", "/businesses");
    expect(screen.getByRole("img", { name: "Rating 4.6 out of 5" })).toBeInTheDocument();
    expect(screen.getByText("1,280 reviews")).toBeInTheDocument();
    expect(screen.getByText("1,200 photos")).toBeInTheDocument();
    expect(screen.getAllByText("Open now").length).toBeGreaterThan(0);
    expect(screen.getByRole("rowheader", { name: /^Monday/ })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Call +49 89 123456" })[0]).toHaveAttribute("href", "tel:+4989123456");
  });

  it("shows the English not-found card under the English locale", async () => {
    mockFetch({ "/api/admin/settings": {} });
    renderById("/business/99", "en");
    expect(await screen.findByRole("heading", { name: "Business not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the homepage" })).toHaveAttribute("href", "/");
  });

  it.each(STATUS_CASES)("shows the status %o under %s as %s", async (status, locale, want) => {
    mockFetch({
      "/api/businesses/42": aBusiness({ id: 42, workingHours: undefined, ...status }),
      "/api/admin/settings": {},
    });
    const { container } = renderById("/business/42", locale);
    await screen.findByRole("heading", { level: 1 });
    expect(statusBadges(container)).toEqual(want === null ? [] : [want]);
    if (want === null || status.businessStatus === "CLOSED_TEMPORARILY") {
      expect(screen.queryByText(locale === "de" ? "Geschlossen" : "Closed")).toBeNull();
    }
  });

  it("says a temporarily closed business is so in the header, the hours card and the facts", async () => {
    mockFetch({
      [SLUG_URL]: aBusiness({ openNow: false, businessStatus: "CLOSED_TEMPORARILY", workingHours: { Monday: "08:00–18:00" } }),
      "/api/admin/settings": {},
    });
    renderBySlug();
    const header = (await screen.findByRole("heading", { level: 1 })).closest(".rounded-xl") as HTMLElement;
    expect(within(header).getByText("Vorübergehend geschlossen")).toHaveAttribute("data-status", "temporarily-closed");
    const hours = screen.getByRole("heading", { name: "Öffnungszeiten" }).closest(".rounded-xl") as HTMLElement;
    expect(within(hours).getByText("Vorübergehend geschlossen")).toHaveAttribute("data-status", "temporarily-closed");
    expect(screen.getByText("Vorübergehend geschlossen", { selector: "dd" })).toHaveAttribute("data-fact", "Status");
    expect(screen.queryByText("Geschlossen")).toBeNull();
  });

  describe("nearby businesses", () => {
    const nearby = {
      radiusKm: 25,
      businesses: [
        aBusiness({
          id: 7,
          name: "Reifen Schmidt",
          urlSlug: "muenchen/reifen-schmidt",
          category: "Tire shop",
          categoryLabels: { de: "Reifendienst", en: "Tire shop" },
          rating: 4.2,
          distanceKm: 1.24,
        }),
        aBusiness({ id: 8, name: "Kfz Huber", urlSlug: "", rating: 3.8, distanceKm: 12.6 }),
      ],
    };

    it("lists them below the contact card after the business has loaded: name link, category, rating, distance", async () => {
      const { calls } = mockFetch({
        "/api/businesses/42": aBusiness({ id: 42 }),
        "/api/businesses/42/nearby": nearby,
        "/api/admin/settings": {},
      });
      renderById("/business/42");
      const heading = await screen.findByRole("heading", { name: "In der Nähe" });
      const paths = calls.map((u) => u.pathname);
      expect(paths.indexOf("/api/businesses/42/nearby")).toBeGreaterThan(paths.indexOf("/api/businesses/42"));
      const contact = screen.getByRole("heading", { name: "Kontakt" });
      expect(contact.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      const [first, second] = screen.getAllByTestId("nearby-business");
      expect(within(first).getByRole("link", { name: "Reifen Schmidt" })).toHaveAttribute("href", "/muenchen/reifen-schmidt");
      expect(within(first).getByText("Reifendienst")).toBeInTheDocument();
      expect(within(first).getByRole("img", { name: "Bewertung 4,2 von 5" })).toBeInTheDocument();
      expect(within(first).getByText("1,2 km")).toBeInTheDocument();
      expect(within(second).getByRole("link", { name: "Kfz Huber" })).toHaveAttribute("href", "/business/8");
      expect(within(second).getByText("13 km")).toBeInTheDocument();
    });

    it("speaks English under the English locale", async () => {
      mockFetch({ "/api/businesses/42": aBusiness({ id: 42 }), "/api/businesses/42/nearby": nearby, "/api/admin/settings": {} });
      renderById("/business/42", "en");
      expect(await screen.findByRole("heading", { name: "Nearby" })).toBeInTheDocument();
      const [first] = screen.getAllByTestId("nearby-business");
      expect(within(first).getByText("Tire shop")).toBeInTheDocument();
      expect(within(first).getByText("1.2 km")).toBeInTheDocument();
    });

    it.each([
      ["has no neighbours", { businesses: [], radiusKm: 0 }, "success"],
      ["cannot be loaded", new Response("kaputt", { status: 500 }), "error"],
    ])("shows nothing when the business %s", async (_name, answer, status) => {
      mockFetch({ "/api/businesses/42": aBusiness({ id: 42 }), "/api/businesses/42/nearby": answer, "/api/admin/settings": {} });
      const { client } = renderById("/business/42");
      await screen.findByRole("heading", { name: "Kontakt" });
      await waitFor(() => expect(client.getQueryState(["api", "businesses", "42", "nearby"])?.status).toBe(status));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20))); // the answer has rendered
      expect(screen.queryByRole("heading", { name: "In der Nähe" })).toBeNull();
      expect(screen.queryByTestId("nearby-business")).toBeNull();
    });
  });

  it("shows the not-found card on a 404 and goes home after 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch({ "/api/admin/settings": {} });
    renderBySlug("/muenchen/gibt-es-nicht");
    expect(await screen.findByRole("heading", { name: "Unternehmen nicht gefunden" })).toBeInTheDocument();
    expect(screen.getByText("Das gesuchte Unternehmen konnte nicht gefunden werden.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/");
    // A 404 is not retried.
    expect(calls.filter((u) => u.pathname === "/api/businesses/slug/muenchen/gibt-es-nicht")).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByTestId("location")).toHaveTextContent("/muenchen/gibt-es-nicht");
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
  });

  it("shows the not-found card without redirect on other errors", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch({ "/api/businesses/7": () => new Response("boom", { status: 500 }), "/api/admin/settings": {} });
    renderById("/business/7");
    // Other errors are retried twice first.
    for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole("heading", { name: "Unternehmen nicht gefunden" })).toBeInTheDocument();
    expect(calls.filter((u) => u.pathname === "/api/businesses/7")).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByTestId("location")).toHaveTextContent("/business/7");
  });

  it("shows ad area 1 above the title when marketing is allowed", async () => {
    document.cookie = `bb_consent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: true, preferences: false }))}; path=/`;
    try {
      mockFetch({
        [SLUG_URL]: aBusiness(),
        "/api/admin/settings": { ad_area_1: "<p>Anzeige eins</p>", ad_area_4: "<p>Anzeige vier</p>" },
      });
      const { container } = renderBySlug();
      const title = await screen.findByRole("heading", { level: 1 });
      await waitFor(() => expect(container.querySelectorAll("[data-ad-area]")).toHaveLength(2));
      const [first, fourth] = Array.from(container.querySelectorAll("[data-ad-area]"));
      expect(first.getAttribute("data-ad-area")).toBe("1");
      expect(first.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(fourth.getAttribute("data-ad-area")).toBe("4");
      const about = screen.getByRole("heading", { name: "Über das Unternehmen" });
      expect(about.compareDocumentPosition(fourth) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(await screen.findByText("Anzeige eins")).toBeInTheDocument();
    } finally {
      document.cookie = "bb_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    }
  });

  it("with consent, waits for the ad markup so ad area 1 does not push the header down", async () => {
    document.cookie = `bb_consent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: true, preferences: false }))}; path=/`;
    let answerSettings: (r: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), "http://localhost").pathname;
        if (path === "/api/admin/settings") return new Promise<Response>((resolve) => (answerSettings = resolve));
        return new Response(JSON.stringify(aBusiness()), { status: 200 });
      }),
    );
    try {
      const { container } = renderBySlug();
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      // Let the business answer arrive first.
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
      expect(screen.getByRole("status", { busy: true })).toBeInTheDocument();
      await act(async () => answerSettings(new Response(JSON.stringify({ ad_area_1: "<p>Anzeige eins</p>" }), { status: 200 })));
      expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
      expect(container.querySelector('[data-ad-area="1"]')).not.toBeNull();
    } finally {
      document.cookie = "bb_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    }
  });
});
