import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminApi, aValidationStatus, holdBack, json, renderValidationPage, requests } from "./test-helpers";
import type { ValidationStatus } from "./types";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STATUS = "/api/admin/validation-status";
const START = "/api/admin/validate-urls";

const toasts = () => screen.getByRole("region", { name: "Bildirimler (F8)" });
const bar = () => screen.getByRole("progressbar", { name: "İlerleme" });
/** figure is the value shown under a label of the progress view. */
const figure = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("URL validation page: operator area", () => {
  it("shows the password gate when signed out, and the page after signing in", async () => {
    const { fn } = adminApi({
      "/api/admin/session": json(401, { error: "Nicht angemeldet" }),
      "/api/admin/login": { ok: true, expiresAt: "2030-01-01T00:00:00Z" },
      [STATUS]: null,
    });
    renderValidationPage();

    await userEvent.type(await screen.findByLabelText("Şifre"), "richtig");
    expect(screen.queryByRole("heading", { name: "URL Doğrulama Durumu" })).not.toBeInTheDocument();
    expect(requests(fn, STATUS)).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Giriş Yap" }));

    expect(await screen.findByRole("heading", { level: 1, name: "URL Doğrulama Durumu" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Doğrulamayı Başlat" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Yönetim paneline dön" })).toHaveAttribute("href", "/admin");
    expect(screen.getByRole("heading", { level: 1 }).closest("[lang]")).toHaveAttribute("lang", "tr");
  });

  it("goes back to the gate when the status poll answers 401", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    adminApi({ [STATUS]: () => json(401, { error: "Sitzung abgelaufen" }) });
    renderValidationPage();
    expect(await screen.findByText("Oturumunuz sona erdi. Lütfen tekrar giriş yapın.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "URL Doğrulama Durumu" })).not.toBeInTheDocument();
  });
});

describe("URL validation page: views", () => {
  it("waiting view: start posts JSON without a body, disables the button while starting, and toasts the real total", async () => {
    const { fn } = adminApi({
      [STATUS]: null,
      [START]: () => json(202, aValidationStatus({ state: "queued", total: 1234 })),
    });
    renderValidationPage();
    expect(await screen.findByRole("heading", { name: "Henüz doğrulama yapılmadı" })).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();

    const release = holdBack(fn, START);
    await userEvent.click(screen.getByRole("button", { name: "Doğrulamayı Başlat" }));
    const starting = await screen.findByRole("button", { name: "Başlatılıyor…" });
    expect(starting).toBeDisabled();
    await userEvent.click(starting);
    release();

    expect(await within(toasts()).findByText("Doğrulama başlatıldı")).toBeInTheDocument();
    expect(within(toasts()).getByText("Yaklaşık 1.234 URL arka planda kontrol ediliyor.")).toBeInTheDocument();
    // The answered status shows at once: the progress view of the queued job.
    expect(screen.getByText("Sırada bekliyor…")).toHaveAttribute("role", "status");
    expect(figure("İşlenen URL")).toBe("0 / 1.234");

    const posts = requests(fn, START);
    expect(posts).toHaveLength(1);
    expect(posts[0].method).toBe("POST");
    expect(posts[0].headers.get("Content-Type")).toBe("application/json");
    expect(posts[0].credentials).toBe("include");
    expect(posts[0].body).toBeUndefined();
  });

  it("says so when a validation was already under way (200)", async () => {
    adminApi({ [STATUS]: null, [START]: () => json(200, aValidationStatus({ total: 26384, processed: 5 })) });
    renderValidationPage();
    await userEvent.click(await screen.findByRole("button", { name: "Doğrulamayı Başlat" }));
    expect(await within(toasts()).findByText("Doğrulama zaten sürüyor")).toBeInTheDocument();
    expect(within(toasts()).getByText("Yaklaşık 26.384 URL arka planda kontrol ediliyor.")).toBeInTheDocument();
  });

  it("toasts a failed start destructively and lets the operator try again", async () => {
    adminApi({ [STATUS]: null, [START]: () => json(500, { error: "kaputt" }) });
    renderValidationPage();
    await userEvent.click(await screen.findByRole("button", { name: "Doğrulamayı Başlat" }));
    expect(await within(toasts()).findByText("Hata")).toBeInTheDocument();
    expect(within(toasts()).getByText(/^Doğrulama başlatılamadı/)).toHaveTextContent("Doğrulama başlatılamadı: HTTP 500: kaputt");
    expect(within(toasts()).getByRole("listitem")).toHaveAttribute("data-variant", "destructive");
    expect(screen.getByRole("button", { name: "Doğrulamayı Başlat" })).toBeEnabled();
  });

  it("progress view: processed of total, the bar, valid, invalid, the Turkish percentage and the business being checked", async () => {
    adminApi({
      [STATUS]: aValidationStatus({ processed: 12000, valid: 10800, invalid: 1200, currentBusiness: "Kfz Schmitz GmbH" }),
    });
    renderValidationPage();
    expect(await screen.findByText("Doğrulama sürüyor…")).toHaveAttribute("role", "status");
    expect(figure("İşlenen URL")).toBe("12.000 / 26.384");
    expect(figure("Tamamlanan")).toBe("%45,5");
    expect(figure("Geçerli")).toBe("10.800");
    expect(figure("Geçersiz")).toBe("1.200");
    expect(bar()).toHaveAttribute("aria-valuemin", "0");
    expect(bar()).toHaveAttribute("aria-valuemax", "100");
    expect(bar()).toHaveAttribute("aria-valuenow", "45.5");
    expect(bar()).toHaveAttribute("aria-valuetext", "%45,5");
    expect(screen.getByText("Kfz Schmitz GmbH")).toBeInTheDocument();
    expect(screen.getByText(/Şu an kontrol edilen/)).toBeInTheDocument();
    // Nothing to start while a run is under way, and no report yet.
    expect(screen.queryByRole("button", { name: /başlat/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Rapor hazır" })).not.toBeInTheDocument();
  });

  it("completion box: the report's file name and its download, and a new run can be started", async () => {
    const { fn } = adminApi({
      [STATUS]: aValidationStatus({
        state: "done",
        isComplete: true,
        processed: 26384,
        valid: 25000,
        invalid: 1384,
        currentBusiness: "Letzter Betrieb",
        reportFile: "url-validation-7-2026-11-25.csv",
        reportUrl: "/api/admin/jobs/7/report",
        finishedAt: "2026-11-25T11:00:00Z",
      }),
      [START]: () => json(202, aValidationStatus({ jobId: 8, state: "queued", total: 26400 })),
    });
    renderValidationPage();
    const box = await screen.findByRole("region", { name: "Rapor hazır" });
    expect(within(box).getByText("url-validation-7-2026-11-25.csv")).toBeInTheDocument();
    const link = within(box).getByRole("link", { name: "Raporu indir (CSV)" });
    expect(link).toHaveAttribute("href", "/api/admin/jobs/7/report");
    expect(link).toHaveAttribute("download", "url-validation-7-2026-11-25.csv");
    expect(screen.getByText("Doğrulama tamamlandı")).toHaveAttribute("role", "status");
    expect(figure("Tamamlanan")).toBe("%100");
    expect(bar()).toHaveAttribute("aria-valuenow", "100");
    // The last business checked is no longer "being checked".
    expect(screen.queryByText("Letzter Betrieb")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Yeni doğrulama başlat" }));
    expect(await within(toasts()).findByText("Yaklaşık 26.400 URL arka planda kontrol ediliyor.")).toBeInTheDocument();
    expect(requests(fn, START)).toHaveLength(1);
    expect(screen.queryByRole("region", { name: "Rapor hazır" })).not.toBeInTheDocument();
  });

  it("failed run: shows its error and starts again", async () => {
    const { fn } = adminApi({
      [STATUS]: aValidationStatus({ state: "failed", processed: 300, error: "database is locked" }),
      [START]: () => json(202, aValidationStatus({ jobId: 8, state: "queued" })),
    });
    renderValidationPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Hata: database is locked");
    expect(screen.getByText("Doğrulama başarısız oldu")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("region", { name: "Rapor hazır" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Yeniden başlat" }));
    expect(await within(toasts()).findByText("Doğrulama başlatıldı")).toBeInTheDocument();
    expect(requests(fn, START)).toHaveLength(1);
    expect(screen.queryByText("Hata: database is locked")).not.toBeInTheDocument();
  });

  it("polls the status every 2 seconds and only logs a failed poll", async () => {
    // Only the interval is faked: TanStack Query's refetchInterval runs on setInterval.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answers: (ValidationStatus | Response)[] = [
      aValidationStatus({ total: 100, processed: 10 }),
      aValidationStatus({ total: 100, processed: 20 }),
      json(500, { error: "busy" }),
      aValidationStatus({ total: 100, processed: 100, state: "done", isComplete: true, reportFile: "r.csv" }),
    ];
    const { fn } = adminApi({ [STATUS]: () => answers.shift() });
    renderValidationPage();
    const polls = () => requests(fn, STATUS).length;

    expect(await screen.findByText("10 / 100")).toBeInTheDocument();
    expect(polls()).toBe(1);
    act(() => vi.advanceTimersByTime(1999));
    expect(polls()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(polls()).toBe(2);
    expect(await screen.findByText("20 / 100")).toBeInTheDocument();

    // A failed poll is logged; the last status stays, and no error is shown.
    act(() => vi.advanceTimersByTime(2000));
    expect(polls()).toBe(3);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith("validation status:", expect.anything()));
    expect(screen.getByText("20 / 100")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2000));
    expect(polls()).toBe(4);
    expect(await screen.findByRole("region", { name: "Rapor hazır" })).toBeInTheDocument();
  });
});
