import { fireEvent, screen } from "@testing-library/react";
import { OPEN_CONSENT_EVENT } from "@/lib/consent";
import { setMenu, startFrame, syncFrame } from "./frame-islands";

// The frame's islands over markup shaped like the server's (internal/pages/templates/frame.html).
const frame = `<header>
<nav aria-label="Hauptnavigation"><a href="/" data-nav="/" data-nav-end>Startseite</a><a href="/categories" data-nav="/categories">Kategorien</a></nav>
<button type="button" data-menu-toggle data-open-label="Menü öffnen" data-close-label="Menü schließen" aria-expanded="false" aria-label="Menü öffnen"><svg></svg><svg hidden></svg></button>
<template id="mobile-menu-template"><nav id="mobile-menu" aria-label="Menü"><a href="/categories" data-nav="/categories">Kategorien</a></nav></template>
</header>
<footer><button type="button" data-consent-open>Cookie-Einstellungen</button><a href="/en" data-language-switch="en">English</a></footer>`;

let started = false;
beforeEach(() => {
  document.body.innerHTML = frame;
  if (!started) startFrame(); // its listeners sit on the document, once per page
  started = true;
});
afterEach(() => {
  document.cookie = "bb_consent=; Max-Age=0; Path=/";
  document.cookie = "bb_locale=; Max-Age=0; Path=/";
});

describe("syncFrame", () => {
  it("marks the route the path lies under, the start page only itself", () => {
    syncFrame({ pathname: "/categories/handwerker", search: "", hash: "" });
    expect(screen.getByRole("link", { name: "Kategorien" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Startseite" })).not.toHaveAttribute("aria-current");
    syncFrame({ pathname: "/en", search: "", hash: "" });
    expect(screen.getByRole("link", { name: "Startseite" })).toHaveAttribute("aria-current", "page");
  });

  it("links the language switch to the same page, query and hash in the other locale", () => {
    syncFrame({ pathname: "/city/K%C3%B6ln", search: "?page=2", hash: "#top" });
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en/city/K%C3%B6ln?page=2#top");
    document.querySelector("a[data-language-switch]")!.setAttribute("data-language-switch", "de");
    syncFrame({ pathname: "/en/businesses", search: "?q=kfz", hash: "" });
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/businesses?q=kfz");
    syncFrame({ pathname: "/en", search: "", hash: "" });
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
  });
});

describe("the mobile menu", () => {
  it("is in the page only while open, and the button says what it does", () => {
    const button = screen.getByRole("button", { name: "Menü öffnen" });
    fireEvent.click(button);
    expect(screen.getByRole("navigation", { name: "Menü" })).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAccessibleName("Menü schließen");
    fireEvent.click(button);
    expect(document.getElementById("mobile-menu")).toBeNull();
    expect(button).toHaveAttribute("aria-expanded", "false");
    setMenu(true);
    setMenu(false);
    expect(document.getElementById("mobile-menu")).toBeNull();
  });
});

describe("the footer's islands", () => {
  it("opens the cookie settings", () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_CONSENT_EVENT, opened);
    try {
      fireEvent.click(screen.getByRole("button", { name: "Cookie-Einstellungen" }));
      expect(opened).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(OPEN_CONSENT_EVENT, opened);
    }
  });

  it("remembers the language chosen with preferences consent", () => {
    document.cookie = `bb_consent=${encodeURIComponent('{"necessary":true,"preferences":true}')}; Path=/`;
    const stop = (e: Event) => e.preventDefault(); // following the link would be a page load
    document.addEventListener("click", stop);
    try {
      fireEvent.click(screen.getByRole("link", { name: "English" }));
    } finally {
      document.removeEventListener("click", stop);
    }
    expect(document.cookie).toMatch(/(^|; )bb_locale=en(;|$)/);
  });
});
