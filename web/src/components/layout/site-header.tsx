import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "@/lib/router";
import { siteTexts } from "@/i18n/en";
import { useTexts } from "@/i18n/locale";
import { cn } from "@/lib/cn";

// The navigation's routes; their labels come from the locale's texts.
const links = [
  { to: "/", key: "home", end: true },
  { to: "/businesses", key: "businesses", end: false },
  { to: "/categories", key: "categories", end: false },
  { to: "/help", key: "help", end: false },
  { to: "/contact", key: "contact", end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-lg px-3 py-2 font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600",
    isActive ? "bg-blue-50 text-blue-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

/** SiteHeader is the navigation bar; on small screens it collapses to a menu that toggles. */
export function SiteHeader() {
  const t = useTexts(siteTexts).nav;
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link
          to="/"
          className="flex items-center gap-2 text-xl font-bold text-blue-800 focus-visible:outline-3 focus-visible:outline-blue-600"
        >
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-md bg-blue-700 text-white">
            B
          </span>
          Branchenbuch
        </Link>
        <nav aria-label={t.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end} className={linkClass}>
                  {t[l.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t.closeMenu : t.openMenu}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
        </button>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label={t.menu} className="border-t border-slate-200 md:hidden">
          <ul className="flex flex-col gap-1 p-3">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end} className={(s) => cn(linkClass(s), "block")} onClick={() => setOpen(false)}>
                  {t[l.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
