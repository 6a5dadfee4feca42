import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch } from "@/test/render";
import type { ImportJob } from "../../api/get-import-jobs";
import type { ImportResult } from "../../api/import-excel";
import { ImportArea } from "./import-area";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MB = 1024 * 1024;

/** aJob is a running import job, with overrides. */
function aJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    jobId: 7,
    state: "running",
    fileName: "berlin.xlsx",
    size: 40 * MB,
    waiting: false,
    total: 100_000,
    rowsRead: 0,
    imported: 0,
    updated: 0,
    duplicates: 0,
    errors: 0,
    createdAt: "2026-01-01T10:00:00Z",
    startedAt: "2026-01-01T10:00:00Z",
    finishedAt: null,
    ...overrides,
  };
}

const report: ImportResult = {
  success: true,
  imported: 99_990,
  updated: 0,
  duplicates: 4,
  errors: 6,
  duplicateReport: [{ row_number: 12, name: "Firma 11", place_id: "p-11" }],
  errorReport: [{ row_number: 30, error: "Zeile ohne Namen" }],
  durationMs: 9_500,
};

/** renderArea renders the import area with the server's answers. */
function renderArea(routes: Record<string, unknown | ((url: URL) => unknown)>) {
  const mock = mockFetch(routes);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportArea />
    </QueryClientProvider>,
  );
  return mock;
}

const jobItem = (name: string) => screen.findByRole("listitem", { name: `İçe aktarma: ${name}` });

