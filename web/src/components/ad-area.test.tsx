import { act, screen, waitFor } from "@testing-library/react";
import { NECESSARY_ONLY, saveConsent } from "@/lib/consent";
import { mockFetch, renderRoute } from "@/test/render";
import { AdArea, adDelay } from "./ad-area";

// The script counts its runs on <body>: scripts run in jsdom's own window, which the test's window global does not mirror.
const adRuns = () => Number(document.body.dataset.adRan ?? 0);
const consentCookie = (marketing: boolean) =>
  `bb_consent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing, preferences: false }))}; path=/`;

const markup =
  '<p>Werbung eins</p><script data-slot="x1">document.body.dataset.adRan = String(Number(document.body.dataset.adRan || 0) + 1);</script>';

async function settingsLoaded(client: ReturnType<typeof renderRoute>["client"]) {
  await waitFor(() => expect(client.getQueryState(["api", "admin", "settings"])?.status).toBe("success"));
}

describe("AdArea", () => {
  beforeEach(() => {
    delete document.body.dataset.adRan;
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    document.cookie = "bb_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("delays each area by 50 ms + 300 ms × index + 100 ms", () => {
    expect([1, 2, 3, 4].map((p) => adDelay(p as 1 | 2 | 3 | 4))).toEqual([150, 450, 750, 1050]);
  });

  it("renders nothing without marketing consent", async () => {
    document.cookie = consentCookie(false);
    mockFetch({ "/api/admin/settings": { ad_area_1: markup } });
    const { client, container } = renderRoute(<AdArea position={1} />);
    await settingsLoaded(client);
    vi.advanceTimersByTime(2000);
    expect(container.querySelector("[data-ad-area]")).toBeNull();
    expect(screen.queryByText("Werbung eins")).toBeNull();
    expect(adRuns()).toBe(0);
  });

  it("renders nothing when the markup is empty", async () => {
    document.cookie = consentCookie(true);
    mockFetch({ "/api/admin/settings": { ad_area_1: "  ", ad_area_2: markup } });
    const { client, container } = renderRoute(<AdArea position={1} />);
    await settingsLoaded(client);
    expect(container.querySelector("[data-ad-area]")).toBeNull();
  });

  it("injects the markup after its delay and runs its scripts", async () => {
    document.cookie = consentCookie(true);
    mockFetch({ "/api/admin/settings": { ad_area_3: markup } });
    renderRoute(<AdArea position={3} />);
    const area = await screen.findByRole("complementary", { name: "Anzeige" });
    expect(area).toHaveAttribute("data-ad-area", "3");
    // The slot is reserved before the ad arrives, so nothing shifts.
    expect(area).toHaveClass("min-h-[200px]", "md:min-h-[250px]");
    expect(screen.queryByText("Werbung eins")).toBeNull();

    // The fake clock also follows real time (shouldAdvanceTime), so leave a margin for the test's own waits.
    vi.advanceTimersByTime(adDelay(3) - 150);
    expect(screen.queryByText("Werbung eins")).toBeNull();
    expect(adRuns()).toBe(0);

    vi.advanceTimersByTime(160);
    expect(await screen.findByText("Werbung eins")).toBeInTheDocument();
    expect(adRuns()).toBe(1);
    const script = area.querySelector("script");
    expect(script).toHaveAttribute("data-slot", "x1");
  });

  it("removes the ad when unmounted", async () => {
    document.cookie = consentCookie(true);
    mockFetch({ "/api/admin/settings": { ad_area_1: "<p>Werbung eins</p>" } });
    const { unmount } = renderRoute(<AdArea position={1} />);
    await screen.findByRole("complementary", { name: "Anzeige" });
    vi.advanceTimersByTime(adDelay(1));
    expect(await screen.findByText("Werbung eins")).toBeInTheDocument();
    unmount();
    expect(screen.queryByText("Werbung eins")).toBeNull();
  });

  it("appears as soon as marketing consent is saved and goes when it is withdrawn", async () => {
    mockFetch({ "/api/admin/settings": { ad_area_1: markup } });
    const { client, container } = renderRoute(<AdArea position={1} />);
    await settingsLoaded(client);
    expect(container.querySelector("[data-ad-area]")).toBeNull();

    act(() => saveConsent({ ...NECESSARY_ONLY, marketing: true }));
    await screen.findByRole("complementary", { name: "Anzeige" });
    vi.advanceTimersByTime(adDelay(1));
    expect(await screen.findByText("Werbung eins")).toBeInTheDocument();
    expect(adRuns()).toBe(1);

    act(() => saveConsent(NECESSARY_ONLY));
    expect(container.querySelector("[data-ad-area]")).toBeNull();
    expect(screen.queryByText("Werbung eins")).toBeNull();
  });
});
