import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/render";
import { IMPORT_TIMEOUT_MS, importExcel, type ImportResult } from "../../api/import-excel";
import { adminApi, holdBack, json, renderAdmin, requests } from "../../test-helpers";
import { ImportArea } from "./import-area";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MB = 1024 * 1024;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
// Built from local clock parts, so the expected text holds in every time zone.
const MODIFIED = new Date(2024, 0, 15, 10, 30).getTime();

/** aFile is a file of the given name, MIME type and reported size (the content stays tiny). */
function aFile(name: string, type = XLSX, size = 1.5 * MB): File {
  const file = new File(["x"], name, { type, lastModified: MODIFIED });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/** aResult is a successful import answer. */
function aResult(overrides: Partial<ImportResult> = {}): ImportResult {
  return {
    success: true,
    imported: 0,
    updated: 0,
    duplicates: 0,
    errors: 0,
    duplicateReport: [],
    errorReport: [],
    durationMs: 0,
    ...overrides,
  };
}

const fileInput = () => screen.getByLabelText("Dosya seçin");
const importButton = () => screen.getByRole("button", { name: /^İçe (Aktar|aktarılıyor…)$/ });
const resultRegion = () => screen.getByRole("region", { name: "İçe aktarma sonucu" });
const details = () =>
  within(screen.getByRole("region", { name: "Excel İçe Aktarma" }))
    .getAllByRole("term")
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
const counts = () =>
  within(resultRegion())
    .getAllByRole("term")
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
/** bodyRows are the cells of a report table's body rows. */
const bodyRows = (name: string) =>
  within(within(resultRegion()).getByRole("table", { name }))
    .getAllByRole("row")
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    );

/** renderArea renders the import area alone (lighter than the whole panel) with answers for routes. */
function renderArea(routes: Record<string, unknown> = {}, client = new QueryClient()) {
  const mock = mockFetch({ "/api/admin/import-jobs": { jobs: [] }, ...routes });
  render(
    <QueryClientProvider client={client}>
      <ImportArea />
    </QueryClientProvider>,
  );
  return mock;
}

/** chooseAndImport picks file in the import area and starts the import. */
async function chooseAndImport(file: File) {
  await userEvent.upload(await screen.findByLabelText("Dosya seçin"), file);
  await userEvent.click(importButton());
}

