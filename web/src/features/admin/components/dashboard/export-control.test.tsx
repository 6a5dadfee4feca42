import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { mockFetch } from "@/test/render";
import { INITIAL_PARAMS } from "../../hooks/use-dashboard-filters";
import { adminApi, holdBack, json, renderAdmin, requests } from "../../test-helpers";
import { todayISO } from "../../utils/dates";
import { EXPORT_FORMAT_KEY } from "../../hooks/use-export-format";
import { ExportControl } from "./export-control";

const CSV = "\uFEFFid,name\n1,Kfz Schmitz\n";
const csvAnswer = () => new Response(CSV, { headers: { "Content-Type": "text/csv; charset=utf-8" } });

const createObjectURL = vi.fn((_: Blob) => "blob:http://localhost/export");
const revokeObjectURL = vi.fn();
let downloads: { href: string; download: string; attached: boolean }[] = [];

beforeEach(() => {
  // jsdom has no object URLs, and following a link would try to navigate.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download, attached: this.isConnected });
  });
});

afterEach(() => {
  window.localStorage.removeItem(EXPORT_FORMAT_KEY);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

/** renderControl renders the export control alone (lighter than the whole panel) with answers for routes. */
function renderControl(routes: Record<string, unknown>) {
  const mock = mockFetch(routes);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ExportControl params={INITIAL_PARAMS} />
    </QueryClientProvider>,
  );
  return mock;
}

const exportForm = () => screen.getByRole("form", { name: "Dışa Aktarma" });
const exportButton = () => within(exportForm()).getByRole("button");
const exports = (fn: Parameters<typeof requests>[0]) => requests(fn, "/api/admin/export");
const lastExport = (fn: Parameters<typeof requests>[0]) => exports(fn).at(-1)!.url.searchParams;

describe("ExportControl", () => {
  it("exports everything by default, downloads the CSV as businesses_export_{local today}.csv", async () => {
    // Late evening in the browser's zone: the file is named after the local day, not the UTC one.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2024, 0, 15, 23, 30));
    const { fn } = renderControl({ "/api/admin/export": csvAnswer });
    expect(await screen.findByLabelText("Dışa aktarma türü")).toHaveValue("all");
    await userEvent.click(screen.getByRole("button", { name: "CSV Dışa Aktar" }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toEqual({
      href: "blob:http://localhost/export",
      download: "businesses_export_2024-01-15.csv",
      attached: true,
    });
    // The bytes as sent, BOM included (Blob.text() would drop it): Excel needs it for umlauts.
    const bytes = new Uint8Array(await createObjectURL.mock.calls[0][0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(CSV.slice(1));
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith("blob:http://localhost/export"));
    expect(document.querySelector("a[download]")).toBeNull();

    const sent = exports(fn);
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe("GET");
    expect(sent[0].credentials).toBe("include");
    expect([...sent[0].url.searchParams]).toEqual([["type", "all"]]);
  });

  it("sends the table's filters along (type as businessType)", async () => {
    const { fn } = adminApi({
      "/api/admin/export": csvAnswer,
      "/api/admin/cities": [{ city: "Köln", count: 200 }],
      "/api/admin/types": [{ type: "Reifenhändler", count: 9 }],
      "/api/admin/countries": [{ country: "Deutschland", countryCode: "DE", count: 5000 }],
    });
    renderAdmin();
    const choose = async (label: string, value: string) => {
      await waitFor(() => expect(within(screen.getByLabelText(label)).getAllByRole("option")).toHaveLength(2));
      await userEvent.selectOptions(screen.getByLabelText(label), value);
    };
    await screen.findByRole("row", { name: /Autowerkstatt Müller/ });
    await choose("Kategori", "Autowerkstatt");
    await choose("Şehir", "Köln");
    await choose("Tür", "Reifenhändler");
    await choose("Ülke", "DE");
    await userEvent.type(screen.getByLabelText("Ara"), " müller ");
    // The export follows the table, which searches once typing has paused.
    await waitFor(() => expect(requests(fn, "/api/admin/businesses").at(-1)!.url.searchParams.get("search")).toBe("müller"));

    await userEvent.click(screen.getByRole("button", { name: "CSV Dışa Aktar" }));
    await waitFor(() => expect(exports(fn)).toHaveLength(1));
    expect(Object.fromEntries(lastExport(fn))).toEqual({
      type: "all",
      category: "Autowerkstatt",
      city: "Köln",
      businessType: "Reifenhändler",
      country: "DE",
      search: "müller",
    });
  });

  it("range: both ends are required ('Aralık değerlerini girin'), then start and end are sent", async () => {
    const { fn } = renderControl({ "/api/admin/export": csvAnswer });
    await userEvent.selectOptions(await screen.findByLabelText("Dışa aktarma türü"), "range");
    await userEvent.click(screen.getByRole("button", { name: "CSV Dışa Aktar" }));
    expect(within(exportForm()).getByRole("alert")).toHaveTextContent(/^Aralık değerlerini girin$/);

    await userEvent.type(screen.getByLabelText("Başlangıç ID"), "10");
    await userEvent.click(screen.getByRole("button", { name: "CSV Dışa Aktar" }));
    expect(within(exportForm()).getByRole("alert")).toHaveTextContent("Aralık değerlerini girin");
    expect(exports(fn)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText("Bitiş ID"), "250");
    await userEvent.click(screen.getByRole("button", { name: "CSV Dışa Aktar" }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(within(exportForm()).queryByRole("alert")).not.toBeInTheDocument();
    expect(Object.fromEntries(lastExport(fn))).toEqual({ type: "range", start: "10", end: "250" });
  });

  it("date: a date is required ('Tarih seçin'), no later than today, and sent alone", async () => {
    const { fn } = renderControl({ "/api/admin/export": csvAnswer });
    await userEvent.selectOptions(await screen.findByLabelText("Dışa aktarma türü"), "date");
    await userEvent.click(screen.getByRole("button", { name: "CSV Dışa Aktar" }));
    expect(within(exportForm()).getByRole("alert")).toHaveTextContent(/^Tarih seçin$/);
    expect(exports(fn)).toHaveLength(0);

    const day = screen.getByLabelText("Eklenme / güncellenme günü");
    // Berlin's today, as for the table's date filter: the server refuses a later day.
    expect(day).toHaveAttribute("max", todayISO());
    fireEvent.change(day, { target: { value: "2024-03-01" } });
    await userEvent.click(screen.getByRole("button", { name: "CSV Dışa Aktar" }));
    await waitFor(() => expect(exports(fn)).toHaveLength(1));
    expect(Object.fromEntries(lastExport(fn))).toEqual({ type: "date", date: "2024-03-01" });

    // Switching the mode clears the message and leaves the other mode's values out.
    await userEvent.selectOptions(screen.getByLabelText("Dışa aktarma türü"), "range");
    await userEvent.click(screen.getByRole("button", { name: "CSV Dışa Aktar" }));
    expect(within(exportForm()).getByRole("alert")).toHaveTextContent("Aralık değerlerini girin");
    await userEvent.selectOptions(screen.getByLabelText("Dışa aktarma türü"), "all");
    expect(within(exportForm()).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the exporting state while the file is fetched, then is idle again", async () => {
    const { fn } = renderControl({ "/api/admin/export": csvAnswer });
    const release = holdBack(fn, "/api/admin/export");
    await userEvent.click(await screen.findByRole("button", { name: "CSV Dışa Aktar" }));
    expect(await screen.findByRole("button", { name: "Dışa aktarılıyor…" })).toBeDisabled();
    expect(exportForm()).toHaveAttribute("aria-busy", "true");
    expect(downloads).toHaveLength(0);

    release();
    expect(await screen.findByRole("button", { name: "CSV Dışa Aktar" })).toBeEnabled();
    expect(exportForm()).toHaveAttribute("aria-busy", "false");
    expect(downloads).toHaveLength(1);
  });

  it("exports as .xlsx when Excel is chosen, and remembers the choice; CSV is the default", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2024, 0, 15, 9, 0));
    const xlsx = () =>
      new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: { "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
      });
    const { fn } = renderControl({ "/api/admin/export": xlsx });
    const format = await screen.findByLabelText("Biçim");
    expect(format).toHaveValue("csv");
    expect(
      within(format)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["CSV (virgülle ayrılmış)", "Excel (.xlsx)"]);
    await userEvent.selectOptions(format, "xlsx");
    await userEvent.selectOptions(screen.getByLabelText("Dışa aktarma türü"), "range");
    await userEvent.type(screen.getByLabelText("Başlangıç ID"), "3");
    await userEvent.type(screen.getByLabelText("Bitiş ID"), "9");
    await userEvent.click(screen.getByRole("button", { name: "Excel Dışa Aktar" }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].download).toBe("businesses_export_2024-01-15.xlsx");
    expect(Object.fromEntries(lastExport(fn))).toEqual({ format: "xlsx", type: "range", start: "3", end: "9" });
    expect(window.localStorage.getItem(EXPORT_FORMAT_KEY)).toBe("xlsx");
  });

  it("starts with the format chosen last", async () => {
    window.localStorage.setItem(EXPORT_FORMAT_KEY, "xlsx");
    renderControl({});
    expect(await screen.findByLabelText("Biçim")).toHaveValue("xlsx");
    expect(exportButton()).toHaveAccessibleName("Excel Dışa Aktar");
  });

  it("a failed export logs 'Export failed', downloads nothing and is idle again", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { fn } = renderControl({ "/api/admin/export": () => json(500, { error: "kaputt" }) });
    await userEvent.click(await screen.findByRole("button", { name: "CSV Dışa Aktar" }));
    expect(await within(exportForm()).findByRole("alert")).toHaveTextContent("Dışa aktarma başarısız oldu.");
    expect(log).toHaveBeenCalledWith("Export failed", expect.anything());
    expect(exportButton()).toHaveAccessibleName("CSV Dışa Aktar");
    expect(exportButton()).toBeEnabled();
    expect(downloads).toHaveLength(0);
    // An answered request is not sent twice.
    expect(exports(fn)).toHaveLength(1);
  });
});
