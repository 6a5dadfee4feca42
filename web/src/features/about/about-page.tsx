import { Link } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { aboutTexts } from "@/i18n/en-about";
import { useTexts } from "@/i18n/locale";
import { Mission, Team, Technology, Timeline } from "./components/about-sections";
import { AboutStats } from "./components/about-stats";

/** AboutPage is /about: figures counted from the database, mission, the way of a listing, team and technology. */
export default function AboutPage() {
  const t = useTexts(aboutTexts);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t.intro}</p>
      <AboutStats />
      <Mission />
      <Timeline />
      <Team />
      <Technology />
      <section aria-labelledby="about-cta" className="mt-12 rounded-xl bg-blue-700 p-6 text-white sm:p-8">
        <h2 id="about-cta" className="text-2xl font-semibold">
          {t.ctaHeading}
        </h2>
        <p className="mt-2 text-blue-50">{t.ctaText}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="secondary">
            <Link to="/add-business">{t.ctaAdd}</Link>
          </Button>
          <Button asChild variant="ghost" className="border border-white text-white hover:bg-blue-800">
            <Link to="/contact">{t.ctaContact}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
