import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminApi, aList, anAdminBusiness, renderAdmin, requests } from "../../test-helpers";
import { todayISO } from "../../utils/dates";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** listAnswer echoes the request's page and sort into the business names, so the table shows what was asked. */
const listAnswer = (url: URL) => {
  const page = Number(url.searchParams.get("page"));
  const sort = `${url.searchParams.get("sortBy")}-${url.searchParams.get("sortOrder")}`;
  return aList([anAdminBusiness({ id: page, name: `Betrieb S${page} ${sort}` })], 300, page);
};

const lastList = (fn: Parameters<typeof requests>[0]) => requests(fn, "/api/admin/businesses").at(-1)!.url.searchParams;
const sortButton = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });
const pager = () => screen.getByRole("navigation", { name: "Sayfalar" });

describe("Dashboard", () => {
  it("shows the four stat cards from /api/admin/stats", async () => {
    adminApi();
    renderAdmin();
    const stats = await screen.findByRole("region", { name: "İstatistikler" });
    await waitFor(() => expect(within(stats).getByText("5.000")).toBeInTheDocument());
    const pairs = within(stats)
      .getAllByRole("term")
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ["Toplam İşletme", "5.000"],
      ["Şehirler", "80"],
      ["Kategoriler", "42"],
      ["Ortalama Puan", "4,3"],
    ]);
  });

  it("shows the table's columns, a Gizli badge for hidden businesses, and View, Map and Edit actions", async () => {
    adminApi({
      "/api/admin/businesses": aList([
        anAdminBusiness({ id: 1, name: "Kfz Schmitz", city: "Köln", category: "Autowerkstatt", rating: 4.5, reviewCount: 1234 }),
        anAdminBusiness({ id: 2, name: "Versteckt GmbH", urlSlug: "", hidden: true, place_id: "" }),
      ]),
    });
    renderAdmin();
    const row = await screen.findByRole("row", { name: /Kfz Schmitz/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent)
        .slice(0, 4),
    ).toEqual(["Köln", "Autowerkstatt", "4,5", "1.234"]);
    expect(within(row).queryByText("Gizli")).not.toBeInTheDocument();
    expect(within(row).getByRole("link", { name: /görüntüle/ })).toHaveAttribute("href", "/muenchen/autowerkstatt-mueller");
    const map = within(row).getByRole("link", { name: /haritada/ });
    expect(map).toHaveAttribute("target", "_blank");
    expect(map.getAttribute("href")).toContain("query_place_id=ChIJ123");
    expect(within(row).getByRole("button", { name: /düzenle/ })).toBeInTheDocument();

    const hidden = screen.getByRole("row", { name: /Versteckt GmbH/ });
    expect(within(hidden).getByText("Gizli")).toBeInTheDocument();
    expect(within(hidden).getByRole("link", { name: /görüntüle/ })).toHaveAttribute("href", "/business/2");
    expect(screen.getByText("2 işletme bulundu")).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "İşletme Adı",
      "Şehir",
      "Kategori",
      "Puan",
      "Yorum Sayısı",
      "İşlemler",
    ]);
  });

  it("asks for 20 per page sorted by name ascending with no filters, and always offers pages 1 to 5", async () => {
    const { fn } = adminApi({ "/api/admin/businesses": listAnswer });
    renderAdmin();
    expect(await screen.findByRole("row", { name: /Betrieb S1 name-asc/ })).toBeInTheDocument();
    const q = lastList(fn);
    expect([...q.keys()].sort()).toEqual(["limit", "page", "sortBy", "sortOrder"]);
    expect(q.get("limit")).toBe("20");
    expect(sortButton("İsim")).toHaveAttribute("aria-pressed", "true");
    expect(sortButton("İsim")).toHaveAccessibleName("İsim (artan)");

    const numbers = () =>
      within(pager())
        .getAllByRole("button", { name: /^Sayfa / })
        .map((b) => b.textContent);
    expect(numbers()).toEqual(["1", "2", "3", "4", "5"]);
    await userEvent.click(within(pager()).getByRole("button", { name: "Sonraki" }));
    await userEvent.click(within(pager()).getByRole("button", { name: "Sonraki" }));
    await userEvent.click(within(pager()).getByRole("button", { name: "Sonraki" }));
    await userEvent.click(within(pager()).getByRole("button", { name: "Sonraki" }));
    await userEvent.click(within(pager()).getByRole("button", { name: "Sonraki" }));
    expect(await screen.findByRole("row", { name: /Betrieb S6 / })).toBeInTheDocument();
    expect(numbers()).toEqual(["1", "2", "3", "4", "5"]);
    expect(within(pager()).getByText("Sayfa 6 / 15")).toBeInTheDocument();
  });

  it("sort bar: the active column toggles its order, another column sets ascending, and both go back to page 1", async () => {
    const { fn } = adminApi({ "/api/admin/businesses": listAnswer });
    renderAdmin();
    await screen.findByRole("row", { name: /Betrieb S1 name-asc/ });

    await userEvent.click(within(pager()).getByRole("button", { name: "Sayfa 3" }));
    expect(await screen.findByRole("row", { name: /Betrieb S3 name-asc/ })).toBeInTheDocument();

    await userEvent.click(sortButton("İsim"));
    expect(await screen.findByRole("row", { name: /Betrieb S1 name-desc/ })).toBeInTheDocument();
    expect(sortButton("İsim")).toHaveAccessibleName("İsim (azalan)");
    expect(screen.getByRole("columnheader", { name: "İşletme Adı" })).toHaveAttribute("aria-sort", "descending");

    await userEvent.click(sortButton("İsim"));
    expect(await screen.findByRole("row", { name: /Betrieb S1 name-asc/ })).toBeInTheDocument();

    await userEvent.click(within(pager()).getByRole("button", { name: "Sayfa 2" }));
    await screen.findByRole("row", { name: /Betrieb S2 name-asc/ });
    await userEvent.click(sortButton("İsim"));
    await screen.findByRole("row", { name: /Betrieb S1 name-desc/ });
    await userEvent.click(sortButton("Puan"));
    expect(await screen.findByRole("row", { name: /Betrieb S1 rating-asc/ })).toBeInTheDocument();
    expect(sortButton("Puan")).toHaveAttribute("aria-pressed", "true");
    expect(sortButton("İsim")).toHaveAttribute("aria-pressed", "false");
    expect(lastList(fn).get("page")).toBe("1");

    await userEvent.click(sortButton("Yorum Sayısı"));
    expect(await screen.findByRole("row", { name: /Betrieb S1 reviewCount-asc/ })).toBeInTheDocument();
  });

  it("filters go back to page 1 and are sent only when not 'all'", async () => {
    const { fn } = adminApi({
      "/api/admin/businesses": listAnswer,
      "/api/admin/cities": [
        { city: "Berlin", count: 300 },
        { city: "Köln", count: 200 },
      ],
      "/api/admin/countries": [{ country: "Deutschland", countryCode: "DE", count: 5000 }],
    });
    renderAdmin();
    await screen.findByRole("row", { name: /Betrieb S1/ });
    await userEvent.click(within(pager()).getByRole("button", { name: "Sayfa 4" }));
    await screen.findByRole("row", { name: /Betrieb S4/ });

    const city = screen.getByLabelText("Şehir");
    await waitFor(() => expect(within(city).getAllByRole("option")).toHaveLength(3));
    await userEvent.selectOptions(city, "Köln");
    await waitFor(() => expect(lastList(fn).get("city")).toBe("Köln"));
    expect(lastList(fn).get("page")).toBe("1");
    expect(await screen.findByRole("row", { name: /Betrieb S1/ })).toBeInTheDocument();

    await waitFor(() => expect(within(screen.getByLabelText("Ülke")).getAllByRole("option")).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText("Ülke"), "DE");
    await waitFor(() => expect(lastList(fn).get("country")).toBe("DE"));

    await userEvent.selectOptions(city, "all");
    await waitFor(() => expect(lastList(fn).has("city")).toBe(false));
    expect(lastList(fn).get("country")).toBe("DE");
    for (const key of ["category", "type", "search", "date", "website"]) expect(lastList(fn).has(key)).toBe(false);

    await userEvent.selectOptions(city, "Berlin");
    await waitFor(() => expect(lastList(fn).get("city")).toBe("Berlin"));
    await userEvent.click(screen.getByRole("button", { name: "Filtreleri temizle" }));
    expect(screen.getByLabelText("Ülke")).toHaveValue("all");
    expect(city).toHaveValue("all");
    // Back to the unfiltered first page, which is still cached (5 minutes): no new request needed.
    expect(await screen.findByRole("row", { name: /Betrieb S1/ })).toBeInTheDocument();
  });

  it("the website filter sends website=valid|invalid|unchecked and goes back to page 1", async () => {
    const { fn } = adminApi({ "/api/admin/businesses": listAnswer });
    renderAdmin();
    await screen.findByRole("row", { name: /Betrieb S1/ });
    await userEvent.click(within(pager()).getByRole("button", { name: "Sayfa 3" }));
    await screen.findByRole("row", { name: /Betrieb S3/ });

    const website = screen.getByLabelText("Web sitesi");
    expect(website).toHaveValue("all");
    expect(
      within(website)
        .getAllByRole("option")
        .map((o) => [o.getAttribute("value"), o.textContent]),
    ).toEqual([
      ["all", "Tümü"],
      ["valid", "Geçerli"],
      ["invalid", "Geçersiz"],
      ["unchecked", "Kontrol edilmedi"],
    ]);

    await userEvent.selectOptions(website, "Geçersiz");
    await waitFor(() => expect(lastList(fn).get("website")).toBe("invalid"));
    expect(lastList(fn).get("page")).toBe("1");
    expect(await screen.findByRole("row", { name: /Betrieb S1/ })).toBeInTheDocument();

    await userEvent.selectOptions(website, "Kontrol edilmedi");
    await waitFor(() => expect(lastList(fn).get("website")).toBe("unchecked"));

    await userEvent.click(screen.getByRole("button", { name: "Filtreleri temizle" }));
    expect(website).toHaveValue("all");
    await userEvent.selectOptions(website, "Geçerli");
    await waitFor(() => expect(lastList(fn).get("website")).toBe("valid"));
  });

  it("the city filter offers the first 30 cities", async () => {
    adminApi({ "/api/admin/cities": Array.from({ length: 45 }, (_, i) => ({ city: `Stadt ${i + 1}`, count: 100 - i })) });
    renderAdmin();
    const city = await screen.findByLabelText("Şehir");
    await waitFor(() => expect(within(city).getAllByRole("option")).toHaveLength(31));
    const options = within(city)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options[0]).toBe("Tüm şehirler");
    expect(options[1]).toBe("Stadt 1 (100)");
    expect(options[30]).toBe("Stadt 30 (71)");
  });

  it("refuses a date later than today and sends today's date", async () => {
    const { fn } = adminApi();
    renderAdmin();
    const date = await screen.findByLabelText("Eklenme tarihi");
    const today = todayISO();
    expect(date).toHaveAttribute("max", today);

    fireEvent.change(date, { target: { value: "2999-01-01" } });
    expect(await screen.findByText("Tarih bugünden sonra olamaz.")).toBeInTheDocument();
    expect(date).toHaveValue("");
    expect(date).toHaveAttribute("aria-invalid", "true");
    expect(requests(fn, "/api/admin/businesses").some((r) => r.url.searchParams.has("date"))).toBe(false);

    fireEvent.change(date, { target: { value: today } });
    await waitFor(() => expect(lastList(fn).get("date")).toBe(today));
    expect(screen.queryByText("Tarih bugünden sonra olamaz.")).not.toBeInTheDocument();
  });

  it("searches 300 ms after typing stops and goes back to page 1", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fn } = adminApi({ "/api/admin/businesses": listAnswer });
    renderAdmin();
    await screen.findByRole("row", { name: /Betrieb S1/ });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(pager()).getByRole("button", { name: "Sayfa 2" }));
    await screen.findByRole("row", { name: /Betrieb S2/ });
    const before = requests(fn, "/api/admin/businesses").length;

    await user.type(screen.getByLabelText("Ara"), "müller");
    act(() => vi.advanceTimersByTime(200));
    expect(requests(fn, "/api/admin/businesses")).toHaveLength(before);
    act(() => vi.advanceTimersByTime(150));
    await waitFor(() => expect(lastList(fn).get("search")).toBe("müller"));
    expect(lastList(fn).get("page")).toBe("1");
    expect(requests(fn, "/api/admin/businesses")).toHaveLength(before + 1);
  });
});
