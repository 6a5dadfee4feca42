import { filterQuery } from "./list-filters";
import { setView } from "./view-toggle";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("filterQuery", () => {
  it("writes the filters in the server's order, leaving out defaults", () => {
    expect(
      filterQuery(
        form([
          ["photos", "1"],
          ["minRating", "4"],
          ["sortBy", "name"],
          ["open", "1"],
        ]),
      ),
    ).toBe("?sortBy=name&open=1&minRating=4&photos=1");
    expect(
      filterQuery(
        form([
          ["sortBy", "rating"],
          ["minRating", "0"],
        ]),
      ),
    ).toBe("");
  });

  it("flips the switch that was pressed", () => {
    expect(filterQuery(form([["open", "1"]]), "open")).toBe("");
    expect(filterQuery(form([["open", "1"]]), "website")).toBe("?open=1&website=1");
  });
});

describe("setView", () => {
  it("lays the list out as rows and back as a grid, marking the chosen button", () => {
    document.body.innerHTML = `<div id="g"><button data-view="grid" aria-checked="true" class="bg-blue-700 text-white"></button><button data-view="list" aria-checked="false" class="text-slate-700"></button></div>
      <ul id="l" data-layout="grid" class="grid sm:grid-cols-2 lg:grid-cols-3"><li><div data-testid="category-business" class="flex-col"><div data-card-photo></div></div></li></ul>`;
    const group = document.getElementById("g")!;
    const list = document.getElementById("l")!;
    setView(group, list, "list");
    expect(list.className).toBe("grid grid-cols-1");
    expect(list.dataset.layout).toBe("list");
    expect(list.querySelector("[data-testid=category-business]")!.className).toBe("flex-col sm:flex-row");
    expect(list.querySelector("[data-card-photo]")!.className).toBe("sm:w-56 sm:shrink-0");
    const [grid, rows] = group.querySelectorAll("button");
    expect([grid.getAttribute("aria-checked"), rows.getAttribute("aria-checked"), rows.tabIndex]).toEqual(["false", "true", 0]);
    expect(rows.className).toBe("bg-blue-700 text-white");
    setView(group, list, "grid");
    expect(list.className).toBe("grid sm:grid-cols-2 lg:grid-cols-3");
  });
});
