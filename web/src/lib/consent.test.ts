import { hasMarketingConsent, readConsent } from "./consent";

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
    expect(hasMarketingConsent(cookies)).toBe(want === true);
  });
});
