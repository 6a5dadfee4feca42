import { filterParams, hasFilters, NO_FILTERS, readListFilters, writeListFilters } from "./list-filters";

describe("readListFilters", () => {
  it.each([
    ["nothing", "", NO_FILTERS],
    ["every filter", "open=1&minRating=4.5&website=1&photos=1", { open: true, minRating: 4.5, website: true, photos: true }],
    ["a rating the server does not offer", "minRating=4.2", NO_FILTERS],
    ["a rating above five", "minRating=6", NO_FILTERS],
    ["text as rating", "minRating=viel", NO_FILTERS],
    ["NaN and Infinity", "minRating=NaN&open=Infinity", NO_FILTERS],
    ["yes-words are not flags", "open=true&website=ja&photos=yes", NO_FILTERS],
    ["a repeated key takes the first", "open=1&open=0", { ...NO_FILTERS, open: true }],
    ["script in a value", "open=%3Cscript%3E&minRating=%3Cimg%3E", NO_FILTERS],
  ])("reads %s", (_name, search, want) => {
    expect(readListFilters(new URLSearchParams(search))).toEqual(want);
  });
});

describe("writeListFilters", () => {
  it("sets and removes only the changed filters and keeps other parameters", () => {
    const params = new URLSearchParams("q=friseur&open=1&page=3");
    writeListFilters(params, { open: false, minRating: 4, website: true });
    expect(params.toString()).toBe("q=friseur&page=3&website=1&minRating=4");
    writeListFilters(params, { minRating: 0 });
    expect(params.get("minRating")).toBeNull();
  });

  it("round-trips through the URL", () => {
    const f = { open: true, minRating: 3.5, website: false, photos: true };
    const params = new URLSearchParams();
    writeListFilters(params, f);
    expect(readListFilters(params)).toEqual(f);
    expect(hasFilters(f)).toBe(true);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });
});

describe("filterParams", () => {
  it("sends only the set filters, with the API's names", () => {
    expect(filterParams(NO_FILTERS)).toEqual({ open: undefined, minRating: undefined, website: undefined, photos: undefined });
    expect(filterParams({ open: true, minRating: 4, website: true, photos: false })).toEqual({
      open: 1,
      minRating: 4,
      website: 1,
      photos: undefined,
    });
  });
});
