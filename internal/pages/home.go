package pages

// The start page /, rendered completely by the server (templates/home.html):
// the headline with the number of listed businesses, the search form (a GET
// form to /businesses, which shows the results), four category tiles, the
// popular cities and the featured businesses.

import (
	"math"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"branchenbuch/internal/directory"
)

// homeTileSlugs are the start page's four category tiles (restaurants, hair salons, retail, services) in our taxonomy.
var homeTileSlugs = []string{"gastronomie", "friseur-kosmetik", "handel", "dienstleister"}

// homeFeatured is the size of the featured businesses' grid (docs/pages.md, "Sizes and timings").
const homeFeatured = 12

// homeView is the start page template's data.
type homeView struct {
	Headline string
	Tiles    []homeTile
	Cities   []link // Note: the count text
	// AllCities is the link to the places index beside the popular cities;
	// Letters link its letters' pages, so that every place is two clicks
	// from the start (docs/pages.md, "Click depth").
	AllCities string
	Letters   []letterLink
	Featured  []cardView
}

// homeTile is a category tile: icon, short count, name.
type homeTile struct {
	Href, Name, Count string
	Icon              categoryIconView
}

func (c *Ctx) home(Vars) (*Page, error) {
	t := sharedTexts[c.Locale]
	home := directory.HomeCountry(c.Settings)
	total, err := c.Store.CountListedIn(c.Context, home)
	if err != nil {
		return nil, err
	}
	cities, err := c.Store.Cities(c.Context, home, homeCities)
	if err != nil {
		return nil, err
	}
	counts, err := c.Store.CategoryCounts(c.Context)
	if err != nil {
		return nil, err
	}
	popular, err := c.Store.Popular(c.Context, homeFeatured)
	if err != nil {
		return nil, err
	}
	title := sprintf(c.w.home, DefaultSiteName)
	if s := strings.TrimSpace(c.Settings["site_title"]); s != "" {
		title = s
	}
	desc := sprintf(c.w.homeDesc, c.num(total))
	if d := strings.TrimSpace(c.Settings["site_description"]); d != "" {
		desc = d
	}
	v := &homeView{Headline: fillText(t.text("home", "headline"), "total", c.num(total)), Featured: c.cards(listable(popular)),
		AllCities: c.Locale.Path(CitiesPath)}
	bySlug := map[string]int{}
	for _, n := range counts {
		bySlug[n.Slug] = n.Count
	}
	for _, cat := range pickTiles(bySlug) {
		v.Tiles = append(v.Tiles, homeTile{Href: c.Locale.Path(CategoryPath(cat.Slug)), Name: c.categoryName(cat),
			Count: c.shortCount(bySlug[cat.Slug]), Icon: c.iconOf(cat)})
	}
	places, err := c.placeIndex()
	if err != nil {
		return nil, err
	}
	if places.total > 0 {
		v.Letters = letterBar(places.byLetter, "", func(k string) string { return c.Locale.Path(CitiesLetterPath(k)) })
	}
	for _, city := range cities[:min(len(cities), homeCities)] {
		v.Cities = append(v.Cities, link{c.Locale.Path(CityPath(city.City)), city.City, fillText(t.text("home", "cityCount"), "count", c.num(city.BusinessCount))})
	}
	website := LD{
		"@context": "https://schema.org", "@type": "WebSite", "name": c.siteName, "url": c.abs("/"), "inLanguage": c.Locale.HTMLLang(),
		"potentialAction": LD{
			"@type":       "SearchAction",
			"target":      LD{"@type": "EntryPoint", "urlTemplate": c.abs(SearchPath) + "?q={search_term_string}"},
			"query-input": "required name=search_term_string",
		},
	}
	return &Page{Status: http.StatusOK, Title: title, Description: clip(desc), URL: c.abs("/"), Index: true,
		JSONLD: []LD{website}, Main: "home", View: &serverView{T: t, Locale: c.Locale, Data: v}}, nil
}

// pickTiles takes the four tile categories; missing ones are filled with the largest others (home's category-tiles).
func pickTiles(counts map[string]int) []directory.Category {
	var chosen, rest []directory.Category
	for _, s := range homeTileSlugs {
		if cat, ok := directory.CategoryBySlug(s); ok && cat.Slug == s {
			chosen = append(chosen, cat)
		}
	}
	for _, cat := range directory.Categories() {
		if !strings.Contains(" "+strings.Join(homeTileSlugs, " ")+" ", " "+cat.Slug+" ") {
			rest = append(rest, cat)
		}
	}
	sort.SliceStable(rest, func(i, j int) bool { return counts[rest[i].Slug] > counts[rest[j].Slug] })
	out := append(chosen, rest...)
	return out[:min(4, len(out))]
}

// shortCount writes counts above 1000 in short form: "36,1 Tsd." and "1,2 Mio." in
// German, "36.1k" and "1.2M" in English, without a decimal from 100 units on (formatCount).
func (c *Ctx) shortCount(n int) string {
	if n <= 1000 {
		return c.num(n)
	}
	thousand, million := "\u00a0Tsd.", "\u00a0Mio."
	if c.Locale == EN {
		thousand, million = "k", "M"
	}
	value, unit := float64(n)/1000, thousand
	if n >= 1_000_000 {
		value, unit = float64(n)/1_000_000, million
	}
	digits := 1
	if value >= 100 {
		digits = 0
	}
	scale := math.Pow(10, float64(digits))
	rounded := math.Round(value*scale) / scale
	if unit == thousand && rounded >= 1000 {
		return c.shortCount(1_000_000)
	}
	s := strconv.FormatFloat(rounded, 'f', -1, 64)
	if c.Locale == DE {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s + unit
}
