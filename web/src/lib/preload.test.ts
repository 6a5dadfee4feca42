import { preloadKey, resetPreload, takePreloaded } from "./preload";

describe("preloadKey", () => {
  // The same table as TestPreloadKey in internal/httpapi/preload_test.go.
  it.each([
    ["/api/businesses/stats", "/api/businesses/stats"],
    ["/api/cities?limit=20", "/api/cities?limit=20"],
    ["/api/cities/Frankfurt%20am%20Main/businesses?page=1&limit=20", "/api/cities/Frankfurt am Main/businesses?limit=20&page=1"],
    ["/api/cities/M%C3%BCnchen/businesses?limit=20&page=1", "/api/cities/München/businesses?limit=20&page=1"],
    [
      "/api/categories/kfz-werkstatt/businesses?sortBy=rating&page=1&limit=12",
      "/api/categories/kfz-werkstatt/businesses?limit=12&page=1&sortBy=rating",
    ],
    ["/api/businesses/search?query=B%C3%A4cker+Berlin", "/api/businesses/search?query=Bäcker Berlin"],
  ])("%s → %s", (url, want) => {
    expect(preloadKey(url)).toBe(want);
  });
});

describe("takePreloaded", () => {
  afterEach(() => {
    document.getElementById("bb-preload")?.remove();
    resetPreload();
    vi.unstubAllGlobals();
  });

  function embed(data: unknown) {
    const el = document.createElement("script");
    el.id = "bb-preload";
    el.type = "application/json";
    el.textContent = JSON.stringify(data);
    document.head.append(el);
    resetPreload();
  }

  it("answers an embedded call once", () => {
    embed({ "/api/cities/München/businesses?limit=20&page=1": { total: 3 } });
    const url = `/api/cities/${encodeURIComponent("München")}/businesses?page=1&limit=20`;
    expect(takePreloaded(url)).toEqual({ total: 3 });
    expect(takePreloaded(url)).toBeUndefined();
  });

  it("ignores broken data", () => {
    const el = document.createElement("script");
    el.id = "bb-preload";
    el.type = "application/json";
    el.textContent = "{broken";
    document.head.append(el);
    resetPreload();
    expect(takePreloaded("/api/businesses/stats")).toBeUndefined();
  });
});
