import { act, screen } from "@testing-library/react";
import { renderRoute } from "@/test/render";
import { NECESSARY_ONLY, openConsentSettings, saveConsent } from "@/lib/consent";
import { ConsentRoot } from "./consent-root";

const banner = () => screen.queryByRole("region", { name: "Cookies und Datenschutz" });

describe("ConsentRoot", () => {
  afterEach(() => {
    document.cookie = "bb_consent=; Max-Age=0; Path=/";
  });

  it("shows the banner to a visitor without a stored choice", async () => {
    renderRoute(<ConsentRoot />);
    expect(await screen.findByRole("region", { name: "Cookies und Datenschutz" })).toBeInTheDocument();
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("loads no banner for a stored choice, and opens its settings when asked", async () => {
    saveConsent({ ...NECESSARY_ONLY, marketing: true });
    renderRoute(<ConsentRoot />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(banner()).toBeNull();
    act(() => openConsentSettings());
    expect(await screen.findByRole("switch", { name: "Marketing" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Analyse" })).not.toBeChecked();
  });
});