describe("ImportJobs", () => {
  it("queues a large file: the area is free again and the job's progress, counts and time left grow until the report", async () => {
    let polls = 0;
    const list = () => {
      polls++;
      if (polls === 1) return { jobs: [] };
      if (polls === 2) return { jobs: [aJob({ rowsRead: 10_000, imported: 9_990, errors: 1 })] };
      if (polls === 3) return { jobs: [aJob({ rowsRead: 60_000, imported: 59_990, duplicates: 3, errors: 4 })] };
      return { jobs: [aJob({ state: "done", rowsRead: 100_000, imported: 99_990, duplicates: 4, errors: 6 })] };
    };
    const { calls } = renderArea({
      "/api/admin/import-jobs": list,
      "/api/admin/import-excel": new Response(JSON.stringify(aJob({ state: "queued", startedAt: null })), { status: 202 }),
      "/api/admin/import-jobs/7": { ...aJob({ state: "done", rowsRead: 100_000 }), result: report },
    });
    await userEvent.upload(await screen.findByLabelText("Dosya seçin"), new File(["x"], "berlin.xlsx"));
    await userEvent.click(screen.getByRole("button", { name: "İçe Aktar" }));
    expect(await screen.findByText(/içe aktarma görevi #7 olarak sıraya alındı/)).toBeInTheDocument();
    expect(screen.queryByText("Dosya adı")).not.toBeInTheDocument(); // the chosen file is cleared for the next one

    const item = await jobItem("berlin.xlsx");
    await within(item).findByText(/10\.000 \/ 100\.000 satır okundu/);
    expect(within(item).getByRole("progressbar", { name: "İçe aktarma durumu" })).toHaveAttribute("aria-valuenow", "10");
    await within(item).findByText(
      /60\.000 \/ 100\.000 satır okundu · Tahmini kalan süre: (\d+ dk )?\d+ sn/,
      {},
      { timeout: 3000 },
    );
    expect(within(item).getByText("Atlanan yinelenen").nextElementSibling).toHaveTextContent("3");

    const result = await within(item).findByRole("region", { name: "İçe aktarma sonucu" }, { timeout: 3000 });
    expect(within(result).getByText("İçe aktarma tamamlandı")).toBeInTheDocument();
    expect(within(result).getByText("Yeni eklenen").nextElementSibling).toHaveTextContent("99.990");
    expect(within(result).getByRole("table", { name: "Yinelenen satırlar" })).toHaveTextContent("p-11");
    expect(within(result).getByRole("table", { name: "Hatalı satırlar" })).toHaveTextContent("Zeile ohne Namen");
    expect(calls.some((u) => u.pathname === "/api/admin/import-jobs/7")).toBe(true);
  });

  it("opens the report of a job this page uploaded also when the list showed it before the upload's answer", async () => {
    renderArea({
      "/api/admin/import-jobs": { jobs: [aJob({ state: "done", rowsRead: 100_000 })] },
      "/api/admin/import-excel": new Response(JSON.stringify(aJob({ state: "queued", startedAt: null })), { status: 202 }),
      "/api/admin/import-jobs/7": { ...aJob({ state: "done", rowsRead: 100_000 }), result: report },
    });
    const item = await jobItem("berlin.xlsx");
    expect(within(item).getByRole("button", { name: "Raporu göster" })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText("Dosya seçin"), new File(["x"], "berlin.xlsx"));
    await userEvent.click(screen.getByRole("button", { name: "İçe Aktar" }));
    const result = await within(item).findByRole("region", { name: "İçe aktarma sonucu" });
    expect(within(result).getByText("İçe aktarma tamamlandı")).toBeInTheDocument();
    await userEvent.click(within(item).getByRole("button", { name: "Raporu gizle" }));
    expect(within(item).queryByRole("region", { name: "İçe aktarma sonucu" })).not.toBeInTheDocument();
  });

  it("says when a job waits for another import, and cancels a job", async () => {
    let cancelled = false;
    const { fn } = renderArea({
      "/api/admin/import-jobs": () => ({
        jobs: [aJob({ jobId: 9, fileName: "zwei.csv", state: cancelled ? "cancelled" : "queued" }), aJob({ waiting: true })],
      }),
      "/api/admin/import-jobs/9/cancel": () => {
        cancelled = true;
        return aJob({ jobId: 9, fileName: "zwei.csv", state: "cancelled", result: { ...report, success: false, imported: 0 } });
      },
    });
    const waiting = await jobItem("berlin.xlsx");
    expect(within(waiting).getByText("Başka bir içe aktarmanın bitmesi bekleniyor")).toBeInTheDocument();
    expect(within(waiting).queryByRole("progressbar")).not.toBeInTheDocument();
    const queued = await jobItem("zwei.csv");
    expect(within(queued).getByText("Sırada")).toBeInTheDocument();
    await userEvent.click(within(queued).getByRole("button", { name: "İçe aktarmayı iptal et" }));
    await waitFor(() =>
      expect(fn).toHaveBeenCalledWith("/api/admin/import-jobs/9/cancel", expect.objectContaining({ method: "POST" })),
    );
    expect(await within(queued).findByText("İptal edildi")).toBeInTheDocument();
    expect(within(queued).getByText(/İptalden önce kaydedilen 0 işletme dizinde kaldı/)).toBeInTheDocument();
  });

  it("shows a failed job's message at row 0 and a cancelled job's committed report", async () => {
    renderArea({
      "/api/admin/import-jobs": {
        jobs: [
          aJob({ jobId: 3, fileName: "kaputt.xlsx", state: "failed", error: "Die Datei ist beschädigt." }),
          aJob({ jobId: 2, fileName: "halb.xlsx", state: "cancelled", imported: 5_000 }),
        ],
      },
      "/api/admin/import-jobs/3": aJob({ jobId: 3, state: "failed", error: "Die Datei ist beschädigt." }),
      "/api/admin/import-jobs/2": {
        ...aJob({ jobId: 2, state: "cancelled" }),
        result: { ...report, success: false, imported: 5_000 },
      },
    });
    const failed = await jobItem("kaputt.xlsx");
    await userEvent.click(within(failed).getByRole("button", { name: "Raporu göster" }));
    const failure = await within(failed).findByRole("region", { name: "İçe aktarma sonucu" });
    expect(within(failure).getByText("İçe aktarma sırasında hata oluştu.")).toBeInTheDocument();
    expect(within(failure).getByRole("table", { name: "Hatalı satırlar" })).toHaveTextContent("0Die Datei ist beschädigt.");

    const half = await jobItem("halb.xlsx");
    expect(within(half).getByText(/İptalden önce kaydedilen 5\.000 işletme dizinde kaldı/)).toBeInTheDocument();
    await userEvent.click(within(half).getByRole("button", { name: "Raporu göster" }));
    const cancelledReport = await within(half).findByRole("region", { name: "İçe aktarma sonucu" });
    expect(within(cancelledReport).getByText("İçe aktarma iptal edildi")).toBeInTheDocument();
    expect(within(cancelledReport).getByText("Yeni eklenen").nextElementSibling).toHaveTextContent("5.000");
  });
});
