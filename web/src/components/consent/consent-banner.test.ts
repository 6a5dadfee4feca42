import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NECESSARY_ONLY, openConsentSettings, readConsent, saveConsent } from "@/lib/consent";
import { startConsentBanner } from "./consent-banner";

// The banner as the server renders it (internal/pages/templates/frame.html), reduced to what the island uses.
const switch_ = (name: string, label: string, locked = false) =>
  `<label for="s-${name}">${label}</label><input id="s-${name}" name="${name}" type="checkbox" role="switch"${locked ? " checked disabled" : ""}>`;
const bannerHTML = `<div aria-hidden="true" data-consent-spacer style="height:0"></div><section aria-labelledby="consent-heading" data-consent-banner>
<h2 id="consent-heading" tabindex="-1">Cookies und Datenschutz</h2><p>Text <a href="/cookies">Mehr zu Cookies</a></p>
<div data-consent-settings hidden><fieldset>${switch_("necessary", "Notwendig", true)}${switch_("analytics", "Analyse")}${switch_("marketing", "Marketing")}${switch_("preferences", "Präferenzen")}</fieldset></div>
<button type="button" data-consent-close hidden>Schließen</button><button type="button" data-consent-save hidden>Einstellungen speichern</button>
<button type="button" data-consent-show-settings>Einstellungen</button><button type="button" data-consent-choice="necessary">Nur notwendige</button><button type="button" data-consent-choice="all">Alle akzeptieren</button></section>`;
const firstVisit = `<main><button>Seite</button></main>${bannerHTML}`;
const returning = `<main><button>Seite</button></main><template id="consent-banner-template">${bannerHTML}</template>`;

const banner = () => screen.queryByRole("region", { name: "Cookies und Datenschutz" });
let stop = () => {};
function start(markup: string) {
  document.body.innerHTML = markup;
  stop = startConsentBanner();
}

describe("the consent banner's island", () => {
  afterEach(() => {
    stop();
    document.cookie = "bb_consent=; Max-Age=0; Path=/";
  });

  it("leaves the focus where it is for a first visitor", () => {
    start(firstVisit);
    expect(banner()).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("'Alle akzeptieren' stores every category and closes", async () => {
    start(firstVisit);
    await userEvent.click(screen.getByRole("button", { name: "Alle akzeptieren" }));
    expect(readConsent()).toEqual({ necessary: true, analytics: true, marketing: true, preferences: true });
    expect(banner()).toBeNull();
    expect(document.querySelector("[data-consent-spacer]")).toBeNull();
  });

  it("'Nur notwendige' stores every optional category off and closes", async () => {
    start(firstVisit);
    await userEvent.click(screen.getByRole("button", { name: "Nur notwendige" }));
    expect(readConsent()).toEqual(NECESSARY_ONLY);
    expect(banner()).toBeNull();
  });

  it("'Einstellungen' shows four switches, optional ones off, and saves the chosen ones", async () => {
    start(firstVisit);
    await userEvent.click(screen.getByRole("button", { name: "Einstellungen" }));
    const necessary = screen.getByRole("switch", { name: "Notwendig" });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ["Analyse", "Marketing", "Präferenzen"]) expect(screen.getByRole("switch", { name })).not.toBeChecked();
    await userEvent.click(screen.getByRole("switch", { name: "Marketing" }));
    await userEvent.click(screen.getByRole("button", { name: "Einstellungen speichern" }));
    expect(readConsent()).toEqual({ necessary: true, analytics: false, marketing: true, preferences: false });
    expect(banner()).toBeNull();
    act(() => openConsentSettings()); // the footer's "Cookie-Einstellungen" brings it back, with the choice
    expect(screen.getByRole("switch", { name: "Marketing" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Schließen" })).toBeVisible();
  });

  it("stays away once a choice is stored, and openConsentSettings reopens it with that choice", async () => {
    saveConsent({ ...NECESSARY_ONLY, analytics: true });
    start(returning);
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

  it("closes with Escape or 'Schließen' when reopened, keeping the stored choice", async () => {
    saveConsent(NECESSARY_ONLY);
    start(returning);
    act(() => openConsentSettings());
    await userEvent.click(screen.getByRole("switch", { name: "Marketing" }));
    await userEvent.keyboard("{Escape}");
    expect(banner()).toBeNull();
    act(() => openConsentSettings());
    expect(screen.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(banner()).toBeNull();
    expect(readConsent()).toEqual(NECESSARY_ONLY);
  });
});
