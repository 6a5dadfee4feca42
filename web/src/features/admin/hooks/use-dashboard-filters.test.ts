import { dashboardReducer, INITIAL_PARAMS } from "./use-dashboard-filters";

describe("dashboardReducer", () => {
  const onPage3 = { ...INITIAL_PARAMS, page: 3 };

  it("starts sorted by name ascending on page 1 with no filters", () => {
    expect(INITIAL_PARAMS).toMatchObject({ sortBy: "name", sortOrder: "asc", page: 1, city: "all", search: "", date: "" });
  });

  it("toggles the active column and starts another one ascending, back on page 1", () => {
    const desc = dashboardReducer(onPage3, { type: "sort", field: "name" });
    expect(desc).toMatchObject({ sortBy: "name", sortOrder: "desc", page: 1 });
    expect(dashboardReducer(desc, { type: "sort", field: "name" })).toMatchObject({ sortOrder: "asc" });
    expect(dashboardReducer({ ...desc, page: 4 }, { type: "sort", field: "city" })).toMatchObject({
      sortBy: "city",
      sortOrder: "asc",
      page: 1,
    });
  });

  it("goes back to page 1 on a filter change, but keeps the page when nothing changed", () => {
    expect(dashboardReducer(onPage3, { type: "filter", key: "city", value: "Köln" })).toMatchObject({ city: "Köln", page: 1 });
    expect(dashboardReducer(onPage3, { type: "filter", key: "search", value: "" })).toBe(onPage3);
  });

  it("clears the filters but keeps the sort", () => {
    const state = {
      ...INITIAL_PARAMS,
      city: "Köln",
      date: "2024-01-01",
      sortBy: "rating" as const,
      sortOrder: "desc" as const,
      page: 2,
    };
    expect(dashboardReducer(state, { type: "reset" })).toEqual({ ...INITIAL_PARAMS, sortBy: "rating", sortOrder: "desc" });
  });
});
