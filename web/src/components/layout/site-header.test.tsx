import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "@/lib/router";
import { LocaleProvider, type Locale } from "@/i18n/locale";
import { SiteHeader } from "./site-header";

function renderHeader(url: string, locale: Locale = "de") {
  return render(
    <LocaleProvider locale={locale}>
      <MemoryRouter basename={locale === "en" ? "/en" : undefined} initialEntries={[url]}>
        <SiteHeader />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe("SiteHeader", () => {
  it("names the navigation in German and highlights the current route", () => {
    renderHeader("/categories/handwerker");
    const nav = screen.getByRole("navigation", { name: "Hauptnavigation" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Startseite", "/"],
      ["Unternehmen", "/businesses"],
      ["Kategorien", "/categories"],
      ["Hilfe", "/help"],
      ["Kontakt", "/contact"],
    ]);
    expect(within(nav).getByRole("link", { name: "Kategorien" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Startseite" })).not.toHaveAttribute("aria-current");
  });

  it("uses the spec's English names under /en, with every link inside /en", () => {
    renderHeader("/en/help", "en");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Home", "/en"],
      ["Businesses", "/en/businesses"],
      ["Categories", "/en/categories"],
      ["Help", "/en/help"],
      ["Contact", "/en/contact"],
    ]);
    expect(within(nav).getByRole("link", { name: "Help" })).toHaveAttribute("aria-current", "page");
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("navigation", { name: "Menu" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });
});
