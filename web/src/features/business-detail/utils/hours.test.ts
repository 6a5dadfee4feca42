import { parseWorkingHours, todayInBerlin } from "./hours";

describe("todayInBerlin", () => {
  it.each([
    ["2025-06-01T22:30:00Z", "Monday"], // after midnight in summer time, still Sunday in UTC
    ["2025-06-01T21:30:00Z", "Sunday"],
    ["2025-01-05T23:30:00Z", "Monday"], // winter time is UTC+1
    ["2025-01-05T22:30:00Z", "Sunday"],
  ])("%s is %s", (iso, want) => {
    expect(todayInBerlin(new Date(iso))).toBe(want);
  });
});

describe("parseWorkingHours", () => {
  it("orders days Monday first, ignores key case and joins lists of ranges", () => {
    expect(parseWorkingHours({ sunday: "closed", MONDAY: ["08:00–12:00", "13:00–17:00"] })).toEqual([
      { day: "Monday", hours: "08:00–12:00, 13:00–17:00", closed: false },
      { day: "Sunday", hours: "closed", closed: true },
    ]);
  });

  it("gives null for data that is not an object of days", () => {
    expect(parseWorkingHours(null)).toBeNull();
    expect(parseWorkingHours("")).toBeNull();
    expect(parseWorkingHours("null")).toBeNull();
    expect(parseWorkingHours(42)).toBeNull();
  });
});
