import { screen } from "@testing-library/react";
import { aBusiness } from "@/test/fixtures";
import { renderRoute } from "@/test/render";
import { CategoryBusinessCard } from "./category-business-card";

describe("CategoryBusinessCard", () => {
  const bakery = aBusiness({
    category: "Boulangerie",
    categoryLabels: { de: "Bäckerei", en: "Bakery" },
    city: "Genève",
    country_code: "CH",
    country: "Suisse",
  });

  it.each([
    ["de", "Bäckerei", "Genève, Schweiz"],
    ["en", "Bakery", "Genève, Switzerland"],
  ] as const)("shows category and place in %s", (locale, category, place) => {
    renderRoute(<CategoryBusinessCard business={bakery} layout="grid" />, { locale });
    expect(screen.getByText(category)).toBeInTheDocument();
    expect(screen.queryByText("Boulangerie")).toBeNull();
    expect(screen.getByText(place)).toBeInTheDocument();
  });
});
