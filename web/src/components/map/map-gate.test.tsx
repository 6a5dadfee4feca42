import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { consentCookie, MAP_CHOICE_KEY, NECESSARY_ONLY, saveConsent, type ConsentPreferences } from "@/lib/consent";
import { renderRoute } from "@/test/render";
import { mapAllowed, resetMapChoiceForTests } from "./map-choice";
import { MapGate } from "./map-gate";
import type { MapViewProps } from "./types";

// The map's chunk (Leaflet) stands in as a marker element; the counter tells
// whether the page asked for the chunk at all.
const chunk = vi.hoisted(() => ({ imports: 0 }));
vi.mock("./leaflet-map", () => {
  chunk.imports++;
  return {
    default: ({ points, label }: MapViewProps) => (
      <div data-testid="leaflet-map" aria-label={label}>
        {points.map((p) => p.name).join(", ")}
      </div>
    ),
  };
});

const tileUrl = "https://{s}.tile.example.org/{z}/{x}/{y}.png";
const point = { id: 7, lat: 52.52, lng: 13.4, name: "Bäckerei Schulz" };

function consent(prefs: Partial<ConsentPreferences> | null) {
  document.cookie = prefs
    ? consentCookie({ ...NECESSARY_ONLY, ...prefs })
    : "bb_consent=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/";
}

const renderGate = (locale: "de" | "en" = "de") =>
  renderRoute(<MapGate size="detail" tileUrl={tileUrl} points={[point]} label="Karte: Bäckerei Schulz" />, { locale });

const loadButton = () => screen.getByRole("button", { name: "Karte laden" });

beforeEach(() => {
  resetMapChoiceForTests(); // every test is a new visit
  window.localStorage.clear();
  consent(null);
});

describe("MapGate", () => {
  it("names the tile server and loads neither the map's code nor a tile before the click", async () => {
    consent(NECESSARY_ONLY);
    renderGate();
    expect(screen.getByText("Karte anzeigen?")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Die Karte lädt ihre Kartenbilder vom Server tile.example.org. Dabei erhält dieser Server Ihre IP-Adresse. Bevor Sie klicken, stellt Ihr Browser keine Verbindung her.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("leaflet-map")).not.toBeInTheDocument();
    expect(chunk.imports).toBe(0);

    await userEvent.click(loadButton());
    expect(await screen.findByTestId("leaflet-map")).toHaveTextContent("Bäckerei Schulz");
    expect(screen.getByTestId("leaflet-map")).toHaveAccessibleName("Karte: Bäckerei Schulz");
    expect(chunk.imports).toBe(1);
    expect(screen.queryByText("Karte anzeigen?")).not.toBeInTheDocument();
  });

  it("without preferences consent holds the click for this visit only and stores nothing", async () => {
    consent(NECESSARY_ONLY);
    const first = renderGate();
    expect(screen.getByText(/Ohne Einwilligung in „Präferenzen“ fragen wir bei jedem Besuch erneut\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cookie-Einstellungen" })).toBeInTheDocument();
    await userEvent.click(loadButton());
    await screen.findByTestId("leaflet-map");
    expect(window.localStorage.getItem(MAP_CHOICE_KEY)).toBeNull();
    first.unmount();

    // Another map of the same visit (the detail page after the search) loads at once …
    const second = renderGate();
    expect(await screen.findByTestId("leaflet-map")).toBeInTheDocument();
    second.unmount();

    // … the next visit asks again.
    resetMapChoiceForTests();
    renderGate();
    expect(loadButton()).toBeInTheDocument();
    expect(screen.queryByTestId("leaflet-map")).not.toBeInTheDocument();
  });

  it("asks before any choice, and the click stores nothing without a consent choice", async () => {
    renderGate();
    await userEvent.click(loadButton());
    await screen.findByTestId("leaflet-map");
    expect(window.localStorage.length).toBe(0);
  });

  it("with preferences consent remembers the choice, and the next visit loads the map without asking", async () => {
    consent({ preferences: true });
    const first = renderGate();
    expect(
      screen.getByText("Sie haben „Präferenzen“ erlaubt: Wir merken uns diese Wahl, künftig lädt die Karte ohne Nachfrage."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cookie-Einstellungen" })).not.toBeInTheDocument();
    await userEvent.click(loadButton());
    await screen.findByTestId("leaflet-map");
    expect(window.localStorage.getItem(MAP_CHOICE_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    first.unmount();

    resetMapChoiceForTests();
    renderGate();
    expect(screen.queryByRole("button", { name: "Karte laden" })).not.toBeInTheDocument();
    expect(await screen.findByTestId("leaflet-map")).toBeInTheDocument();
  });

  it("drops a remembered choice when preferences consent is missing, withdrawn or a year old", () => {
    window.localStorage.setItem(MAP_CHOICE_KEY, new Date().toISOString().slice(0, 10));
    consent(NECESSARY_ONLY);
    renderGate();
    expect(loadButton()).toBeInTheDocument();
    expect(window.localStorage.getItem(MAP_CHOICE_KEY)).toBeNull();

    window.localStorage.setItem(MAP_CHOICE_KEY, "2026-01-10");
    expect(mapAllowed({ ...NECESSARY_ONLY, preferences: true }, Date.parse("2026-06-01"))).toBe(true);
    expect(mapAllowed({ ...NECESSARY_ONLY, preferences: true }, Date.parse("2027-01-11"))).toBe(false);
    expect(window.localStorage.getItem(MAP_CHOICE_KEY)).toBeNull();

    window.localStorage.setItem(MAP_CHOICE_KEY, "2026-01-10");
    act(() => saveConsent(NECESSARY_ONLY)); // the visitor withdraws preferences in the banner
    expect(window.localStorage.getItem(MAP_CHOICE_KEY)).toBeNull();
  });

  it("speaks English on English pages", () => {
    renderGate("en");
    expect(screen.getByText("Show the map?")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Load map" })).toBeInTheDocument();
    expect(screen.getByText(/from the server tile\.example\.org/)).toBeInTheDocument();
  });
});
