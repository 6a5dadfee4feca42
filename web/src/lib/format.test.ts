import { formatCount, formatDistance, formatNumber, formatPercent, formatRating, formatTotal } from "./format";

const nbsp = "\u00a0";

describe("formatNumber", () => {
  it("groups thousands the German way by default and the English way under en", () => {
    expect(formatNumber(59599)).toBe("59.599");
    expect(formatNumber(59599, "de")).toBe("59.599");
    expect(formatNumber(59599, "en")).toBe("59,599");
  });
});

describe("formatCount", () => {
  it("writes counts up to 1000 in full", () => {
    expect(formatCount(999, "de")).toBe("999");
    expect(formatCount(1000, "de")).toBe("1.000");
    expect(formatCount(1000, "en")).toBe("1,000");
  });

  it("writes thousands as Tsd. in German and k in English, with one decimal below 100", () => {
    expect(formatCount(1200, "de")).toBe(`1,2${nbsp}Tsd.`);
    expect(formatCount(1200, "en")).toBe("1.2k");
    expect(formatCount(36121, "de")).toBe(`36,1${nbsp}Tsd.`);
    expect(formatCount(36121, "en")).toBe("36.1k");
    expect(formatCount(60000, "de")).toBe(`60${nbsp}Tsd.`);
    expect(formatCount(60000, "en")).toBe("60k");
  });

  it("drops the decimal from 100 thousand on", () => {
    expect(formatCount(441003, "de")).toBe(`441${nbsp}Tsd.`);
    expect(formatCount(441003, "en")).toBe("441k");
  });

  it("writes millions as Mio. and M, never as 1000 thousand", () => {
    expect(formatCount(1_250_000, "de")).toBe(`1,3${nbsp}Mio.`);
    expect(formatCount(1_250_000, "en")).toBe("1.3M");
    expect(formatCount(999_960, "de")).toBe(`1${nbsp}Mio.`);
    expect(formatCount(999_960, "en")).toBe("1M");
  });
});

describe("formatDistance", () => {
  it.each([
    [1.24, "de", "1,2"],
    [0.04, "de", "0,0"],
    [9.94, "de", "9,9"],
    [9.96, "de", "10"], // rounds to 10, written whole
    [10.75, "de", "11"],
    [1234.4, "de", "1.234"],
    [1.24, "en", "1.2"],
    [1234.4, "en", "1,234"],
  ] as const)("%s km in %s is %s", (km, locale, want) => {
    expect(formatDistance(km, locale)).toBe(want);
  });
});

describe("formatRating", () => {
  it("shows one decimal with the locale's separator; a missing rating is 0", () => {
    expect(formatRating(4.56)).toBe("4,6");
    expect(formatRating("4.5", "en")).toBe("4.5");
    expect(formatRating(4, "de")).toBe("4,0");
    expect(formatRating(undefined, "en")).toBe("0.0");
  });
});

describe("formatPercent", () => {
  it("writes a share as a percentage with at most one decimal", () => {
    expect(formatPercent(0.1234, "de")).toBe(`12,3${nbsp}%`);
    expect(formatPercent(0.1234, "en")).toBe("12.3%");
  });
});

describe("formatTotal", () => {
  it("says 'über' when the server capped a filtered count", () => {
    expect(formatTotal(1000, true, "de")).toBe("über 1.000");
    expect(formatTotal(1000, true, "en")).toBe("over 1,000");
    expect(formatTotal(1000, false, "de")).toBe("1.000");
    expect(formatTotal(12, undefined, "de")).toBe("12");
  });
});
