package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// scenario is a named list of request paths, built from the loaded data
// before timing; the load generator cycles through them.
type scenario struct {
	Name   string
	Paths  []string
	Target target
	Note   string // explains expected errors in the report
}

// searchWords occur in the demo data, plus a typo and a prefix.
var searchWords = []string{"Werkstatt", "Elektriker", "Friseur", "Restaurant", "Zahnarzt",
	"Steuerberater", "Müller", "Schmidt", "Bäckerei", "Maler", "Elektirker", "Frise"}

// postalPrefixes are two-digit postal code prefixes of big cities.
var postalPrefixes = []string{"80", "10", "20", "50", "60"}

var sortOrders = []string{"rating", "name", "city", "reviews"}

// filterSets are the storefront filters a visitor combines ("Jetzt
// geöffnet" depends on the hour the bench runs; the report says when).
var filterSets = []string{"open=1", "minRating=4", "website=1", "photos=1", "open=1&minRating=4",
	"open=1&website=1", "minRating=4.5&website=1", "open=1&minRating=3.5&website=1"}

// withFilters returns each path with one of filterSets added, in turn.
func withFilters(paths []string) []string {
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = p + "&" + filterSets[i%len(filterSets)]
	}
	return out
}

// minSlugs is how many distinct slugs the slug scenario should cycle through.
const minSlugs = 500

// catalog is what the running server knows, fetched before timing.
type catalog struct {
	cities      []string // biggest first
	categories  []string
	slugs       []string // distinct urlSlugs, "city/slug"
	postalCodes []string // distinct five-digit codes
	seenSlug    map[string]bool
	seenCode    map[string]bool
}

// buildScenarios fetches the catalog and builds every scenario from it with a
// fixed seed, so runs on the same data send the same requests.
func buildScenarios(ctx context.Context, c *http.Client, base string, count int) ([]scenario, error) {
	cat, err := fetchCatalog(ctx, c, base)
	if err != nil {
		return nil, fmt.Errorf("collecting request data: %w", err)
	}
	rng := rand.New(rand.NewPCG(2024, 7))
	search := func(text, location, radius string, offset int) string {
		v := url.Values{"limit": {"24"}}
		for k, s := range map[string]string{"query": text, "location": location, "radius": radius} {
			if s != "" {
				v.Set(k, s)
			}
		}
		if offset > 0 {
			v.Set("offset", strconv.Itoa(offset))
		}
		return "/api/businesses/search?" + v.Encode()
	}
	top30 := cat.cities[:min(30, len(cat.cities))]
	codes := cat.postalCodes[:min(50, len(cat.postalCodes))]

	var text, textLoc, loc, radius, byID, bySlug, city, category []string
	for _, w := range searchWords {
		text = append(text, search(w, "", "", 0), search(w, "", "", 24))
		for _, l := range append(slices.Clone(top30), postalPrefixes...) {
			textLoc = append(textLoc, search(w, l, "", 0))
		}
	}
	for _, l := range slices.Concat(top30, postalPrefixes, codes) {
		loc = append(loc, search("", l, "", 0))
	}
	centres := slices.Concat(cat.cities[:min(10, len(cat.cities))], codes[:min(20, len(codes))])
	for _, l := range centres {
		for _, km := range []string{"5", "10", "25"} {
			radius = append(radius, search("", l, km, 0), search(searchWords[rng.IntN(10)], l, km, 0))
		}
	}
	for range 5000 {
		byID = append(byID, "/api/businesses/"+strconv.Itoa(1+rng.IntN(count)))
	}
	for _, s := range cat.slugs {
		citySlug, slug, _ := strings.Cut(s, "/")
		bySlug = append(bySlug, "/api/businesses/slug/"+url.PathEscape(citySlug)+"/"+url.PathEscape(slug))
	}
	for _, c := range cat.cities[:min(50, len(cat.cities))] {
		for p := 1; p <= 5; p++ {
			city = append(city, fmt.Sprintf("/api/cities/%s/businesses?page=%d&limit=20", url.PathEscape(c), p))
		}
	}
	for _, slug := range cat.categories {
		for _, s := range sortOrders {
			for p := 1; p <= 3; p++ {
				category = append(category, fmt.Sprintf("/api/categories/%s/businesses?page=%d&limit=12&sortBy=%s", url.PathEscape(slug), p, s))
			}
		}
	}
	// Pages as a browser or crawler gets them: index.html filled with the
	// route's metadata, content and embedded API answers (the page manifest, docs/pages.md).
	var htmlDetail, htmlCity, ogImage []string
	for _, slug := range cat.slugs {
		htmlDetail = append(htmlDetail, "/"+slug)
	}
	var htmlPair []string // one category in one city: the 50 biggest cities, every category
	for _, c := range cat.cities[:min(50, len(cat.cities))] {
		htmlCity = append(htmlCity, "/city/"+url.PathEscape(c))
		for _, slug := range cat.categories {
			htmlPair = append(htmlPair, "/city/"+url.PathEscape(c)+"/"+url.PathEscape(slug))
		}
	}
	// More ids than the image cache holds, so most requests draw.
	for range 2000 {
		ogImage = append(ogImage, "/api/og/business/"+strconv.Itoa(1+rng.IntN(count)))
	}
	var byDistance []string
	for _, l := range centres {
		byDistance = append(byDistance, search("", l, "", 0)+"&sort=distance", search(searchWords[rng.IntN(10)], l, "", 0)+"&sort=distance")
	}
	var browse []string
	for range filterSets {
		browse = append(browse, search("", "", "", 0))
	}
	all := []scenario{
		{Name: "search: text", Paths: text},
		{Name: "search: text + location", Paths: textLoc, Target: target{P50: 3 * time.Millisecond, P99: 20 * time.Millisecond}},
		{Name: "search: text + location + filters", Paths: withFilters(textLoc), Target: target{P50: 3 * time.Millisecond, P99: 20 * time.Millisecond}},
		{Name: "search: location", Paths: loc},
		{Name: "search: location + filters", Paths: withFilters(loc)},
		{Name: "search: filters only", Paths: withFilters(browse)},
		{Name: "search: radius", Paths: radius},
		{Name: "search: place by distance", Paths: byDistance},
		{Name: "detail by id", Paths: byID, Target: target{MinRate: 10_000},
			Note: "ids are random in 1..count; 404 is right for demo businesses that are permanently closed (about 1 %) and so not listed"},
		{Name: "detail by slug", Paths: bySlug, Target: target{MinRate: 10_000}},
		{Name: "city page", Paths: city, Target: target{P99: 10 * time.Millisecond}},
		{Name: "category page", Paths: category, Target: target{P99: 10 * time.Millisecond}},
		{Name: "city page + filters", Paths: withFilters(city), Target: target{P99: 10 * time.Millisecond}},
		{Name: "category page + filters", Paths: withFilters(category), Target: target{P99: 10 * time.Millisecond}},
		{Name: "HTML: home", Paths: []string{"/"}},
		{Name: "HTML: detail by slug", Paths: htmlDetail},
		{Name: "HTML: city page", Paths: htmlCity},
		{Name: "HTML: city × category page", Paths: htmlPair, Note: "404 is right for a city without businesses of a category"},
		{Name: "share image of a business", Paths: ogImage, Note: "404 is right for permanently closed businesses"},
		{Name: "sitemap: first businesses file", Paths: []string{"/sitemaps/businesses-1.xml"}},
	}
	admin, err := adminScenarios(ctx, c, base, rng)
	if err != nil {
		return nil, fmt.Errorf("admin scenarios: %w", err)
	}
	all = append(all, admin...)
	for i := range all {
		if len(all[i].Paths) == 0 {
			return nil, fmt.Errorf("scenario %q: no requests (is the data empty?)", all[i].Name)
		}
		rng.Shuffle(len(all[i].Paths), func(a, b int) {
			all[i].Paths[a], all[i].Paths[b] = all[i].Paths[b], all[i].Paths[a]
		})
	}
	return all, nil
}

