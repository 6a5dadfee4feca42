import { render, screen } from "@testing-library/react";
import { LocaleProvider } from "@/i18n/locale";
import { StarRating, filledShare, starKinds } from "./star-rating";

describe("starKinds", () => {
  const cases: [string, number | string | null, string][] = [
    ["missing rating counts as 0", null, "empty empty empty empty empty"],
    ["whole number", 4, "full full full full empty"],
    ["fraction below .5 rounds down", 3.4, "full full full empty empty"],
    ["fraction of exactly .5 shows a half star", 3.5, "full full full half empty"],
    ["fraction above .5 shows a half star", 4.7, "full full full full half"],
    ["rating as a string", "2.5", "full full half empty empty"],
    ["five", 5, "full full full full full"],
    ["above the scale is capped", 7, "full full full full full"],
    ["garbage counts as 0", "abc", "empty empty empty empty empty"],
  ];
  it.each(cases)("%s", (_name, rating, want) => {
    expect(starKinds(rating).join(" ")).toBe(want);
  });
});

describe("filledShare", () => {
  it.each([
    [null, 0],
    [3.4, 0.6],
    [3.5, 0.7],
    [4.7, 0.9],
    [5, 1],
  ])("%s → %s", (rating, want) => {
    expect(filledShare(rating)).toBeCloseTo(want);
  });
});

describe("StarRating", () => {
  it("fills the stars up to the rounded-down half star", () => {
    render(<StarRating rating={3.6} />);
    expect(screen.getByTestId("stars-filled")).toHaveStyle({ width: "70%" });
  });

  it("shows the rating with one decimal and names it for screen readers", () => {
    render(<StarRating rating={4.25} />);
    expect(screen.getByRole("img", { name: "Bewertung 4,3 von 5" })).toBeInTheDocument();
    expect(screen.getByText("4,3")).toBeInTheDocument();
  });

  it("writes the rating the English way under the English locale", () => {
    render(
      <LocaleProvider locale="en">
        <StarRating rating={4.25} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("img", { name: "Rating 4.3 out of 5" })).toBeInTheDocument();
    expect(screen.getByText("4.3")).toBeInTheDocument();
  });
});
