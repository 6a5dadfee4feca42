import { Globe, Mail, Rss, Share2 } from "lucide-react";
import { Link } from "react-router";
import { de } from "@/i18n/de";

const t = de.footer;

const quickLinks = [
  { to: "/businesses", label: t.allBusinesses },
  { to: "/categories", label: t.allCategories },
  { to: "/help", label: t.help },
  { to: "/contact", label: t.contact },
  { to: "/about", label: t.about2 },
  { to: "/add-business", label: t.addBusiness },
  { to: "/blog", label: t.blog },
];

// The spec's overview slugs; each is an alias of a taxonomy category, so every link opens a working page.
const categoryLinks = [
  { to: "/categories/restaurant", label: t.restaurants },
  { to: "/categories/hair-salon", label: t.hairSalons },
  { to: "/categories/retail", label: t.retail },
  { to: "/categories/services", label: t.services },
  { to: "/categories/healthcare", label: t.healthcare },
];

const legalLinks = [
  { to: "/privacy", label: t.privacy },
  { to: "/imprint", label: t.imprint },
  { to: "/terms", label: t.terms },
  { to: "/cookies", label: t.cookies },
];

// The spec's social icons link nowhere; they are shown as icons, not as dead links.
const socialIcons = [Share2, Globe, Mail, Rss];

function Column({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-3 font-semibold text-white">{title}</h2>
      <ul className="space-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-slate-300 hover:text-white focus-visible:outline-3 focus-visible:outline-blue-400">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** SiteFooter has four columns (about with social icons, Quick Links, Categories, Legal) and the copyright line. */
export function SiteFooter() {
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
        <Column title={t.quickLinks} links={quickLinks} />
        <Column title={t.categories} links={categoryLinks} />
        <Column title={t.legal} links={legalLinks} />
      </div>
      <div className="border-t border-slate-800 py-6 text-center text-sm">{t.copyright}</div>
    </footer>
  );
}
