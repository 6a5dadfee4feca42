import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetMapChoiceForTests } from "@/components/map/map-choice";
import type { MapViewProps } from "@/components/map/types";
import { aBusiness } from "@/test/fixtures";
import { mockFetch, renderRoute } from "@/test/render";
import type { Settings } from "@/types/business";
import BusinessesPage from "./businesses-page";

// The map's chunk stands in as a list of marker buttons that shows which one
// is highlighted; the counter tells whether the page asked for it at all.
const chunk = vi.hoisted(() => ({ imports: 0 }));
vi.mock("@/components/map/leaflet-map", () => {
  chunk.imports++;
  return {
    default: ({ points, label, activeId, onSelect, tileUrl }: MapViewProps) => (
      <div data-testid="leaflet-map" aria-label={label} data-tiles={tileUrl}>
        {points.map((p) => (
          <button key={p.id} type="button" aria-pressed={activeId === p.id} onClick={() => onSelect?.(p.id)}>
            {`Marker ${p.name} ${p.rating ?? ""} ${p.reviews ?? ""} ${p.to ?? ""}`}
          </button>
        ))}
      </div>
    ),
  };
});

const tiles = "http://127.0.0.1:8099/{z}/{x}/{y}.png";
const page1 = [
  aBusiness({ id: 1, name: "Friseur Eins", urlSlug: "berlin/friseur-eins", latitude: 52.5, longitude: 13.4 }),
  aBusiness({
    id: 2,
    name: "Friseur Zwei",
    urlSlug: "berlin/friseur-zwei",
    latitude: 52.51,
    longitude: 13.41,
    rating: null,
    reviewCount: 0,
  }),
  aBusiness({ id: 3, name: "Friseur ohne Lage", latitude: null, longitude: null }),
];
const page2 = [aBusiness({ id: 4, name: "Friseur Vier", urlSlug: "berlin/friseur-vier", latitude: 52.52, longitude: 13.42 })];

function setup(settings: Settings) {
  mockFetch({
    "/api/cities": [{ city: "Berlin", businessCount: 4 }],
    "/api/admin/settings": settings,
    "/api/businesses/search": (u: URL) => ({
      businesses: u.searchParams.get("offset") === "24" ? page2 : page1,
      total: 25,
    }),
  });
  return renderRoute(<BusinessesPage />, { path: "/businesses", url: "/businesses?city=Berlin" });
}

const markers = () =>
  within(screen.getByTestId("leaflet-map"))
    .getAllByRole("button")
    .map((b) => b.textContent?.trim());
const item = (name: string) => screen.getByText(name).closest("li")!;

beforeEach(() => {
  resetMapChoiceForTests();
  window.localStorage.clear();
  document.cookie = "bb_consent=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/";
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the search page's map", () => {
  it("is not offered without a tile URL", async () => {
    setup({ map_tile_url: "" });
    await screen.findByText("Friseur Eins");
    expect(screen.queryByRole("button", { name: "Karte" })).not.toBeInTheDocument();
    expect(screen.queryByTestId("map-placeholder")).not.toBeInTheDocument();
  });

  it("is not offered with a tile URL that is no http(s) template", async () => {
    setup({ map_tile_url: "javascript:alert(1)//{z}/{x}/{y}" });
    await screen.findByText("Friseur Eins");
    expect(screen.queryByRole("button", { name: "Karte" })).not.toBeInTheDocument();
  });

  it("asks first, then shows the page's businesses with coordinates, in step with the list", async () => {
    const user = userEvent.setup();
    setup({ map_tile_url: tiles });
    await screen.findByText("Friseur Eins");
    const toggle = screen.getByRole("button", { name: "Karte" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");

    // The placeholder names the tile server; nothing of the map is loaded yet.
    const placeholder = await screen.findByTestId("map-placeholder");
    expect(placeholder).toHaveTextContent("vom Server 127.0.0.1:8099");
    expect(chunk.imports).toBe(0);
    await user.click(within(placeholder).getByRole("button", { name: "Karte laden" }));

    const map = await screen.findByTestId("leaflet-map");
    expect(chunk.imports).toBe(1);
    expect(map).toHaveAccessibleName("Karte der Suchergebnisse");
    expect(map).toHaveAttribute("data-tiles", tiles);
    expect(markers()).toEqual([
      "Marker Friseur Eins 4,6 128 Bewertungen /berlin/friseur-eins",
      "Marker Friseur Zwei  Neu /berlin/friseur-zwei",
    ]);
    expect(screen.getByText("2 von 3 Unternehmen dieser Seite haben eine Lage und stehen auf der Karte.")).toBeInTheDocument();

    // A card under the pointer highlights its marker; leaving it ends that.
    await user.hover(item("Friseur Zwei"));
    expect(screen.getByRole("button", { name: /^Marker Friseur Zwei/ })).toHaveAttribute("aria-pressed", "true");
    await user.unhover(item("Friseur Zwei"));
    expect(screen.getByRole("button", { name: /^Marker Friseur Zwei/ })).toHaveAttribute("aria-pressed", "false");

    // A chosen marker highlights its card (and scrolls it into view).
    const scrolled = vi.fn();
    item("Friseur Eins").scrollIntoView = scrolled;
    await user.click(screen.getByRole("button", { name: /^Marker Friseur Eins/ }));
    expect(item("Friseur Eins")).toHaveClass("ring-3");
    expect(item("Friseur Zwei")).not.toHaveClass("ring-3");
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: "nearest" }));

    // The next page: the markers follow the list.
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    await waitFor(() => expect(markers()).toEqual(["Marker Friseur Vier 4,6 128 Bewertungen /berlin/friseur-vier"]));
    expect(screen.queryByText(/von .* Unternehmen dieser Seite/)).not.toBeInTheDocument();

    // Off again: the map goes, the cards are plain again.
    await user.click(toggle);
    expect(screen.queryByTestId("leaflet-map")).not.toBeInTheDocument();
    expect(item("Friseur Vier")).not.toHaveAttribute("data-map-item");
  });
});
