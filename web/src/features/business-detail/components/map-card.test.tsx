import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetMapChoiceForTests } from "@/components/map/map-choice";
import type { MapViewProps } from "@/components/map/types";
import { aBusiness } from "@/test/fixtures";
import { mockFetch, renderRoute } from "@/test/render";
import type { Business, Settings } from "@/types/business";
import { MapCard } from "./map-card";

const chunk = vi.hoisted(() => ({ imports: 0 }));
vi.mock("@/components/map/leaflet-map", () => {
  chunk.imports++;
  return {
    default: ({ points, label }: MapViewProps) => (
      <div data-testid="leaflet-map" aria-label={label}>
        {points.map((p) => `${p.name} ${p.lat},${p.lng} ${p.to ?? "ohne Link"}`).join("; ")}
      </div>
    ),
  };
});

function setup(settings: Settings, business: Business = aBusiness()) {
  mockFetch({ "/api/admin/settings": settings });
  return renderRoute(<MapCard business={business} />);
}

beforeEach(() => {
  resetMapChoiceForTests();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("MapCard", () => {
  it("shows nothing without a tile URL", async () => {
    const { client } = setup({ map_tile_url: "" });
    await waitFor(() => expect(client.getQueryState(["api", "admin", "settings"])?.status).toBe("success"));
    expect(screen.queryByRole("heading", { name: "Karte" })).not.toBeInTheDocument();
  });

  it("shows nothing for a business without coordinates", async () => {
    const { client } = setup(
      { map_tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" },
      aBusiness({ latitude: null, longitude: null }),
    );
    await waitFor(() => expect(client.getQueryState(["api", "admin", "settings"])?.status).toBe("success"));
    expect(screen.queryByRole("heading", { name: "Karte" })).not.toBeInTheDocument();
  });

  it("asks before it loads the map of the business", async () => {
    setup({ map_tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" });
    expect(await screen.findByRole("heading", { name: "Karte" })).toBeInTheDocument();
    expect(await screen.findByText(/vom Server tile\.openstreetmap\.org/)).toBeInTheDocument();
    expect(chunk.imports).toBe(0);
    await userEvent.click(screen.getByRole("button", { name: "Karte laden" }));
    const map = await screen.findByTestId("leaflet-map");
    expect(map).toHaveAccessibleName("Karte: Autowerkstatt Müller");
    expect(map).toHaveTextContent("Autowerkstatt Müller 48.16,11.58 ohne Link");
    expect(chunk.imports).toBe(1);
  });
});
