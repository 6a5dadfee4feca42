import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "@/lib/router";
import { LocaleProvider, type Locale } from "@/i18n/locale";
import { OPEN_CONSENT_EVENT } from "@/lib/consent";
import { localeCookie, rememberLocale } from "./language-switch";
import { SiteFooter } from "./site-footer";

function renderFooter(url: string, locale: Locale = "de") {
  return render(
    <LocaleProvider locale={locale}>
      <MemoryRouter basename={locale === "en" ? "/en" : undefined} initialEntries={[url]}>
        <SiteFooter />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

const clearCookie = (name: string) => (document.cookie = `${name}=; Max-Age=0; Path=/`);
const setConsent = (preferences: boolean) =>
  (document.cookie = `bb_consent=${encodeURIComponent(
    JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences }),
  )}; Path=/`);

// Following the switch's href would be a page load, which jsdom cannot do.
const stopNavigation = (e: Event) => e.preventDefault();
beforeEach(() => document.addEventListener("click", stopNavigation));
afterEach(() => {
  document.removeEventListener("click", stopNavigation);
  clearCookie("bb_consent");
  clearCookie("bb_locale");
});

describe("SiteFooter", () => {
  it("has German headings and every link of the spec", () => {
    renderFooter("/");
    for (const name of ["Schnellzugriff", "Kategorien", "Rechtliches"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    for (const href of [
      "/businesses",
      "/categories",
      "/categories/restaurant",
      "/categories/hair-salon",
      "/categories/retail",
      "/categories/services",
      "/categories/healthcare",
      "/help",
      "/contact",
      "/about",
      "/add-business",
      "/blog",
      "/privacy",
      "/imprint",
      "/terms",
      "/cookies",
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(screen.getByText("© 2024 Branchenbuch. Alle Rechte vorbehalten.")).toBeInTheDocument();
  });

  it("speaks the spec's English under the English locale, links staying under /en", () => {
    renderFooter("/en/help", "en");
    for (const name of ["Quick Links", "Categories", "Legal"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/en/privacy");
    expect(screen.getByRole("button", { name: "Cookie settings" })).toBeInTheDocument();
  });

  it("links the language switch to the same page and query in English", () => {
    renderFooter("/city/K%C3%B6ln?page=2");
    const link = screen.getByRole("link", { name: "English" });
    expect(link).toHaveAttribute("href", "/en/city/K%C3%B6ln?page=2");
    expect(link).toHaveAttribute("hreflang", "en");
    expect(link).toHaveAttribute("lang", "en");
  });

  it("links the language switch back to the German page without the /en prefix", () => {
    renderFooter("/en/businesses?q=kfz", "en");
    const link = screen.getByRole("link", { name: "Deutsch" });
    expect(link).toHaveAttribute("href", "/businesses?q=kfz");
    expect(link).toHaveAttribute("hreflang", "de");
    expect(link).toHaveAttribute("lang", "de");
  });

  it("links the German start page to /en and the English one to /", () => {
    const { unmount } = renderFooter("/");
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en");
    unmount();
    renderFooter("/en", "en");
    expect(screen.getByRole("link", { name: "Deutsch" })).toHaveAttribute("href", "/");
  });

  it("remembers the choice in bb_locale only with preferences consent", () => {
    setConsent(false);
    renderFooter("/");
    fireEvent.click(screen.getByRole("link", { name: "English" }));
    expect(document.cookie).not.toMatch(/bb_locale=/);

    setConsent(true);
    fireEvent.click(screen.getByRole("link", { name: "English" }));
    expect(document.cookie).toMatch(/(^|; )bb_locale=en(;|$)/);
  });

  it("never stores bb_locale before any consent was given", () => {
    renderFooter("/en", "en");
    fireEvent.click(screen.getByRole("link", { name: "Deutsch" }));
    expect(document.cookie).not.toMatch(/bb_locale=/);
    expect(rememberLocale("de")).toBe(false);
  });

  it("opens the cookie settings from the Legal column", () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_CONSENT_EVENT, opened);
    try {
      renderFooter("/");
      const legal = screen.getByRole("heading", { name: "Rechtliches" }).parentElement!;
      fireEvent.click(within(legal).getByRole("button", { name: "Cookie-Einstellungen" }));
      expect(opened).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(OPEN_CONSENT_EVENT, opened);
    }
  });
});

describe("localeCookie", () => {
  it("is a first-party cookie for 12 months on path / with SameSite=Lax, Secure on https", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const cookie = localeCookie("en", { now, secure: true });
    expect(cookie).toMatch(/^bb_locale=en; /);
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain("Expires=Mon, 01 Mar 2027 12:00:00 GMT");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toMatch(/; Secure$/);
    expect(localeCookie("de", { now })).not.toContain("Secure");
  });
});
