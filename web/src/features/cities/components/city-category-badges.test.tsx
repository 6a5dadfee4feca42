import { screen } from "@testing-library/react";
import { aBusiness } from "@/test/fixtures";
import { renderRoute } from "@/test/render";
import { CityCategoryBadges, distinctCategories } from "./city-category-badges";

const businesses = [
  aBusiness({
    id: 1,
    category: "restaurants",
    categoryLabels: { de: "Restaurant", en: "Restaurant" },
    categorySlug: "gastronomie",
  }),
  aBusiness({
    id: 2,
    category: "Restaurant",
    categoryLabels: { de: "Restaurant", en: "Restaurant" },
    categorySlug: "gastronomie",
  }),
  aBusiness({ id: 3, category: "bars", categoryLabels: { de: "Bar", en: "Bar" }, categorySlug: "gastronomie" }),
  aBusiness({ id: 4, category: "Coiffeur", categoryLabels: { de: "Friseursalon", en: "Hair salon" }, categorySlug: "" }),
];

describe("distinctCategories", () => {
  it("lists each display name once, in the order of the businesses", () => {
    expect(distinctCategories(businesses, "de")).toEqual([
      { name: "Restaurant", slug: "gastronomie" },
      { name: "Bar", slug: "gastronomie" },
      { name: "Friseursalon", slug: "" },
    ]);
    expect(distinctCategories(businesses, "en").map((c) => c.name)).toEqual(["Restaurant", "Bar", "Hair salon"]);
  });
});

describe("CityCategoryBadges", () => {
  it("shows display names, never the raw categories", () => {
    renderRoute(<CityCategoryBadges businesses={businesses} />);
    expect(screen.getByRole("link", { name: "Bar" })).toHaveAttribute("href", "/categories/gastronomie");
    expect(screen.getByText("Friseursalon")).toBeInTheDocument();
    for (const raw of ["restaurants", "bars", "Coiffeur"]) expect(screen.queryByText(raw)).toBeNull();
  });
});
