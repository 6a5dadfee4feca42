import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NECESSARY_ONLY, readConsent, saveConsent } from "@/lib/consent";
import { renderRoute } from "@/test/render";
import CookiesPage from "./cookies-page";

const optional = ["Analyse", "Marketing", "Präferenzen"];

describe("CookiesPage", () => {
  afterEach(() => {
    document.cookie = "bb_consent=; Max-Age=0; Path=/";
  });

  it("shows the four switches with every optional one off before any choice", () => {
    renderRoute(<CookiesPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Cookie-Richtlinie" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Notwendig" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Notwendig" })).toBeDisabled();
    for (const name of optional) expect(screen.getByRole("switch", { name })).not.toBeChecked();
  });

  it("'Einstellungen speichern' stores the switches", async () => {
    renderRoute(<CookiesPage />);
    await userEvent.click(screen.getByRole("switch", { name: "Analyse" }));
    await userEvent.click(screen.getByRole("switch", { name: "Präferenzen" }));
    expect(readConsent()).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Einstellungen speichern" }));
    expect(readConsent()).toEqual({ necessary: true, analytics: true, marketing: false, preferences: true });
    expect(screen.getByText("Ihre Einstellungen wurden gespeichert.")).toHaveAttribute("role", "status");
  });

  it("'Nur notwendige Cookies' turns every optional category off and stores that", async () => {
    saveConsent({ necessary: true, analytics: true, marketing: true, preferences: true });
    renderRoute(<CookiesPage />);
    for (const name of optional) expect(screen.getByRole("switch", { name })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Nur notwendige Cookies" }));
    for (const name of optional) expect(screen.getByRole("switch", { name })).not.toBeChecked();
    expect(readConsent()).toEqual(NECESSARY_ONLY);
  });

  it("follows a choice saved elsewhere", () => {
    renderRoute(<CookiesPage />);
    act(() => saveConsent({ ...NECESSARY_ONLY, marketing: true }));
    expect(screen.getByRole("switch", { name: "Marketing" })).toBeChecked();
  });

  it("lists exactly the product's own cookies with their durations", () => {
    renderRoute(<CookiesPage />);
    const table = screen.getByRole("table", { name: "Alle Cookies, die Branchenbuch selbst setzt" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual(["bb_session", "bb_consent", "bb_locale"]);
    expect(rows[1]).toHaveTextContent("12 Monate");
    expect(rows[2]).toHaveTextContent("Präferenzen");
    expect(rows[0]).toHaveTextContent("2 Stunden ohne Aktivität");
  });

  it("says which consent the operator's code needs", () => {
    renderRoute(<CookiesPage />);
    expect(screen.getByText("Werbeflächen").nextSibling).toHaveTextContent("Marketing");
    expect(screen.getByText("Analysecode").nextSibling).toHaveTextContent("Analyse");
    expect(screen.getByText("Code im Seitenkopf").nextSibling).toHaveTextContent("unabhängig von Ihrer Auswahl");
  });
});
