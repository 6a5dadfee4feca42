import { screen } from "@testing-library/react";
import { aBusiness } from "@/test/fixtures";
import { renderRoute } from "@/test/render";
import { addressLines, ContactCard } from "./contact-card";

describe("addressLines", () => {
  it.each([
    ["the full address when there is one", {}, ["Leopoldstraße 12, 80802 München, Deutschland"]],
    [
      "address, postal code with city, country",
      { fullAddress: "", address: "Leopoldstraße 12" },
      ["Leopoldstraße 12", "80802 München", "Deutschland"],
    ],
    ["no repeated city line", { fullAddress: "" }, ["Leopoldstraße 12, 80802 München", "Deutschland"]],
    ["nothing when all is empty", { fullAddress: "", address: "", city: "", postalCode: "", country: "" }, []],
  ])("gives %s", (_name, overrides, want) => {
    expect(addressLines(aBusiness(overrides))).toEqual(want);
  });
});

describe("ContactCard", () => {
  it("shows the address, phone, website and a map link by place_id", () => {
    renderRoute(<ContactCard business={aBusiness()} />);
    expect(screen.getByRole("heading", { name: "Kontakt" })).toBeInTheDocument();
    expect(screen.getByText("Leopoldstraße 12, 80802 München, Deutschland")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+49 89 123456 anrufen" })).toHaveAttribute("href", "tel:+4989123456");
    expect(screen.getByRole("link", { name: /mueller-kfz\.de/ })).toHaveAttribute("href", "https://www.mueller-kfz.de/");
    const map = screen.getByRole("link", { name: /Auf der Karte anzeigen/ });
    expect(map.getAttribute("href")).toContain("query_place_id=ChIJ123");
    expect(map).toHaveAttribute("target", "_blank");
  });
});
