import { screen } from "@testing-library/react";
import { aBusiness } from "@/test/fixtures";
import { renderRoute } from "@/test/render";
import { STATUS_CASES, statusBadges } from "@/test/status-cases";
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

  it.each(STATUS_CASES)("shows the status %o under %s as %s", (status, locale, want) => {
    const { container } = renderRoute(<CategoryBusinessCard business={aBusiness(status)} layout="grid" />, { locale });
    expect(statusBadges(container)).toEqual(want === null ? [] : [want]);
  });

  it("shows the distance when the row has one", () => {
    renderRoute(<CategoryBusinessCard business={aBusiness({ distanceKm: 3.35 })} layout="list" />, { locale: "en" });
    expect(screen.getByText("3.4 km")).toBeInTheDocument();
  });
});
