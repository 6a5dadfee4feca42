import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoute } from "@/test/render";
import { useSearchFilters } from "./use-search-filters";

/** Filters offers buttons that make quick changes, several before the page renders again. */
function Filters() {
  const { update, reset } = useSearchFilters();
  return (
    <>
      <button
        onClick={() => {
          update({ category: "handwerker" });
          update({ city: "Berlin" });
        }}
      >
        both
      </button>
      <button
        onClick={() => {
          reset();
          update({ category: "handel" });
        }}
      >
        reset then category
      </button>
      <button onClick={() => update({ sort: "distance", filters: { open: true, minRating: 4 } })}>distance and open</button>
      <button onClick={() => update({ city: "" })}>no place</button>
    </>
  );
}

const location = () => screen.getByTestId("location").textContent;

describe("useSearchFilters", () => {
  it("keeps a change that has not rendered yet when the next one follows, and returns to page 1", async () => {
    renderRoute(<Filters />, { path: "/businesses", url: "/businesses?q=kfz&page=3" });
    await userEvent.click(screen.getByRole("button", { name: "both" }));
    expect(location()).toBe("/businesses?q=kfz&category=handwerker&city=Berlin");
  });

  it("builds on a reset that has not rendered yet", async () => {
    renderRoute(<Filters />, { path: "/businesses", url: "/businesses?q=kfz&city=Berlin&page=2" });
    await userEvent.click(screen.getByRole("button", { name: "reset then category" }));
    expect(location()).toBe("/businesses?category=handel");
  });

  it("keeps the distance sort and the list filters in the URL; the sort goes with the place, the filters stay", async () => {
    renderRoute(<Filters />, { path: "/businesses", url: "/businesses?q=zahnarzt&city=10115&page=4" });
    await userEvent.click(screen.getByRole("button", { name: "distance and open" }));
    expect(location()).toBe("/businesses?q=zahnarzt&city=10115&sort=distance&open=1&minRating=4");
    await userEvent.click(screen.getByRole("button", { name: "no place" }));
    expect(location()).toBe("/businesses?q=zahnarzt&open=1&minRating=4");
  });
});
