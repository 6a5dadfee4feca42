import { screen } from "@testing-library/react";
import { aBusiness } from "@/test/fixtures";
import { renderRoute } from "@/test/render";
import { HeaderCard } from "./header-card";

describe("HeaderCard", () => {
  const salon = aBusiness({
    category: "Peluquería",
    categoryLabels: { de: "Friseursalon", en: "Hair salon" },
    categorySlug: "friseur-kosmetik",
    address: "Calle Mayor 5, 28013 Madrid, España",
    fullAddress: "Calle Mayor 5, 28013 Madrid, España",
    city: "Madrid",
    country_code: "ES",
    country: "España",
  });

  it("links the category by its German name and names the country", () => {
    renderRoute(<HeaderCard business={salon} />);
    expect(screen.getByRole("link", { name: "Friseursalon" })).toHaveAttribute("href", "/categories/friseur-kosmetik");
    expect(screen.queryByText("Peluquería")).toBeNull();
    expect(screen.getByText("Calle Mayor 5, 28013 Madrid, Spanien")).toBeInTheDocument();
  });

  it("uses the English name and country under English", () => {
    renderRoute(<HeaderCard business={salon} />, { locale: "en" });
    expect(screen.getByRole("link", { name: "Hair salon" })).toBeInTheDocument();
    expect(screen.getByText("Calle Mayor 5, 28013 Madrid, Spain")).toBeInTheDocument();
  });

  it("keeps a German address as it is", () => {
    renderRoute(<HeaderCard business={aBusiness({ categoryLabels: { de: "Autowerkstatt" } })} />);
    expect(screen.getByText("Leopoldstraße 12, 80802 München")).toBeInTheDocument();
  });
});
