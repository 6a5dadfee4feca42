import { act, renderHook } from "@testing-library/react";
import { consentCookie, currentConsent, NECESSARY_ONLY, readConsent, saveConsent, subscribeConsent } from "./consent";
import { useConsent } from "./use-consent";

const clearCookies = () => {
  for (const name of ["bb_consent", "bb_locale"]) document.cookie = `${name}=; Max-Age=0; Path=/`;
};

describe("readConsent", () => {
  const cookie = (v: object) => `other=1; bb_consent=${encodeURIComponent(JSON.stringify(v))}; x=y`;
  const cases: [string, string, boolean | null][] = [
    ["no cookie means no consent", "other=1", null],
    ["marketing given", cookie({ necessary: true, analytics: false, marketing: true, preferences: false }), true],
    ["marketing refused", cookie({ necessary: true, analytics: true, marketing: false, preferences: true }), false],
    ["truthy strings are not consent", cookie({ marketing: "yes" }), false],
    ["garbage is ignored", "bb_consent=%7Bnot-json", null],
    ["null JSON is ignored", "bb_consent=null", null],
  ];
  it.each(cases)("%s", (_name, cookies, want) => {
    const got = readConsent(cookies);
    expect(got === null ? null : got.marketing).toBe(want);
    expect(readConsent(cookies)?.marketing === true).toBe(want === true);
  });

  it("treats a missing or malformed category as not given", () => {
    expect(readConsent(cookie({ analytics: 1 }))).toEqual(NECESSARY_ONLY);
  });
});

describe("consentCookie", () => {
  const now = new Date("2024-01-15T10:00:00Z");
  it("stores the choice for 12 months, first-party and SameSite=Lax", () => {
    const c = consentCookie({ necessary: true, analytics: true, marketing: false, preferences: true }, { now });
    expect(c).toContain("; Max-Age=31622400;"); // 366 days: 2024 is a leap year
    expect(c).toContain("; Expires=Wed, 15 Jan 2025 10:00:00 GMT;");
    expect(consentCookie(NECESSARY_ONLY, { now: new Date("2025-03-01T00:00:00Z") })).toContain(
      "; Max-Age=31536000; Expires=Sun, 01 Mar 2026 00:00:00 GMT;",
    );
    expect(c).toContain("; Path=/; SameSite=Lax");
    expect(c).not.toContain("Secure");
    expect(c).not.toContain("Domain");
  });
  it("adds Secure on https", () => {
    expect(consentCookie(NECESSARY_ONLY, { now, secure: true })).toMatch(/; Secure$/);
  });
  it("writes URL-encoded JSON with version and date that readConsent reads back", () => {
    const prefs = { necessary: true, analytics: false, marketing: true, preferences: false } as const;
    const pair = consentCookie(prefs, { now }).split(";")[0];
    expect(JSON.parse(decodeURIComponent(pair.split("=")[1]))).toEqual({ ...prefs, v: 1, date: "2024-01-15" });
    expect(readConsent(pair)).toEqual(prefs);
  });
});

describe("saveConsent", () => {
  afterEach(clearCookies);

  it("starts with no choice: every optional category off", () => {
    expect(currentConsent()).toBeNull();
    expect(readConsent()?.marketing === true).toBe(false);
  });

  it("round-trips through the browser's cookie", () => {
    saveConsent({ necessary: true, analytics: true, marketing: false, preferences: true });
    expect(readConsent()).toEqual({ necessary: true, analytics: true, marketing: false, preferences: true });
    saveConsent(NECESSARY_ONLY);
    expect(readConsent()).toEqual(NECESSARY_ONLY);
  });

  it("deletes the language cookie when preferences consent is withdrawn", () => {
    saveConsent({ ...NECESSARY_ONLY, preferences: true });
    document.cookie = "bb_locale=en; Path=/";
    saveConsent({ ...NECESSARY_ONLY, preferences: true, marketing: true });
    expect(document.cookie).toContain("bb_locale=en");
    saveConsent({ ...NECESSARY_ONLY, marketing: true });
    expect(document.cookie).not.toContain("bb_locale");
  });

  it("notifies subscribers until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    saveConsent(NECESSARY_ONLY);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    saveConsent(NECESSARY_ONLY);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("re-renders useConsent with the saved choice, keeping the same object while unchanged", () => {
    const { result, rerender } = renderHook(() => useConsent());
    expect(result.current).toBeNull();
    act(() => saveConsent({ ...NECESSARY_ONLY, marketing: true }));
    expect(result.current?.marketing).toBe(true);
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => saveConsent(NECESSARY_ONLY));
    expect(result.current?.marketing).toBe(false);
  });
});
