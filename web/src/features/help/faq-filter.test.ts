import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { startFaqFilter } from "./faq-filter";

// The help centre as the server renders it (internal/pages/templates/help.html), reduced to what the island uses.
const item = (q: string, a: string) => `<details><summary>${q}</summary><p>${a}</p></details>`;
const page = `<div data-faq-filter data-hits-one="1 passende Frage" data-hits-many="{n} passende Fragen">
<label for="help-search">Fragen durchsuchen</label><input id="help-search" type="search"><p role="status" data-faq-hits></p>
<div data-faq-empty hidden><p role="status">Keine Ergebnisse gefunden</p><button type="button" data-faq-reset>Suche zurücksetzen</button></div>
<div data-faq-list>
<section data-faq-group aria-labelledby="g1"><h2 id="g1">Allgemein</h2>${item("Woher stammen die Daten?", "Aus Exporten.")}${item("Kostet die Nutzung etwas?", "Nein.")}</section>
<section data-faq-group aria-labelledby="g2"><h2 id="g2">Unternehmen eintragen</h2>${item("Was kostet ein Eintrag?", "Nichts.")}</section>
<section data-faq-group aria-labelledby="g3"><h2 id="g3">Für Nutzer</h2>${item("Woher kommen die Bewertungen?", "Aus Google.")}${item("Kann ich nach Postleitzahl suchen?", "Ja,  mit  Leerzeichen.")}</section>
</div></div>`;

const questions = () =>
  [...document.querySelectorAll<HTMLDetailsElement>("details")]
    .filter((d) => !d.hidden && !d.closest("[hidden]"))
    .map((d) => d.querySelector("summary")!.textContent);
const box = () => screen.getByRole("searchbox", { name: "Fragen durchsuchen" });

describe("the help centre's FAQ filter", () => {
  beforeEach(() => {
    document.body.innerHTML = page;
    startFaqFilter();
  });

  it("filters case-insensitively over questions and answers, opening the hits", async () => {
    await userEvent.type(box(), "WOHER");
    expect(questions()).toEqual(["Woher stammen die Daten?", "Woher kommen die Bewertungen?"]);
    expect(screen.getByText("2 passende Fragen")).toBeInTheDocument();
    expect(document.querySelectorAll("details[open]")).toHaveLength(2);
    expect(screen.queryByRole("heading", { name: "Unternehmen eintragen" })).toBeNull();
    await userEvent.clear(box());
    expect(questions()).toHaveLength(5);
    expect(document.querySelectorAll("details[open]")).toHaveLength(0);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("counts one hit in the singular and does not trim the query", async () => {
    await userEvent.type(box(), "google");
    expect(screen.getByText("1 passende Frage")).toBeInTheDocument();
    await userEvent.clear(box());
    await userEvent.type(box(), "  mit");
    expect(questions()).toEqual(["Kann ich nach Postleitzahl suchen?"]);
    await userEvent.type(box(), "  x");
    expect(questions()).toEqual([]);
  });

  it("offers a reset when nothing matches", async () => {
    await userEvent.type(box(), "zzz");
    expect(screen.getByText("Keine Ergebnisse gefunden")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Suche zurücksetzen" }));
    expect(box()).toHaveValue("");
    expect(box()).toHaveFocus();
    expect(screen.queryByText("Keine Ergebnisse gefunden")).not.toBeVisible();
    expect(screen.getByRole("heading", { name: "Für Nutzer" })).toBeInTheDocument();
  });
});
