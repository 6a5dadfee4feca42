import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LocaleProvider } from "@/i18n/locale";
import { renderRoute } from "@/test/render";
import HelpPage from "./help-page";

function renderPage(locale: "de" | "en" = "de") {
  return renderRoute(
    <LocaleProvider locale={locale}>
      <HelpPage />
    </LocaleProvider>,
    { path: "/help", url: "/help" },
  );
}

const questions = () => Array.from(document.querySelectorAll("summary")).map((s) => s.textContent);

describe("HelpPage", () => {
  it("shows one heading, the four groups, the support and resource cards", () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const name of ["Allgemein", "Suche und Navigation", "Unternehmen eintragen", "Für Nutzer"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    const support = screen.getByRole("region", { name: "Persönliche Hilfe" });
    expect(within(support).getByText("Mo–Fr 9:00–18:00")).toBeInTheDocument();
    expect(within(support).getByText("Antwort innerhalb von 24 Stunden")).toBeInTheDocument();
    expect(within(support).getByText(/Live-Chat bieten wir derzeit nicht an/)).toBeInTheDocument();
    const actions = within(support).getAllByRole("link");
    expect(actions.map((a) => a.getAttribute("href"))).toEqual(["/contact", "/contact", "/contact"]);
    const resources = within(screen.getByRole("region", { name: "Weitere Seiten" })).getAllByRole("link");
    expect(resources.map((a) => a.getAttribute("href"))).toEqual(["/add-business", "/blog", "/cookies"]);
  });

  it("filters case-insensitively over questions and answers, opening the hits", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const all = questions().length;
    await user.type(screen.getByRole("searchbox", { name: "Fragen durchsuchen" }), "GOOGLE");
    // "Woher stammen die Daten?" matches by its answer, "Woher kommen die Bewertungen?" by both.
    expect(questions()).toEqual(["Woher stammen die Daten?", "Woher kommen die Bewertungen?"]);
    expect(questions().length).toBeLessThan(all);
    expect(screen.getByText("2 passende Fragen")).toBeInTheDocument();
    expect(document.querySelectorAll("details[open]")).toHaveLength(2);
    expect(screen.queryByRole("heading", { name: "Unternehmen eintragen", level: 2 })).toBeNull();
  });

  it("does not trim the query", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const box = screen.getByRole("searchbox");
    await user.type(box, "postleitzahl");
    expect(questions()).toContain("Kann ich nach Postleitzahl suchen?");
    await user.clear(box);
    await user.type(box, "   postleitzahl");
    expect(questions()).toEqual([]);
    expect(screen.getByText("Keine Ergebnisse gefunden")).toBeInTheDocument();
  });

  it("offers a reset when nothing matches", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const box = screen.getByRole("searchbox");
    await user.type(box, "xyzzy");
    expect(screen.getByText("Keine Ergebnisse gefunden")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Suche zurücksetzen" }));
    expect(box).toHaveValue("");
    expect(box).toHaveFocus();
    expect(screen.queryByText("Keine Ergebnisse gefunden")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Für Nutzer" })).toBeInTheDocument();
  });

  it("speaks English in the English locale", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage("en");
    expect(screen.getByRole("heading", { level: 1, name: "Help centre" })).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search the questions" }), "qqq");
    expect(screen.getByText("No results found")).toBeInTheDocument();
  });
});