describe("ImportArea", () => {
  it("sits on the dashboard, states the 20 MB limit and offers the three file types", async () => {
    adminApi();
    renderAdmin();
    const area = await screen.findByRole("region", { name: "Excel İçe Aktarma" });
    expect(within(area).getByText(/En fazla 20 MB/)).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute("accept", ".xlsx,.xls,.csv");
    expect(screen.queryByRole("button", { name: "İçe Aktar" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "İçe aktarma sonucu" })).not.toBeInTheDocument();
  });

  it("takes the limit from the server's setting (MAX_UPLOAD_MB)", async () => {
    adminApi({ "/api/admin/session": { authenticated: true, expiresAt: "2030-01-01T00:00:00Z", maxUploadMB: 100 } });
    renderAdmin();
    const area = await screen.findByRole("region", { name: "Excel İçe Aktarma" });
    await within(area).findByText(/En fazla 100 MB/);
    await userEvent.upload(fileInput(), aFile("gross.xlsx", XLSX, 60 * MB));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("gross.xlsx")).toBeInTheDocument();
    await userEvent.upload(fileInput(), aFile("riesig.xlsx", XLSX, 100 * MB + 1));
    expect(screen.getByRole("alert")).toHaveTextContent("En fazla 100 MB yüklenebilir.");
  });

  it("shows the chosen file's name, size in MB, type and modified date", async () => {
    renderArea();
    await userEvent.upload(await screen.findByLabelText("Dosya seçin"), aFile("firmen.xlsx"));
    expect(details()).toEqual([
      ["Dosya adı", "firmen.xlsx"],
      ["Boyut", "1,50 MB"],
      ["Tür", XLSX],
      ["Son değişiklik", "15.01.2024 10:30"],
    ]);
    expect(importButton()).toBeEnabled();

    // A browser that knows no MIME type for the file: the extension stands in.
    await userEvent.upload(fileInput(), aFile("Liste.CSV", "", 12_345_678));
    expect(details()).toEqual([
      ["Dosya adı", "Liste.CSV"],
      ["Boyut", "11,77 MB"],
      ["Tür", ".csv"],
      ["Son değişiklik", "15.01.2024 10:30"],
    ]);
  });

  it("refuses a file over 20 MB before uploading, and a dropped file of another type", async () => {
    const { fn } = renderArea();
    await userEvent.upload(await screen.findByLabelText("Dosya seçin"), aFile("gross.xlsx", XLSX, 20 * MB + 1));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Dosya çok büyük (20,00 MB). En fazla 20 MB yüklenebilir. Dosyayı parçalara bölün ya da komut satırından içe aktarın (branchenbuch import); sınır sunucuda MAX_UPLOAD_MB ile yükseltilebilir.",
    );
    expect(screen.queryByText("gross.xlsx")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "İçe Aktar" })).not.toBeInTheDocument();

    // Exactly 20 MB is allowed.
    await userEvent.upload(fileInput(), aFile("genau.xlsx", XLSX, 20 * MB));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("genau.xlsx")).toBeInTheDocument();

    const zone = screen.getByText(/Dosyayı buraya sürükleyip bırakın/).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [aFile("notizen.txt", "text/plain")] } });
    expect(screen.getByRole("alert")).toHaveTextContent("Yalnızca .xlsx, .xls veya .csv dosyaları yüklenebilir.");
    expect(screen.queryByText("genau.xlsx")).not.toBeInTheDocument();

    fireEvent.drop(zone, { dataTransfer: { files: [aFile("alt.xls", "application/vnd.ms-excel")] } });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("alt.xls")).toBeInTheDocument();
    expect(requests(fn, "/api/admin/import-excel")).toHaveLength(0);
  });

  it("uploads the file as multipart field excelFile with cookies, and shows the processing state", async () => {
    const { fn } = renderArea({ "/api/admin/import-excel": aResult({ imported: 1 }) });
    const release = holdBack(fn, "/api/admin/import-excel");
    const file = aFile("firmen.xlsx");
    await chooseAndImport(file);

    const busy = await screen.findByRole("button", { name: "İçe aktarılıyor…" });
    expect(busy).toBeDisabled();
    expect(busy.querySelector(".animate-spin")).not.toBeNull();
    expect(screen.getByRole("region", { name: "Excel İçe Aktarma" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Temizle" })).toBeDisabled();
    expect(fileInput()).toBeDisabled();

    const call = fn.mock.calls.find(([input]) => String(input) === "/api/admin/import-excel") as unknown as [string, RequestInit];
    expect(call[1].method).toBe("POST");
    expect(call[1].credentials).toBe("include");
    expect(call[1].signal).toBeInstanceOf(AbortSignal);
    const body = call[1].body as FormData;
    expect([...body.keys()]).toEqual(["excelFile"]);
    expect((body.get("excelFile") as File).name).toBe("firmen.xlsx");
    expect(new Headers(call[1].headers).has("Content-Type")).toBe(false);

    release();
    expect(await screen.findByRole("region", { name: "İçe aktarma sonucu" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Excel İçe Aktarma" })).toHaveAttribute("aria-busy", "false");
  });

  it("shows the counts, the duration and the first 10 rows of each report with '... and N more'", async () => {
    const duplicateReport = Array.from({ length: 12 }, (_, i) => ({
      row_number: i + 3,
      name: `Doppel ${i + 1}`,
      place_id: `P${i}`,
    }));
    const errorReport = Array.from({ length: 15 }, (_, i) => ({ row_number: i + 40, error: `Fehler ${i + 1}` }));
    renderArea({
      "/api/admin/import-excel": aResult({
        imported: 1234,
        updated: 7,
        duplicates: 12,
        errors: 15,
        duplicateReport,
        errorReport,
        durationMs: 12_345,
      }),
    });
    await chooseAndImport(aFile("firmen.xlsx"));

    const result = await screen.findByRole("region", { name: "İçe aktarma sonucu" });
    expect(within(result).getByRole("heading", { name: "İçe aktarma tamamlandı" })).toBeInTheDocument();
    expect(counts()).toEqual([
      ["Yeni eklenen", "1.234"],
      ["Güncellenen", "7"],
      ["Atlanan yinelenen", "12"],
      ["Hatalı satır", "15"],
      ["Süre", "12,3 sn"],
    ]);
    const duplicates = bodyRows("Yinelenen satırlar");
    expect(duplicates).toHaveLength(10);
    expect(duplicates[0]).toEqual(["3", "Doppel 1", "P0"]);
    expect(duplicates[9]).toEqual(["12", "Doppel 10", "P9"]);
    const errors = bodyRows("Hatalı satırlar");
    expect(errors).toHaveLength(10);
    expect(errors[0]).toEqual(["40", "Fehler 1"]);
    expect(errors[9]).toEqual(["49", "Fehler 10"]);
    expect(within(result).getByText("... and 2 more")).toBeInTheDocument();
    expect(within(result).getByText("... and 5 more")).toBeInTheDocument();
    // A finished import is not sent again by a second click.
    expect(screen.getByRole("button", { name: "İçe Aktar" })).toBeDisabled();
  });

  it("counts the rest from the exact totals, not from the reports the server caps at 1,000", async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ row_number: i + 2, error: "x", name: "x", place_id: "" }));
    renderArea({
      "/api/admin/import-excel": aResult({
        duplicates: 2500,
        errors: 1001,
        duplicateReport: rows(1000),
        errorReport: rows(1000),
      }),
    });
    await chooseAndImport(aFile("firmen.csv", "text/csv"));
    const result = await screen.findByRole("region", { name: "İçe aktarma sonucu" });
    expect(within(result).getByText("... and 2490 more")).toBeInTheDocument();
    expect(within(result).getByText("... and 991 more")).toBeInTheDocument();
  });

  it("shows no report table and no '... more' when nothing was skipped", async () => {
    renderArea({ "/api/admin/import-excel": aResult({ imported: 5, duplicateReport: null!, errorReport: null! }) });
    await chooseAndImport(aFile("firmen.xlsx"));
    const result = await screen.findByRole("region", { name: "İçe aktarma sonucu" });
    expect(within(result).queryByRole("table")).not.toBeInTheDocument();
    expect(within(result).queryByText(/more$/)).not.toBeInTheDocument();
  });

  it("refreshes the figures, the table and the filters after a successful import", async () => {
    const { fn } = adminApi({ "/api/admin/import-excel": aResult({ imported: 3 }) });
    renderAdmin();
    await screen.findByRole("row", { name: /Autowerkstatt Müller/ });
    await waitFor(() => expect(requests(fn, "/api/admin/countries")).toHaveLength(1));
    const before = (path: string) => requests(fn, path).length;
    const counted = ["/api/admin/stats", "/api/admin/businesses", "/api/admin/cities", "/api/admin/countries"].map(
      (p) => [p, before(p)] as const,
    );
    await chooseAndImport(aFile("firmen.xlsx"));
    await screen.findByRole("region", { name: "İçe aktarma sonucu" });
    for (const [path, n] of counted) await waitFor(() => expect(requests(fn, path).length, path).toBeGreaterThan(n));
  });

  it.each([
    [
      "the server's details",
      json(415, { error: "Desteklenmeyen dosya", details: "Dosya içeriği .xlsx değil." }),
      "Dosya içeriği .xlsx değil.",
    ],
    [
      "the server's error when details are missing",
      json(409, { error: "Başka bir içe aktarma sürüyor." }),
      "Başka bir içe aktarma sürüyor.",
    ],
    [
      "the fallback for a body that is not JSON",
      new Response("<html>Bad Gateway</html>", { status: 502 }),
      "Failed to import Excel file",
    ],
    ["the fallback for an empty JSON body", json(500, {}), "Failed to import Excel file"],
  ])("a failed import shows 0 imported, 1 error at row 0 with %s", async (_, answer, message) => {
    renderArea({ "/api/admin/import-excel": () => answer });
    await chooseAndImport(aFile("firmen.xlsx"));
    const result = await screen.findByRole("region", { name: "İçe aktarma sonucu" });
    expect(within(result).getByRole("heading", { name: "İçe aktarma sırasında hata oluştu." })).toBeInTheDocument();
    expect(counts()).toEqual([
      ["Yeni eklenen", "0"],
      ["Güncellenen", "0"],
      ["Atlanan yinelenen", "0"],
      ["Hatalı satır", "1"],
    ]);
    expect(bodyRows("Hatalı satırlar")).toEqual([["0", message]]);
    expect(within(result).queryByText(/more$/)).not.toBeInTheDocument();
    // After a failure the same file may be sent again.
    expect(screen.getByRole("button", { name: "İçe Aktar" })).toBeEnabled();
  });

  it("is never retried, though the app's client retries writes once", async () => {
    // The app's own client, its retry delay cut so a retry would happen within the test.
    const client = makeQueryClient();
    client.setDefaultOptions({ mutations: { retry: 1, retryDelay: 0 } });
    const { fn } = renderArea({ "/api/admin/import-excel": () => json(500, { error: "kaputt", details: "kaputt" }) }, client);
    await userEvent.upload(fileInput(), aFile("firmen.xlsx"));
    await userEvent.click(importButton());
    // The result shows only once every retry has run.
    expect(
      await within(await screen.findByRole("region", { name: "İçe aktarma sonucu" })).findByText("kaputt"),
    ).toBeInTheDocument();
    expect(requests(fn, "/api/admin/import-excel")).toHaveLength(1);
  });

  it("shows the upload's bytes and percent, and a cancelled upload imports nothing", async () => {
    const { fn } = renderArea({ "/api/admin/import-excel": aResult({ imported: 1 }) });
    const release = holdBack(fn, "/api/admin/import-excel");
    await chooseAndImport(new File([new Uint8Array(2 * MB)], "gross.csv", { type: "text/csv" }));
    const bar = await screen.findByRole("progressbar", { name: "Yükleme durumu" });
    expect(bar).toHaveAttribute("value", String(MB));
    expect(screen.getByText("Yükleniyor: 1,00 MB / 2,00 MB (%50)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Yüklemeyi iptal et" }));
    expect(await screen.findByText("Yükleme iptal edildi; hiçbir şey içe aktarılmadı.")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "İçe aktarma sonucu" })).not.toBeInTheDocument();
    release();

    // Once the whole file is sent, the server imports: no cancel any more.
    await userEvent.click(screen.getByRole("button", { name: "İçe Aktar" }));
    await screen.findByRole("region", { name: "İçe aktarma sonucu" });
    expect(screen.queryByRole("button", { name: "Yüklemeyi iptal et" })).not.toBeInTheDocument();
  });

  it("Clear forgets the file and the result", async () => {
    renderArea({ "/api/admin/import-excel": aResult({ imported: 1 }) });
    await chooseAndImport(aFile("firmen.xlsx"));
    await screen.findByRole("region", { name: "İçe aktarma sonucu" });
    await userEvent.click(screen.getByRole("button", { name: "Temizle" }));
    expect(screen.queryByRole("region", { name: "İçe aktarma sonucu" })).not.toBeInTheDocument();
    expect(screen.queryByText("firmen.xlsx")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "İçe Aktar" })).not.toBeInTheDocument();

    // Choosing a new file starts over too: the old result goes.
    await chooseAndImport(aFile("firmen.xlsx"));
    await screen.findByRole("region", { name: "İçe aktarma sonucu" });
    await userEvent.upload(fileInput(), aFile("andere.csv", "text/csv"));
    expect(screen.queryByRole("region", { name: "İçe aktarma sonucu" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "İçe Aktar" })).toBeEnabled();
  });
});

describe("importExcel", () => {
  it("gives up after 20 minutes", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    );
    vi.stubGlobal("fetch", fetchMock);
    let settled = false;
    const done = importExcel(aFile("firmen.xlsx")).finally(() => (settled = true));
    const outcome = done.catch((err: unknown) => err);

    await vi.advanceTimersByTimeAsync(IMPORT_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toHaveProperty("name", "TimeoutError");
    expect(IMPORT_TIMEOUT_MS).toBe(1_200_000);
  });
});