// cityCount is an entry of /api/cities.
type cityCount struct {
	City          string `json:"city"`
	BusinessCount int    `json:"businessCount"`
}

// fetchCatalog reads cities, categories, slugs and postal codes from the server.
func fetchCatalog(ctx context.Context, c *http.Client, base string) (*catalog, error) {
	cat := &catalog{seenSlug: map[string]bool{}, seenCode: map[string]bool{}}
	var cities []cityCount
	if err := getJSON(ctx, c, base+"/api/cities", &cities); err != nil {
		return nil, err
	}
	slices.SortStableFunc(cities, func(a, b cityCount) int { return b.BusinessCount - a.BusinessCount })
	for _, x := range cities {
		cat.cities = append(cat.cities, x.City)
	}
	var categories []struct {
		Slug string `json:"slug"`
	}
	if err := getJSON(ctx, c, base+"/api/categories", &categories); err != nil {
		return nil, err
	}
	for _, x := range categories {
		cat.categories = append(cat.categories, x.Slug)
	}
	for _, city := range cat.cities[:min(50, len(cat.cities))] {
		for p := 1; p <= 3; p++ {
			if err := cat.collect(ctx, c, fmt.Sprintf("%s/api/cities/%s/businesses?page=%d&limit=20", base, url.PathEscape(city), p)); err != nil {
				return nil, err
			}
		}
	}
	for _, w := range searchWords {
		if err := cat.collect(ctx, c, base+"/api/businesses/search?limit=50&query="+url.QueryEscape(w)); err != nil {
			return nil, err
		}
	}
	if len(cat.slugs) < minSlugs {
		logf("only %d distinct slugs found (wanted %d); the slug scenario cycles through those", len(cat.slugs), minSlugs)
	}
	return cat, nil
}

// collect adds the slugs and postal codes of one list answer.
func (cat *catalog) collect(ctx context.Context, c *http.Client, rawURL string) error {
	var page struct {
		Businesses []struct {
			URLSlug    string `json:"urlSlug"`
			PostalCode string `json:"postalCode"`
		} `json:"businesses"`
	}
	if err := getJSON(ctx, c, rawURL, &page); err != nil {
		return err
	}
	for _, b := range page.Businesses {
		if b.URLSlug != "" && !cat.seenSlug[b.URLSlug] {
			cat.seenSlug[b.URLSlug] = true
			cat.slugs = append(cat.slugs, b.URLSlug)
		}
		if len(b.PostalCode) == 5 && !cat.seenCode[b.PostalCode] {
			cat.seenCode[b.PostalCode] = true
			cat.postalCodes = append(cat.postalCodes, b.PostalCode)
		}
	}
	return nil
}

// getJSON fetches rawURL and decodes its JSON answer into v.
func getJSON(ctx context.Context, c *http.Client, rawURL string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return err
	}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: %s", rawURL, resp.Status)
	}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		return fmt.Errorf("GET %s: %w", rawURL, err)
	}
	return nil
}
