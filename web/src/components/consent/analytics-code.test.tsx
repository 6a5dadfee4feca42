import { act, waitFor } from "@testing-library/react";
import { mockFetch, renderRoute } from "@/test/render";
import { NECESSARY_ONLY, saveConsent } from "@/lib/consent";
import { AnalyticsCode } from "./analytics-code";

// Scripts run in jsdom's own window, so the code counts its runs on <body>.
const runs = () => Number(document.body.dataset.analyticsRan ?? 0);
const code = `<script>document.body.dataset.analyticsRan = String(Number(document.body.dataset.analyticsRan || 0) + 1);</script>`;

describe("AnalyticsCode", () => {
  beforeEach(() => {
    delete document.body.dataset.analyticsRan;
    mockFetch({ "/api/admin/settings": { analytics_code: code } });
  });
  afterEach(() => {
    document.cookie = "bb_consent=; Max-Age=0; Path=/";
    vi.unstubAllGlobals();
  });

  async function settingsLoaded(client: ReturnType<typeof renderRoute>["client"]) {
    await waitFor(() => expect(client.getQueryState(["api", "admin", "settings"])?.status).toBe("success"));
  }

  it("does not run without analytics consent", async () => {
    saveConsent({ ...NECESSARY_ONLY, marketing: true, preferences: true });
    const { client, container } = renderRoute(<AnalyticsCode onWithdraw={vi.fn()} />);
    await settingsLoaded(client);
    expect(runs()).toBe(0);
    expect(container.querySelector("[data-analytics-code] script")).toBeNull();
  });

  it("runs once when analytics consent is given, and reloads when it is withdrawn", async () => {
    const onWithdraw = vi.fn();
    const { client, container } = renderRoute(<AnalyticsCode onWithdraw={onWithdraw} />);
    await settingsLoaded(client);
    expect(runs()).toBe(0);

    act(() => saveConsent({ ...NECESSARY_ONLY, analytics: true }));
    await waitFor(() => expect(runs()).toBe(1));
    act(() => saveConsent({ ...NECESSARY_ONLY, analytics: true, marketing: true }));
    expect(runs()).toBe(1);
    expect(onWithdraw).not.toHaveBeenCalled();

    act(() => saveConsent(NECESSARY_ONLY));
    expect(onWithdraw).toHaveBeenCalledTimes(1);
    expect(container.querySelector("[data-analytics-code] script")).toBeNull();
  });
});
