import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { trAdmin } from "@/i18n/tr-admin";
import { formatNumber } from "@/lib/format";
import { useAdminCities } from "../../api/get-admin-cities";
import { useBusinessTypes } from "../../api/get-business-types";
import { useCountries } from "../../api/get-countries";
import { WEBSITE_FILTERS, type BusinessListParams } from "../../api/get-admin-businesses";
import { useRealCategories } from "../../api/get-real-categories";
import type { FilterKey } from "../../hooks/use-dashboard-filters";
import { todayISO } from "../../utils/dates";
import { errorClass, inputClass, labelClass } from "../field-styles";
import { FacetSelect } from "./facet-select";

/** CITY_FILTER_LIMIT is how many cities the city filter offers: the 30 largest (docs/pages.md, "The operator panel"). */
export const CITY_FILTER_LIMIT = 30;

const withCount = (name: string, count: number) => `${name} (${formatNumber(count)})`;

/**
 * BusinessFilters are the dashboard's search box and its category, city, type,
 * country, website check and date filters. A date after today is refused here as well as on
 * the server.
 */
export function BusinessFilters({
  params,
  searchText,
  onSearchText,
  onFilter,
  onReset,
}: {
  params: BusinessListParams;
  searchText: string;
  onSearchText: (text: string) => void;
  onFilter: (key: Exclude<FilterKey, "search">, value: string) => void;
  onReset: () => void;
}) {
  const t = trAdmin.filters;
  const categories = useRealCategories();
  const cities = useAdminCities();
  const types = useBusinessTypes();
  const countries = useCountries();
  const [dateError, setDateError] = useState(false);
  const today = todayISO();

  const onDate = (value: string) => {
    // ISO dates compare as strings.
    if (value && value > today) {
      setDateError(true);
      return;
    }
    setDateError(false);
    onFilter("date", value);
  };

  return (
    <section aria-labelledby="admin-filters-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="admin-filters-heading" className="text-lg font-semibold text-slate-900">
          {t.heading}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setDateError(false);
            onReset();
          }}
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {t.reset}
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div className="sm:col-span-2 lg:col-span-3">
          <label htmlFor="admin-search" className={labelClass}>
            {t.search}
          </label>
          <input
            id="admin-search"
            type="search"
            value={searchText}
            onChange={(e) => onSearchText(e.target.value)}
            placeholder={t.searchPlaceholder}
            className={`${inputClass} h-11`}
          />
        </div>
        <FacetSelect
          id="admin-filter-category"
          label={t.category}
          allLabel={t.allCategories}
          value={params.category}
          options={(categories.data ?? []).map((c) => ({ value: c.category, label: withCount(c.category, c.count) }))}
          onChange={(v) => onFilter("category", v)}
        />
        <FacetSelect
          id="admin-filter-city"
          label={t.city}
          allLabel={t.allCities}
          value={params.city}
          options={(cities.data ?? [])
            .slice(0, CITY_FILTER_LIMIT)
            .map((c) => ({ value: c.city, label: withCount(c.city, c.count) }))}
          onChange={(v) => onFilter("city", v)}
        />
        <FacetSelect
          id="admin-filter-type"
          label={t.type}
          allLabel={t.allTypes}
          value={params.type}
          options={(types.data ?? []).map((c) => ({ value: c.type, label: withCount(c.type, c.count) }))}
          onChange={(v) => onFilter("type", v)}
        />
        <FacetSelect
          id="admin-filter-country"
          label={t.country}
          allLabel={t.allCountries}
          value={params.country}
          options={(countries.data ?? []).map((c) => ({
            value: c.countryCode,
            label: withCount(`${c.country} (${c.countryCode})`, c.count),
          }))}
          onChange={(v) => onFilter("country", v)}
        />
        <FacetSelect
          id="admin-filter-website"
          label={t.website}
          allLabel={t.websiteChoices.all}
          value={params.website}
          options={WEBSITE_FILTERS.map((w) => ({ value: w, label: t.websiteChoices[w] }))}
          onChange={(v) => onFilter("website", v)}
        />
        <div>
          <label htmlFor="admin-filter-date" className={labelClass}>
            {t.date}
          </label>
          <input
            id="admin-filter-date"
            type="date"
            max={today}
            value={params.date}
            onChange={(e) => onDate(e.target.value)}
            aria-invalid={dateError || undefined}
            aria-describedby={dateError ? "admin-filter-date-error" : undefined}
            className={`${inputClass} h-11`}
          />
          {dateError && (
            <p id="admin-filter-date-error" role="alert" className={errorClass}>
              {t.dateInFuture}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
