import { localeOfPath, localizedPath, stripLocale, type Locale } from "@/i18n/locale-path";
import { openConsentSettings } from "@/lib/consent";
import { rememberLocale } from "./language-switch";

// The islands of the frame the server renders (internal/pages/templates/frame.html):
// the mobile menu, the language switch, the navigation's current link and the
// footer's cookie settings. Plain DOM code: a few listeners need no React.

type Place = Pick<Location, "pathname" | "search" | "hash">;

/**
 * syncFrame marks the navigation link of the page at place and points the
 * language switch at the same page (path, query, hash) in the other locale.
 * The server renders both for the first page; the app calls it after each
 * client navigation.
 */
export function syncFrame(place: Place = window.location, root: ParentNode = document): void {
  const path = stripLocale(place.pathname);
  for (const a of root.querySelectorAll<HTMLAnchorElement>("a[data-nav]")) {
    const route = a.dataset.nav!;
    const exact = route === "/" || a.dataset.navEnd !== undefined;
    const current = path === route || (!exact && path.startsWith(route + "/"));
    if (current) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
  const target = root.querySelector<HTMLAnchorElement>("a[data-language-switch]");
  if (target) target.href = localizedPath(path, target.dataset.languageSwitch as Locale) + place.search + place.hash;
}

/** setMenu opens or closes the mobile menu: the menu is in the page only while open. */
export function setMenu(open: boolean): void {
  const button = document.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const template = document.getElementById("mobile-menu-template") as HTMLTemplateElement | null;
  if (!button || !template) return;
  const menu = document.getElementById("mobile-menu");
  if (open && !menu) {
    template.after(template.content.cloneNode(true));
    syncFrame();
  } else if (!open) menu?.remove();
  button.setAttribute("aria-expanded", String(open));
  button.setAttribute("aria-label", (open ? button.dataset.closeLabel : button.dataset.openLabel) ?? "");
  const [openIcon, closeIcon] = button.querySelectorAll("svg");
  openIcon?.toggleAttribute("hidden", open);
  closeIcon?.toggleAttribute("hidden", !open);
}

/** startFrame wires the frame's islands once, on any page. */
export function startFrame(): void {
  syncFrame();
  document.addEventListener("click", (e) => {
    const el = e.target instanceof Element ? e.target : null;
    if (el?.closest("[data-menu-toggle]")) {
      setMenu(el.closest("[data-menu-toggle]")!.getAttribute("aria-expanded") !== "true");
    } else if (el?.closest("#mobile-menu a")) {
      setMenu(false);
    } else if (el?.closest("[data-consent-open]")) {
      openConsentSettings();
    } else if (el?.closest("a[data-language-switch]")) {
      syncFrame(); // the address may have changed since (client navigation, #anchor)
      rememberLocale(localeOfPath(window.location.pathname) === "de" ? "en" : "de");
    }
  });
}
