import { useEffect, useRef } from "react";
import { useLocation } from "@/lib/router";
import { listable } from "@/components/business-card";
import { SearchNotice } from "@/components/search-notice";
import { usePopularBusinesses } from "@/api/get-popular-businesses";
import { useHomeSearch } from "./api/search-businesses";
import { BusinessListSection } from "./components/business-list-section";
import { CategoryTiles } from "./components/category-tiles";
import { HomeHero } from "./components/home-hero";
import { PopularCities } from "./components/popular-cities";
import { useHomeSearchParams } from "./hooks/use-home-search-params";

/** POPULAR_LIMIT is the size of the Featured Businesses grid (spec section 9). */
const POPULAR_LIMIT = 12;

// How many placeholder cards a running search shows; the result count is unknown until it answers.
const SEARCH_SKELETONS = 6;

/**
 * HomePage is the storefront's start page. Browse mode shows the category
 * tiles, Popular Cities and Featured Businesses; once a search is submitted
 * (kept in the URL as ?q=&location=) the city grid is hidden and the Search
 * Results replace the featured list. A failed search shows an empty list.
 * A place is free text (a city or a postal code); when the server widened the
 * search to the place's surroundings or the place is ambiguous, a note above
 * the results says so.
 */
export default function HomePage() {
  const { search, submit, reset } = useHomeSearchParams();
  const popular = usePopularBusinesses(POPULAR_LIMIT);
  const results = useHomeSearch(search);
  const searching = search !== null;
  const navigationKey = useLocation().key;
  const listRef = useRef<HTMLHeadingElement>(null);
  const scrollToResults = useRef(false);

  // After a submit (not on reload or back/forward) focus moves to the list: the form is re-created from
  // the URL, which would drop the focus, and on phones the results start below the fold.
  useEffect(() => {
    if (!scrollToResults.current) return;
    scrollToResults.current = false;
    listRef.current?.scrollIntoView?.({ block: "start" });
    listRef.current?.focus({ preventScroll: true });
  }, [navigationKey]);

  // The spec's product logs a failed search; the visitor sees the empty list.
  useEffect(() => {
    if (results.error) console.error("home search failed:", results.error);
  }, [results.error]);

  const list = searching
    ? {
        loading: results.isPending,
        businesses: results.isError ? [] : listable(results.data?.businesses),
        total: results.data?.total,
      }
    : { loading: popular.isPending, businesses: listable(popular.data), total: undefined };

  return (
    <>
      <HomeHero
        key={`${search?.query ?? ""}\u0000${search?.location ?? ""}`}
        initial={search ?? { query: "", location: "" }}
        onSearch={(s) => {
          scrollToResults.current = true;
          submit(s);
        }}
      />
      <CategoryTiles />
      {!searching && <PopularCities />}
      <BusinessListSection
        searching={searching}
        loading={list.loading}
        businesses={list.businesses}
        total={list.total}
        skeletons={searching ? SEARCH_SKELETONS : POPULAR_LIMIT}
        onReset={reset}
        headingRef={listRef}
        notice={
          search &&
          !results.isError && (
            <SearchNotice
              result={results.data}
              query={search.query}
              place={search.location}
              onPlace={(location) => submit({ query: search.query, location })}
            />
          )
        }
      />
    </>
  );
}
