import { Globe, Mail, Rss, Share2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@/lib/router";
import { type de } from "@/i18n/de";
import { siteTexts } from "@/i18n/en";
import { type Texts, useTexts } from "@/i18n/locale";
import { openConsentSettings } from "@/lib/consent";
import { LanguageSwitch } from "./language-switch";

type FooterTexts = Texts<typeof de>["footer"];
type FooterLink = { to: string; label: keyof FooterTexts };

const quickLinks: FooterLink[] = [
  { to: "/businesses", label: "allBusinesses" },
  { to: "/categories", label: "allCategories" },
  { to: "/help", label: "help" },
  { to: "/contact", label: "contact" },
  { to: "/about", label: "about2" },
  { to: "/add-business", label: "addBusiness" },
  { to: "/blog", label: "blog" },
];

// The spec's overview slugs; each is an alias of a taxonomy category, so every link opens a working page.
const categoryLinks: FooterLink[] = [
  { to: "/categories/restaurant", label: "restaurants" },
  { to: "/categories/hair-salon", label: "hairSalons" },
  { to: "/categories/retail", label: "retail" },
  { to: "/categories/services", label: "services" },
  { to: "/categories/healthcare", label: "healthcare" },
];

const legalLinks: FooterLink[] = [
  { to: "/privacy", label: "privacy" },
  { to: "/imprint", label: "imprint" },
  { to: "/terms", label: "terms" },
  { to: "/cookies", label: "cookies" },
];

const linkClass = "text-slate-300 hover:text-white focus-visible:outline-3 focus-visible:outline-blue-400";

// The spec's social icons link nowhere; they are shown as icons, not as dead links.
const socialIcons = [Share2, Globe, Mail, Rss];

/** Column is a titled list of footer links, with optional extra items at its end. */
function Column({ title, links, t, children }: { title: string; links: FooterLink[]; t: FooterTexts; children?: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-semibold text-white">{title}</h2>
      <ul className="space-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={linkClass}>
              {t[l.label]}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

/**
 * SiteFooter has four columns (about with social icons, Quick Links,
 * Categories, Legal with the cookie settings), the language switch and the
 * copyright line.
 */
export function SiteFooter() {
  const t = useTexts(siteTexts).footer;
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="mb-3 text-xl font-bold text-white">Branchenbuch</p>
          <p className="text-sm leading-relaxed">{t.about}</p>
          <div className="mt-4 flex gap-3" role="group" aria-label={t.social}>
            {socialIcons.map((Icon, i) => (
              <span key={i} aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-800">
                <Icon className="h-4 w-4" />
              </span>
            ))}
          </div>
        </div>
        <Column title={t.quickLinks} links={quickLinks} t={t} />
        <Column title={t.categories} links={categoryLinks} t={t} />
        <Column title={t.legal} links={legalLinks} t={t}>
          <li>
            <button type="button" onClick={openConsentSettings} className={`${linkClass} cursor-pointer text-left`}>
              {t.cookieSettings}
            </button>
          </li>
        </Column>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 text-sm sm:flex-row">
          <p>{t.copyright}</p>
          <LanguageSwitch className={`${linkClass} inline-flex min-h-11 items-center gap-2 font-medium`} />
        </div>
      </div>
    </footer>
  );
}
