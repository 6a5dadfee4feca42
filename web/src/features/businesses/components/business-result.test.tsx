import { screen } from "@testing-library/react";
import { aBusiness } from "@/test/fixtures";
import { renderRoute } from "@/test/render";
import { STATUS_CASES, statusBadges } from "@/test/status-cases";
import { BusinessResult } from "./business-result";

describe("BusinessResult", () => {
  const clinic = aBusiness({
    category: "Hair salon",
    categoryLabels: { de: "Friseursalon", en: "Hair salon" },
    city: "Los Angeles",
    address: "123 Main St, Los Angeles, CA 90012",
    country_code: "US",
    country: "United States",
  });

  it("shows the category's German name and the city with its country", () => {
    renderRoute(<BusinessResult business={clinic} layout="grid" />);
    expect(screen.getByText("Friseursalon")).toBeInTheDocument();
    expect(screen.queryByText("Hair salon")).toBeNull();
    expect(screen.getByText("Los Angeles, Vereinigte Staaten")).toBeInTheDocument();
  });

  it("shows the English name and country under English", () => {
    renderRoute(<BusinessResult business={clinic} layout="list" />, { locale: "en" });
    expect(screen.getByText("Hair salon")).toBeInTheDocument();
    expect(screen.getByText("Los Angeles, United States")).toBeInTheDocument();
  });

  it.each(STATUS_CASES)("shows the status %o under %s as %s", (status, locale, want) => {
    const { container } = renderRoute(<BusinessResult business={aBusiness(status)} layout="grid" />, { locale });
    expect(statusBadges(container)).toEqual(want === null ? [] : [want]);
  });

  it("shows the distance of a radius or widened search, and none otherwise", () => {
    const { unmount } = renderRoute(<BusinessResult business={aBusiness({ distanceKm: 10.75 })} layout="list" />);
    expect(screen.getByText("11 km")).toBeInTheDocument();
    unmount();
    renderRoute(<BusinessResult business={aBusiness()} layout="list" />);
    expect(screen.queryByTestId("distance")).toBeNull();
  });

  it("shows a German city without a country", () => {
    renderRoute(<BusinessResult business={aBusiness({ categoryLabels: { de: "Autowerkstatt" } })} layout="grid" />);
    expect(screen.getByText("München")).toBeInTheDocument();
  });
});
