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

describe("preloadConsentBanner", () => {
  // Fresh modules: the banner's chunk counts as loaded once any test has shown it.
  async function fresh() {
    vi.resetModules();
    const [root, render, rtl] = await Promise.all([
      import("./consent-root"),
      import("@/test/render"),
      import("@testing-library/react"),
    ]);
    return { ...root, ...render, screen: rtl.screen };
  }

  it("without it the first render has no banner yet", async () => {
    const { ConsentRoot, renderRoute, screen } = await fresh();
    renderRoute(<ConsentRoot />);
    expect(screen.queryByRole("region", { name: "Cookies und Datenschutz" })).toBeNull();
    expect(await screen.findByRole("region", { name: "Cookies und Datenschutz" })).toBeInTheDocument();
  });

  it("lets the first render show the banner when a choice is due", async () => {
    const { ConsentRoot, preloadConsentBanner, renderRoute, screen } = await fresh();
    await preloadConsentBanner();
    renderRoute(<ConsentRoot />);
    expect(screen.getByRole("region", { name: "Cookies und Datenschutz" })).toBeInTheDocument();
  });
});
