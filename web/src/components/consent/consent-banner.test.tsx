import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoute } from "@/test/render";
import { NECESSARY_ONLY, openConsentSettings, readConsent, saveConsent } from "@/lib/consent";
import { ConsentBanner } from "./consent-banner";

const banner = () => screen.queryByRole("region", { name: "Cookies und Datenschutz" });

describe("ConsentBanner", () => {
  afterEach(() => {
    document.cookie = "bb_consent=; Max-Age=0; Path=/";
  });

  it("greets a first visitor without taking the focus", () => {
    renderRoute(<ConsentBanner />);
    expect(banner()).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole("link", { name: "Mehr zu Cookies" })).toHaveAttribute("href", "/cookies");
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("'Alle akzeptieren' stores every category and closes", async () => {
    renderRoute(<ConsentBanner />);
    await userEvent.click(screen.getByRole("button", { name: "Alle akzeptieren" }));
    expect(readConsent()).toEqual({ necessary: true, analytics: true, marketing: true, preferences: true });
    expect(banner()).toBeNull();
  });

  it("'Nur notwendige' stores every optional category off and closes", async () => {
    renderRoute(<ConsentBanner />);
    await userEvent.click(screen.getByRole("button", { name: "Nur notwendige" }));
    expect(readConsent()).toEqual(NECESSARY_ONLY);
    expect(banner()).toBeNull();
  });

  it("'Einstellungen' shows four switches, optional ones off, and saves the chosen ones", async () => {
    renderRoute(<ConsentBanner />);
    await userEvent.click(screen.getByRole("button", { name: "Einstellungen" }));
    const necessary = screen.getByRole("switch", { name: "Notwendig" });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ["Analyse", "Marketing", "Präferenzen"]) expect(screen.getByRole("switch", { name })).not.toBeChecked();
    await userEvent.click(screen.getByRole("switch", { name: "Marketing" }));
    await userEvent.click(screen.getByRole("button", { name: "Einstellungen speichern" }));
    expect(readConsent()).toEqual({ necessary: true, analytics: false, marketing: true, preferences: false });
    expect(banner()).toBeNull();
  });

  it("stays away once a choice is stored, and openConsentSettings reopens it with that choice", async () => {
    saveConsent({ ...NECESSARY_ONLY, analytics: true });
    renderRoute(<ConsentBanner />);
    expect(banner()).toBeNull();
    act(() => openConsentSettings());
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Analyse" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Cookies und Datenschutz" })));
    await userEvent.click(screen.getByRole("switch", { name: "Analyse" }));
    await userEvent.click(screen.getByRole("button", { name: "Einstellungen speichern" }));
    expect(readConsent()).toEqual(NECESSARY_ONLY);
    expect(banner()).toBeNull();
  });

  it("closes with Escape when reopened, keeping the stored choice", async () => {
    saveConsent(NECESSARY_ONLY);
    renderRoute(<ConsentBanner />);
    act(() => openConsentSettings());
    await userEvent.click(screen.getByRole("switch", { name: "Marketing" }));
    await userEvent.keyboard("{Escape}");
    expect(banner()).toBeNull();
    expect(readConsent()).toEqual(NECESSARY_ONLY);
  });
});
