import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NECESSARY_ONLY, readConsent, saveConsent } from "@/lib/consent";
import { startConsentForm } from "./consent-form";

// The cookie page's form as the server renders it (internal/pages/templates/cookies.html), reduced to what the island uses.
const switch_ = (name: string, label: string, on = false) =>
  `<label for="c-${name}">${label}</label><input id="c-${name}" name="${name}" type="checkbox" role="switch"${on ? " checked" : ""}${name === "necessary" ? " disabled" : ""}>`;
const form = (marketing = false) => `<form data-consent-form data-saved="Ihre Einstellungen wurden gespeichert.">
${switch_("necessary", "Notwendig", true)}${switch_("analytics", "Analyse")}${switch_("marketing", "Marketing", marketing)}${switch_("preferences", "Präferenzen")}
<button type="submit">Einstellungen speichern</button><button type="button" data-consent-necessary>Nur notwendige Cookies</button><p role="status"></p></form>`;

describe("the cookie page's consent form", () => {
  afterEach(() => {
    document.cookie = "bb_consent=; Max-Age=0; Path=/";
  });

  it("stores the switches' choice and says so", async () => {
    document.body.innerHTML = form();
    startConsentForm();
    await userEvent.click(screen.getByRole("switch", { name: "Analyse" }));
    await userEvent.click(screen.getByRole("button", { name: "Einstellungen speichern" }));
    expect(readConsent()).toEqual({ ...NECESSARY_ONLY, analytics: true });
    expect(screen.getByRole("status")).toHaveTextContent("Ihre Einstellungen wurden gespeichert.");
    await userEvent.click(screen.getByRole("switch", { name: "Präferenzen" }));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("'Nur notwendige Cookies' turns the optional ones off and stores that", async () => {
    saveConsent({ ...NECESSARY_ONLY, marketing: true });
    document.body.innerHTML = form(true);
    startConsentForm();
    await userEvent.click(screen.getByRole("button", { name: "Nur notwendige Cookies" }));
    expect(readConsent()).toEqual(NECESSARY_ONLY);
    expect(screen.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
  });

  it("shows a choice saved elsewhere (the banner)", () => {
    document.body.innerHTML = form();
    startConsentForm();
    saveConsent({ ...NECESSARY_ONLY, preferences: true });
    expect(screen.getByRole("switch", { name: "Präferenzen" })).toBeChecked();
  });
});
