import { parseWorkingHours, todayAt } from "./hours";

describe("todayAt", () => {
  it.each([
    ["2025-06-01T22:30:00Z", undefined, "Monday"], // after midnight in Berlin summer time, still Sunday in UTC
    ["2025-06-01T21:30:00Z", undefined, "Sunday"],
    ["2025-01-05T23:30:00Z", undefined, "Monday"], // winter time is UTC+1
    ["2025-01-05T22:30:00Z", "", "Sunday"],
    ["2025-06-03T05:30:00Z", "America/Los_Angeles", "Monday"], // 22:30 on Monday in LA, Tuesday in Berlin
    ["2025-06-02T16:30:00Z", "Asia/Tokyo", "Tuesday"], // 01:30 on Tuesday in Tokyo, Monday 18:30 in Berlin
    ["2025-06-03T05:30:00Z", "Mars/Olympus_Mons", "Tuesday"], // an unknown zone counts as Berlin
  ])("%s in %s is %s", (iso, zone, want) => {
    expect(todayAt(zone, new Date(iso))).toBe(want);
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
