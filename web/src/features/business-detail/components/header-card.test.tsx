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

  it.each([
    ["only the street", { address: "Hauptstraße 5", fullAddress: "" }, "Hauptstraße 5, 10115 Berlin"],
    ["the street as full address", { address: "", fullAddress: "Hauptstraße 5" }, "Hauptstraße 5, 10115 Berlin"],
    ["street, postal code and city", { address: "Hauptstraße 5, 10115 Berlin" }, "Hauptstraße 5, 10115 Berlin"],
    ["the city without the postal code", { address: "Hauptstraße 5, Berlin" }, "Hauptstraße 5, Berlin"],
    ["no street", { address: "", fullAddress: "" }, "10115 Berlin"],
  ])("shows the street with postal code and city when the address has %s", (_name, address, want) => {
    renderRoute(<HeaderCard business={aBusiness({ postalCode: "10115", city: "Berlin", ...address })} />);
    expect(screen.getByText(want)).toBeInTheDocument();
  });

  it("keeps a German address as it is", () => {
    renderRoute(<HeaderCard business={aBusiness({ categoryLabels: { de: "Autowerkstatt" } })} />);
    expect(screen.getByText("Leopoldstraße 12, 80802 München")).toBeInTheDocument();
  });
});
