import { screen } from "@testing-library/react";
import { renderRoute } from "@/test/render";
import { RatingDistributionCard } from "./rating-distribution-card";

describe("RatingDistributionCard", () => {
  it("draws scores 5 to 1 with widths from their share of the counts", () => {
    renderRoute(<RatingDistributionCard business={{ reviewsPerScore: { "1": 5, "2": 0, "3": 15, "4": 20, "5": 60 } }} />);
    const rows = screen.getAllByRole("listitem");
    expect(rows.map((r) => r.getAttribute("data-score"))).toEqual(["5", "4", "3", "2", "1"]);
    expect([5, 4, 3, 2, 1].map((s) => screen.getByTestId(`score-bar-${s}`).style.width)).toEqual([
      "60%",
      "20%",
      "15%",
      "0%",
      "5%",
    ]);
    // The count is text, so the bars mean something without sight.
    expect(rows.map((r) => r.textContent)).toEqual([
      "5 Sterne60 Bewertungen",
      "4 Sterne20 Bewertungen",
      "3 Sterne15 Bewertungen",
      "2 Sterne0 Bewertungen",
      "1 Stern5 Bewertungen",
    ]);
  });

  it("rounds shares to one decimal", () => {
    renderRoute(<RatingDistributionCard business={{ reviewsPerScore: { "5": 2, "4": 1 } }} />);
    expect(screen.getByTestId("score-bar-5").style.width).toBe("66.7%");
    expect(screen.getByTestId("score-bar-4").style.width).toBe("33.3%");
  });

  it("says so when there are no counts", () => {
    renderRoute(<RatingDistributionCard business={{ reviewsPerScore: undefined }} />);
    expect(screen.getByText("Noch keine Bewertungsverteilung vorhanden.")).toBeInTheDocument();
    expect(screen.queryByTestId("score-bar-5")).toBeNull();
  });

  it("counts in English and with English grouping under the English locale", () => {
    renderRoute(<RatingDistributionCard business={{ reviewsPerScore: { "5": 1200, "1": 1 } }} />, { locale: "en" });
    expect(screen.getByRole("heading", { name: "Rating Distribution" })).toBeInTheDocument();
    const rows = screen.getAllByRole("listitem").map((r) => r.textContent);
    expect(rows[0]).toBe("5 stars1,200 reviews");
    expect(rows[4]).toBe("1 star1 review");
  });
});
