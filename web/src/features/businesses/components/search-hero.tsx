import { Search } from "lucide-react";
import { NativeSelect, type NativeSelectOption } from "@/components/ui/native-select";
import { businessesTexts } from "@/i18n/en-businesses";
import { useLocale, useTexts } from "@/i18n/locale";
import { formatNumber } from "@/lib/format";
import { type BusinessSearch, RADII } from "../api/search-businesses";
import type { FilterChange } from "../hooks/use-search-filters";
import { useDebouncedQuery } from "../hooks/use-debounced-query";

/** ALL is the select value for "no filter"; the URL leaves the parameter out instead. */
export const ALL = "all";

/** CATEGORY_SLUGS are the spec's category filter options, as taxonomy slugs. */
export const CATEGORY_SLUGS = ["dienstleister", "handwerker", "kfz-werkstatt", "handel", "gastronomie"] as const;

const label = "mb-1 block text-sm font-medium text-slate-700";

/**
 * SearchHero holds the search box (debounced), the city selector (first 20
 * cities, plus the place of a shared link: any city or postal code), the
 * category selector and the radius around the place ("Umkreis"), which
 * needs a place.
 */
export function SearchHero({
  filters,
  cities,
  onChange,
  onQueryChange,
}: {
  filters: BusinessSearch;
  cities: string[];
  onChange: (c: FilterChange) => void;
  onQueryChange: (query: string) => void;
}) {
  const t = useTexts(businessesTexts);
  const locale = useLocale();
  const [text, setText] = useDebouncedQuery(filters.query, onQueryChange);
  const categoryOptions: NativeSelectOption[] = [
    { value: ALL, label: t.allCategories },
    ...CATEGORY_SLUGS.map((slug) => ({ value: slug, label: t.categories[slug] })),
  ];
  // A shared link may name a city outside the first 20; it must still show as selected.
  const cityNames = filters.city && !cities.includes(filters.city) ? [filters.city, ...cities] : cities;
  const cityOptions: NativeSelectOption[] = [
    { value: ALL, label: t.allCities },
    ...cityNames.map((c) => ({ value: c, label: c })),
  ];
  const radiusOptions: NativeSelectOption[] = [
    { value: "0", label: t.radiusExact },
    ...RADII.map((km) => ({ value: String(km), label: t.radiusKm(formatNumber(km, locale)) })),
  ];
  const categoryKnown = !filters.category || categoryOptions.some((o) => o.value === filters.category);
  const categories = categoryKnown ? categoryOptions : [...categoryOptions, { value: filters.category, label: filters.category }];

  return (
    <section className="bg-gradient-to-br from-blue-800 to-blue-950 px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-7xl">
        <h1 className="text-3xl font-bold text-white sm:text-4xl">{t.heading}</h1>
        <p className="mt-3 max-w-2xl text-lg text-blue-50">{t.subline}</p>
        <div
          role="search"
          className="mt-8 grid gap-4 rounded-xl bg-white p-4 shadow-lg md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
        >
          <div>
            <label htmlFor="businesses-q" className={label}>
              {t.searchLabel}
            </label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500" />
              <input
                id="businesses-q"
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={t.searchPlaceholder}
                className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              />
            </div>
          </div>
          <div>
            <label htmlFor="businesses-city" className={label}>
              {t.cityLabel}
            </label>
            <NativeSelect
              id="businesses-city"
              value={filters.city || ALL}
              onValueChange={(v) => onChange({ city: v === ALL ? "" : v })}
              options={cityOptions}
              className="w-full"
            />
          </div>
          <div>
            <label htmlFor="businesses-category" className={label}>
              {t.categoryLabel}
            </label>
            <NativeSelect
              id="businesses-category"
              value={filters.category || ALL}
              onValueChange={(v) => onChange({ category: v === ALL ? "" : v })}
              options={categories}
              className="w-full"
            />
          </div>
          <div>
            <label htmlFor="businesses-radius" className={label}>
              {t.radiusLabel}
            </label>
            <NativeSelect
              id="businesses-radius"
              value={String(filters.radius)}
              onValueChange={(v) => onChange({ radius: Number(v) })}
              options={radiusOptions}
              disabled={!filters.city}
              title={filters.city ? undefined : t.radiusNeedsPlace}
              className="w-full"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
