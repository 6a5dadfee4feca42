import { NECESSARY_ONLY, saveConsent } from "@/lib/consent";
import { resetPreload } from "@/lib/preload";
import { startAnalyticsCode } from "./analytics-code";

// Scripts run in jsdom's own window, so the code counts its runs on <body>.
const runs = () => Number(document.body.dataset.analyticsRan ?? 0);
const code = `<script>document.body.dataset.analyticsRan = String(Number(document.body.dataset.analyticsRan || 0) + 1);</script>`;

function page() {
  resetPreload();
  // Escaped like the server's (json.HTMLEscape), so the code's </script> does not end the element.
  const preload = JSON.stringify({ "/api/admin/settings": { analytics_code: code } }).replaceAll("<", "\\u003c");
  document.body.innerHTML = `<div hidden data-analytics-code></div><script id="bb-preload" type="application/json">${preload}</script>`;
}

let stop = () => {};

describe("startAnalyticsCode", () => {
  beforeEach(() => delete document.body.dataset.analyticsRan);
  afterEach(() => {
    stop();
    document.cookie = "bb_consent=; Max-Age=0; Path=/";
    resetPreload();
  });

  it("does not run without analytics consent", () => {
    saveConsent({ ...NECESSARY_ONLY, marketing: true, preferences: true });
    page();
    stop = startAnalyticsCode(vi.fn());
    expect(runs()).toBe(0);
    expect(document.querySelector("[data-analytics-code] script")).toBeNull();
  });

  it("runs once when analytics consent is given, and reloads when it is withdrawn", () => {
    page();
    const onWithdraw = vi.fn();
    stop = startAnalyticsCode(onWithdraw);
    expect(runs()).toBe(0);
    saveConsent({ ...NECESSARY_ONLY, analytics: true });
    expect(runs()).toBe(1);
    saveConsent({ ...NECESSARY_ONLY, analytics: true, marketing: true });
    expect(runs()).toBe(1);
    expect(onWithdraw).not.toHaveBeenCalled();
    saveConsent(NECESSARY_ONLY);
    expect(onWithdraw).toHaveBeenCalledTimes(1);
    expect(document.querySelector("[data-analytics-code] script")).toBeNull();
  });

  it("does nothing where the frame has no place for it (the panel)", () => {
    saveConsent({ ...NECESSARY_ONLY, analytics: true });
    resetPreload();
    document.body.innerHTML = "";
    stop = startAnalyticsCode(vi.fn());
    expect(runs()).toBe(0);
  });
});
