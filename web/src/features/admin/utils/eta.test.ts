import { secondsLeft } from "./eta";

describe("secondsLeft", () => {
  it("divides the rows left by the rate seen", () => {
    // 10,000 rows in 2 s: 5,000 rows/s, 80,000 left.
    expect(secondsLeft({ at: 1000, rows: 5000 }, { at: 3000, rows: 15000 }, 95000)).toBe(16);
  });
  it("knows nothing without a total or without rows read since the first sample", () => {
    expect(secondsLeft({ at: 0, rows: 0 }, { at: 1000, rows: 500 }, 0)).toBeNull();
    expect(secondsLeft({ at: 0, rows: 500 }, { at: 1000, rows: 500 }, 1000)).toBeNull();
  });
  it("says zero at the end", () => {
    expect(secondsLeft({ at: 0, rows: 0 }, { at: 1000, rows: 1000 }, 1000)).toBe(0);
  });
});
