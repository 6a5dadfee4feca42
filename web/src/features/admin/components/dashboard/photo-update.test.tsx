import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PhotoStatus } from "../../types";
import { adminApi, aPhotoStatus, holdBack, json, renderAdmin, requests } from "../../test-helpers";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STATUS = "/api/admin/photo-status";
const START = "/api/admin/update-photos";

const notice = () => screen.getByRole("region", { name: "Fotoğraf güncellemesi" });
/** shown is the notice's value next to a label. */
const shown = (label: string) => within(notice()).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
const startButton = () => screen.getByRole("button", { name: "Fotoğrafları güncelle" });

describe("Dashboard photo update", () => {
  it("starts the update, shows its live progress every 2 seconds, and refreshes stats and table 5 seconds after the start", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Each answer is stamped with the fake clock, so the test sees when requests were made.
    const at: Record<string, number[]> = {};
    const stamp = (path: string) => (at[path] ??= []).push(Date.now());
    let current: PhotoStatus | null = null;
    const { fn } = adminApi({
      [STATUS]: () => (stamp(STATUS), current),
      [START]: () => {
        stamp(START);
        current = aPhotoStatus({ processed: 3, mirrored: 7, dropped: 1, currentBusiness: "Bäckerei Kunz" });
        return json(202, aPhotoStatus({ state: "queued" }));
      },
      "/api/admin/stats": () => (stamp("stats"), { totalBusinesses: 5000, totalCities: 80, totalCategories: 42, avgRating: 4.3 }),
      "/api/admin/businesses": () => (stamp("businesses"), { businesses: [], total: 0, page: 1, totalPages: 0 }),
    });
    renderAdmin();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByText("5.000");
    // No job yet: no notice, and nothing polled after the first look.
    expect(screen.queryByRole("region", { name: "Fotoğraf güncellemesi" })).not.toBeInTheDocument();
    expect(at[STATUS]).toHaveLength(1);
    const stats = at.stats.length;
    const tables = at.businesses.length;

    await user.click(startButton());
    expect(await within(notice()).findByText("Fotoğraf güncellemesi sırada bekliyor…")).toBeInTheDocument();
    expect(shown("İşlenen işletme")).toBe("0 / 10");
    expect(startButton()).toBeDisabled();
    expect(requests(fn, START).map((r) => [r.method, r.body, r.headers.get("Content-Type")])).toEqual([
      ["POST", undefined, "application/json"],
    ]);

    // The notice follows the job: a poll 2 s later shows its progress.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await within(notice()).findByText("Fotoğraflar güncelleniyor…")).toBeInTheDocument();
    expect(shown("İşlenen işletme")).toBe("3 / 10");
    expect(shown("Kaydedilen fotoğraf")).toBe("7");
    expect(shown("Kaldırılan fotoğraf")).toBe("1");
    expect(shown("Şu an işlenen")).toBe("Bäckerei Kunz");
    expect(within(notice()).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "30");
    const [started] = at[START];
    const [, firstPoll] = at[STATUS];
    expect(firstPoll - started).toBeGreaterThanOrEqual(2000);
    expect(firstPoll - started).toBeLessThan(2500);
    // Not yet 5 s: the figures and the table were not asked again.
    expect(at.stats).toHaveLength(stats);
    expect(at.businesses).toHaveLength(tables);

    current = aPhotoStatus({ state: "done", isComplete: true, processed: 10, mirrored: 25, dropped: 2 });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await vi.waitFor(() => expect(at.stats).toHaveLength(stats + 1));
    await vi.waitFor(() => expect(at.businesses).toHaveLength(tables + 1));
    expect(at.stats.at(-1)! - started).toBeGreaterThanOrEqual(5000);
    expect(at.businesses.at(-1)! - started).toBeGreaterThanOrEqual(5000);

    // The job ended: the notice says so, the button works again, and polling stops.
    expect(await within(notice()).findByText("Fotoğraf güncellemesi tamamlandı.")).toBeInTheDocument();
    expect(shown("Kaydedilen fotoğraf")).toBe("25");
    expect(within(notice()).queryByText("Şu an işlenen")).not.toBeInTheDocument();
    expect(startButton()).toBeEnabled();
    const polls = at[STATUS].length;
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(at[STATUS]).toHaveLength(polls);
  });

  it("disables the button while the start is on its way", async () => {
    const { fn } = adminApi({ [START]: () => json(202, aPhotoStatus({ state: "queued" })) });
    renderAdmin();
    const release = holdBack(fn, START);
    await userEvent.click(await screen.findByRole("button", { name: "Fotoğrafları güncelle" }));
    expect(await screen.findByRole("button", { name: "Başlatılıyor…" })).toBeDisabled();
    release();
    expect(
      await within(await screen.findByRole("region", { name: "Fotoğraf güncellemesi" })).findByText(/sırada/),
    ).toBeInTheDocument();
  });

  it("shows the automatic job an import queued, without being started here", async () => {
    adminApi({ [STATUS]: aPhotoStatus({ pendingOnly: true, total: 40, processed: 12, mirrored: 30 }) });
    renderAdmin();
    expect(
      await within(await screen.findByRole("region", { name: "Fotoğraf güncellemesi" })).findByText(
        "İçe aktarılan işletmelerin fotoğrafları kaydediliyor…",
      ),
    ).toBeInTheDocument();
    expect(shown("İşlenen işletme")).toBe("12 / 40");
    expect(startButton()).toBeDisabled();
  });

  it("shows no notice for a job that ended before the dashboard opened", async () => {
    const { fn } = adminApi({ [STATUS]: aPhotoStatus({ state: "done", isComplete: true, processed: 10 }) });
    renderAdmin();
    await screen.findByText("5.000");
    await vi.waitFor(() => expect(requests(fn, STATUS)).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Fotoğraf güncellemesi" })).not.toBeInTheDocument();
    expect(startButton()).toBeEnabled();
  });

  it("toasts a failed start destructively", async () => {
    adminApi({ [START]: () => json(500, { error: "kaputt" }) });
    renderAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "Fotoğrafları güncelle" }));
    const toasts = screen.getByRole("region", { name: "Bildirimler (F8)" });
    expect(await within(toasts).findByText("Fotoğraf güncellemesi başlatılamadı: HTTP 500: kaputt")).toBeInTheDocument();
    expect(within(toasts).getByRole("listitem")).toHaveAttribute("data-variant", "destructive");
  });

  it("looks for the photo job again after an import (the import may queue one)", async () => {
    let imported = false;
    const { fn } = adminApi({
      [STATUS]: () => (imported ? aPhotoStatus({ pendingOnly: true }) : null),
      "/api/admin/import-excel": () => {
        imported = true;
        return { success: true, imported: 3, updated: 0, duplicates: 0, errors: 0, duplicateReport: [], errorReport: [] };
      },
    });
    renderAdmin();
    await screen.findByText("5.000");
    const file = new File(["x"], "firmen.xlsx", { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });
    await userEvent.upload(screen.getByLabelText("Dosya seçin"), file);
    await userEvent.click(screen.getByRole("button", { name: "İçe Aktar" }));
    expect(await screen.findByText("İçe aktarılan işletmelerin fotoğrafları kaydediliyor…")).toBeInTheDocument();
    expect(requests(fn, STATUS)).toHaveLength(2);
  });
});

describe("Dashboard link to the URL validation", () => {
  it("links to /url-validation-status", async () => {
    adminApi();
    renderAdmin();
    expect(await screen.findByRole("link", { name: "URL doğrulama durumu" })).toHaveAttribute("href", "/url-validation-status");
  });
});
