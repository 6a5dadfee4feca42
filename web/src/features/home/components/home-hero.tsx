import { MapPin, Search } from "lucide-react";
import type { FormEvent } from "react";
import { useStats } from "@/api/get-stats";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { homeTexts } from "@/i18n/en-home";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import type { HomeSearch } from "../api/search-businesses";

const field =
  "h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

/** Headline names the real number of listed businesses (DESIGN.md: no fixed marketing figures). */
function Headline() {
  const { data, isPending } = useStats();
  const t = useTexts(homeTexts);
  const locale = useLocale();
  return (
    <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl lg:text-5xl">
      {isPending ? (
        <>
          <Skeleton
            data-testid="stats-skeleton"
            className="mr-3 inline-block h-[0.9em] w-[4.5ch] bg-blue-500/60 align-[-0.05em]"
          />
          {t.headlineFallback}
        </>
      ) : data ? (
        t.headline(formatNumber(data.homeTotal ?? data.total, locale))
      ) : (
        t.headlineFallback
      )}
    </h1>
  );
}

/**
 * HomeHero is the headline with the total count and the search form. The
 * inputs are uncontrolled and re-created from the URL (see the key in
 * HomePage), so back/forward show the search that is in the address bar.
 */
export function HomeHero({ initial, onSearch }: { initial: HomeSearch; onSearch: (s: HomeSearch) => void }) {
  const t = useTexts(homeTexts);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onSearch({ query: String(data.get("q") ?? ""), location: String(data.get("location") ?? "") });
  };
  return (
    <section className="bg-gradient-to-br from-blue-800 to-blue-950 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-4xl text-center">
        <Headline />
        <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-50">{t.subline}</p>
        <form
          role="search"
          aria-label={t.searchForm}
          onSubmit={submit}
          className="mt-8 grid gap-3 rounded-xl bg-white p-4 text-left shadow-lg sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <div>
            <label htmlFor="home-q" className="mb-1 block text-sm font-medium text-slate-700">
              {t.queryLabel}
            </label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-3.5 left-3 h-5 w-5 text-slate-500" />
              <input
                id="home-q"
                name="q"
                type="search"
                defaultValue={initial.query}
                placeholder={t.queryPlaceholder}
                className={field}
              />
            </div>
          </div>
          <div>
            <label htmlFor="home-location" className="mb-1 block text-sm font-medium text-slate-700">
              {t.locationLabel}
            </label>
            <div className="relative">
              <MapPin aria-hidden="true" className="pointer-events-none absolute top-3.5 left-3 h-5 w-5 text-slate-500" />
              <input
                id="home-location"
                name="location"
                type="text"
                autoComplete="postal-code"
                defaultValue={initial.location}
                placeholder={t.locationPlaceholder}
                className={field}
              />
            </div>
          </div>
          <Button type="submit" className="h-12 px-6">
            <Search aria-hidden="true" className="h-5 w-5" />
            {t.submit}
          </Button>
        </form>
      </div>
    </section>
  );
}
