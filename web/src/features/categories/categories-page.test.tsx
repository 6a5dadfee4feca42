import { screen, within } from "@testing-library/react";
import type { Locale } from "@/i18n/locale";
import { mockFetch, renderRoute } from "@/test/render";
import { aBusiness } from "@/test/fixtures";
import type { Category } from "@/types/business";
import CategoriesPage from "./categories-page";

/** aCategory is a taxonomy entry as GET /api/categories sends it. */
function aCategory(slug: string, name: string, count: number, aliases: string[] | null = null): Category {
  return { slug, name, description: `${name} in Ihrer Nähe.`, services: [], color: "#1d4ed8", icon: "car", aliases, count };
}

const taxonomy = [
  aCategory("kfz-werkstatt", "KFZ-Werkstätten", 1088),
  aCategory("gastronomie", "Gastronomie", 423, ["restaurant"]),
  aCategory("friseur-kosmetik", "Friseure & Kosmetik", 1421, ["hair-salon"]),
  aCategory("handel", "Handel", 225, ["retail"]),
  aCategory("dienstleister", "Dienstleister", 570, ["services"]),
];

function renderOverview(locale: Locale = "de") {
  const fetched = mockFetch({
    "/api/categories": taxonomy,
    "/api/businesses/stats": { total: 4948 },
    "/api/businesses/popular": Array.from({ length: 10 }, (_, i) =>
      aBusiness({ id: i + 1, name: i === 0 ? "Unavailable Business" : `Beliebt ${i}` }),
    ),
  });
  renderRoute(<CategoriesPage />, { path: "/categories", url: "/categories", locale });
  return fetched;
}

afterEach(() => vi.unstubAllGlobals());

describe("CategoriesPage", () => {
  it("links the four overview categories, named in German, to their alias slugs with real counts", async () => {
    renderOverview();
    const region = screen.getByRole("region", { name: "Beliebte Kategorien" });
    await within(region).findByText("423 Unternehmen");
    const links = within(region).getAllByRole("link");
    expect(
      links.map((a) => [
        a.querySelector("h3")?.textContent,
        a.getAttribute("href"),
        a.textContent?.match(/[\d.]+ Unternehmen/)?.[0],
      ]),
    ).toEqual([
      ["Restaurants", "/categories/restaurant", "423 Unternehmen"],
      ["Friseursalons", "/categories/hair-salon", "1.421 Unternehmen"],
      ["Einzelhandel", "/categories/retail", "225 Unternehmen"],
      ["Dienstleistungen", "/categories/services", "570 Unternehmen"],
    ]);
  });

  it("shows every taxonomy category with its description, count and link", async () => {
    renderOverview();
    const region = screen.getByRole("region", { name: "Alle Kategorien" });
    const kfz = await within(region).findByRole("link", { name: /KFZ-Werkstätten/ });
    expect(kfz).toHaveAttribute("href", "/categories/kfz-werkstatt");
    expect(kfz).toHaveTextContent("1.088 Unternehmen");
    expect(kfz).toHaveTextContent("KFZ-Werkstätten in Ihrer Nähe.");
    expect(within(region).getAllByRole("link")).toHaveLength(taxonomy.length);
  });

  it("features the first 8 popular businesses and hides Unavailable Business", async () => {
    const { calls } = renderOverview();
    const region = screen.getByRole("region", { name: "Beliebte Unternehmen" });
    expect(await within(region).findByRole("link", { name: "Beliebt 1" })).toBeInTheDocument();
    expect(within(region).getAllByRole("listitem")).toHaveLength(8);
    expect(within(region).queryByText("Unavailable Business")).not.toBeInTheDocument();
    expect(calls.find((u) => u.pathname === "/api/businesses/popular")?.searchParams.get("limit")).toBe("8");
  });

  it("counts the market figures from the API", async () => {
    renderOverview();
    expect(await screen.findByText("5 Kategorien · 4.948 Unternehmen")).toBeInTheDocument();
    expect(screen.getByTestId("figure-categories")).toHaveTextContent("5");
    expect(screen.getByTestId("figure-businesses")).toHaveTextContent("4.948");
    expect(screen.getByTestId("figure-largest")).toHaveTextContent("1.421");
    expect(screen.getByTestId("figure-largest")).toHaveTextContent("Friseure & Kosmetik");
    expect(screen.queryByText(/441|59\.599|580/)).not.toBeInTheDocument();
  });

  it("names the spec's four categories and counts in English under the English locale", async () => {
    renderOverview("en");
    const region = screen.getByRole("region", { name: "Popular Categories" });
    await within(region).findByText("423 businesses");
    expect(
      within(region)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Restaurants", "Hair Salons", "Retail Stores", "Professional Services"]);
    expect(within(region).getByTestId("count-hair-salon")).toHaveTextContent("1,421 businesses");
    expect(await screen.findByText("5 categories · 4,948 businesses")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "All Categories" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Industries & Categories" })).toBeInTheDocument();
  });

  it("shows skeletons while the lists load", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderRoute(<CategoriesPage />, { path: "/categories", url: "/categories" });
    expect(screen.getAllByTestId("tile-skeleton")).toHaveLength(6);
    expect(screen.getAllByTestId("card-skeleton")).toHaveLength(8);
  });
});
