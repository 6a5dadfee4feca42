import { act, renderHook } from "@testing-library/react";
import { useDebouncedValue } from "./use-debounced-value";

describe("useDebouncedValue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = (initial: string) =>
    renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: initial } });

  it("starts with the initial value", () => {
    const { result } = render("a");
    expect(result.current).toBe("a");
  });

  it("keeps the old value until 300 ms have passed, then takes the new one", () => {
    const { result, rerender } = render("a");
    rerender({ value: "ab" });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe("a");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("ab");
  });

  it("coalesces rapid changes into the last value", () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const v = useDebouncedValue(value, 300);
        seen.push(v);
        return v;
      },
      { initialProps: { value: "a" } },
    );
    for (const value of ["ab", "abc", "abcd"]) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(200));
    }
    // 600 ms after the first change, but only 200 ms after the last one: still the first value.
    expect(result.current).toBe("a");
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe("abcd");
    expect(new Set(seen)).toEqual(new Set(["a", "abcd"]));
  });
});
