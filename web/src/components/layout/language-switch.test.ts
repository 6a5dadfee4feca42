import { localeCookie, rememberLocale } from "./language-switch";

const clearCookie = (name: string) => (document.cookie = `${name}=; Max-Age=0; Path=/`);
const setConsent = (preferences: boolean) =>
  (document.cookie = `bb_consent=${encodeURIComponent(
    JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences }),
  )}; Path=/`);

afterEach(() => {
  clearCookie("bb_consent");
  clearCookie("bb_locale");
});

describe("rememberLocale", () => {
  it("remembers the choice in bb_locale only with preferences consent", () => {
    setConsent(false);
    expect(rememberLocale("en")).toBe(false);
    expect(document.cookie).not.toMatch(/bb_locale=/);
    setConsent(true);
    expect(rememberLocale("en")).toBe(true);
    expect(document.cookie).toMatch(/(^|; )bb_locale=en(;|$)/);
  });

  it("never stores bb_locale before any consent was given", () => {
    expect(rememberLocale("de")).toBe(false);
    expect(document.cookie).not.toMatch(/bb_locale=/);
  });
});

describe("localeCookie", () => {
  it("is a first-party cookie for 12 months on path / with SameSite=Lax, Secure on https", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const cookie = localeCookie("en", { now, secure: true });
    expect(cookie).toMatch(/^bb_locale=en; /);
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain("Expires=Mon, 01 Mar 2027 12:00:00 GMT");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toMatch(/; Secure$/);
    expect(localeCookie("de", { now })).not.toContain("Secure");
  });
});
