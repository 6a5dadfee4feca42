package pages

// The page of one category in one city, /city/{city}/{category}
// ("Handwerker in Berlin"), rendered completely by the server
// (templates/city-category.html): the pair's businesses as the city page
// lists them (20 a page, best rated first, the same cards, filters and
// pager), then links to the city's other categories and to the category in
// nearby cities. The city is matched by CityKey and shown in its stored
// spelling, the category is a taxonomy slug or alias (as /categories/{slug});
// a pair without listed businesses is its own not-found card (404).

import (
	"net/http"
	"strings"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/geo"
)

// cityCategoryView is the city-category template's data.
type cityCategoryView struct {
	Heading, Count, Intro, ListHeading string
	Filters                            filterView
	Cards                              []cardView
	Pager                              *pagerView
	Filtered                           bool      // no business matches the filters
	Others, Nearby                     linkGroup // the city's other categories; the category nearby
	Missing                            *notFoundCard
	MissingLinks                       []link      // where a missing pair's card leads instead
	Crumbs                             *crumbTrail // Start › Orte › the city › the category (crumbs.go)
}

// linkGroup is a headed list of links with counts (template count-links).
type linkGroup struct {
	ID, Heading string
	Links       []link // Note: the count
}

// Link lists of the pairs.
const (
	nearbyCandidates  = 100 // the nearest cities asked for the category's counts,
	nearbyChunk       = 50  // so many at a time
	nearbyCities      = 8   // the nearby cities a pair page links to
	categoryTopCities = 16  // the biggest cities a category page links to
)

func (c *Ctx) cityCategoryPage(vars Vars) (*Page, error) {
	t := sharedTexts[c.Locale]
	name := vars["city"]
	cat, known := directory.CategoryBySlug(vars["category"])
	var cats []directory.CityCategory
	if directory.KnownCity(name) {
		var err error
		if cats, err = c.Store.CityCategories(c.Context, name); err != nil {
			return nil, err
		}
	}
	city, count := name, 0
	for _, cc := range cats {
		city = cc.City // the stored spelling, whatever the URL said
		if known && cc.Slug == cat.Slug {
			count = cc.Count
		}
	}
	if count == 0 {
		return c.missingPair(city, cat, known, len(cats) > 0)
	}
	catName := c.categoryName(cat)
	p := c.listParams(nil)
	bs, total, err := c.Store.CityCategoryBusinesses(c.Context, city, cat.Slug,
		directory.ListQuery{Page: p.Page, Limit: CityPageSize, Filters: p.filters(now())})
	if err != nil {
		return nil, err
	}
	total, capped := p.shownTotal(total)
	pages := totalPages(total, CityPageSize)
	if p.Page > max(1, pages) || total > 0 && len(bs) == 0 {
		return nil, errPastEnd
	}
	// The page's own path names the stored spelling and the taxonomy slug,
	// so that its language versions name the canonical URL too.
	vars["city"], vars["category"] = city, cat.Slug
	pt := func(key string) string {
		return fillText(t.text("city-category", key), "category", catName, "city", city)
	}
	path := c.Locale.Path(CityCategoryPath(city, cat.Slug))
	heading := pt("heading")
	v := &cityCategoryView{Heading: heading, Intro: pt("intro"), ListHeading: pt("listHeading"),
		Count: c.countOf(t, total, capped), Filters: c.filterForm(path, p), Filtered: total == 0}
	bs = listable(bs)
	v.Cards = c.cards(bs)
	v.Pager = c.pager(p, path, pages)
	v.Crumbs = c.breadcrumbs(c.citiesCrumb(), link{Href: CityPath(city), Text: city}, link{Href: CityCategoryPath(city, cat.Slug), Text: catName})
	v.Others = linkGroup{ID: "pair-categories", Heading: pt("otherCategories"), Links: c.categoryLinks(cats, cat.Slug)}
	if v.Nearby, err = c.nearby(city, cat, catName); err != nil {
		return nil, err
	}
	var top []string
	for _, b := range bs[:min(3, len(bs))] {
		top = append(top, b.Name)
	}
	url := c.abs(CityCategoryPath(city, cat.Slug)) + listParams{}.query(p.Page)
	c.pageQuery = listParams{}.query(p.Page)
	desc := fillText(t.text("city-category", "description"), "category", catName, "city", city,
		"total", c.countOf(t, count, false), "top", strings.Join(top, ", "))
	return &Page{
		Status: http.StatusOK, Title: c.title(c.pageTitle(heading, p.Page)), URL: url, Index: true, Query: p.query(p.Page),
		Description: clip(desc), JSONLD: []LD{c.itemList(heading, url, bs), v.Crumbs.LD()},
		Image: c.BaseURL + "/api/og/city/" + uriComponent(city), // the city's share image
		Main:  "city-category", View: &serverView{T: t, Locale: c.Locale, Data: v},
	}, nil
}

// missingPair is the 404 of a pair without listed businesses: its own card,
// which names what is missing and links to what exists, the city's page and
// the category's (or the start page when neither does).
func (c *Ctx) missingPair(city string, cat directory.Category, known, cityListed bool) (*Page, error) {
	t := sharedTexts[c.Locale]
	catName := c.categoryName(cat)
	pt := func(key string) string {
		return fillText(t.text("city-category", key), "category", catName, "city", city)
	}
	card := &notFoundCard{Heading: pt("missing"), Text: pt("missingText")}
	if !known {
		card.Heading, card.Text = t.text("categories", "page", "notFound"), pt("unknownCategory")
	}
	v := &cityCategoryView{Missing: card}
	if cityListed {
		v.MissingLinks = append(v.MissingLinks, link{Href: c.Locale.Path(CityPath(city)), Text: pt("allInCity")})
	}
	if known {
		v.MissingLinks = append(v.MissingLinks, link{Href: c.Locale.Path(CategoryPath(cat.Slug)), Text: pt("allOfCategory")})
	}
	if len(v.MissingLinks) == 0 {
		v.MissingLinks = []link{{Href: c.Locale.Path("/"), Text: pt("home")}}
	}
	return &Page{Title: c.title(card.Heading), Main: "city-category",
		View: &serverView{T: t, Locale: c.Locale, Data: v}}, errNotFound
}

// nearby links the category in the cities nearest to city that have it
// (geo.Nearest, by the distance of the cities' centres); a city the
// postal-code table does not know, or one without such neighbours among
// its nearbyCandidates nearest, links the category's biggest cities instead.
func (c *Ctx) nearby(city string, cat directory.Category, catName string) (linkGroup, error) {
	t := sharedTexts[c.Locale]
	g := linkGroup{ID: "pair-nearby", Heading: fillText(t.text("city-category", "nearby"), "category", catName)}
	var found []directory.CityCategory
	if point, ok := geo.Lookup(city); ok {
		// Nearest first, a chunk at a time: where the directory is dense the
		// first chunk has enough of them.
		near := geo.Nearest(point, nearbyCandidates)
		for from := 0; from < len(near) && others(found, city) < nearbyCities; from += nearbyChunk {
			more, err := c.Store.CategoryCitiesAmong(c.Context, cat.Slug, near[from:min(from+nearbyChunk, len(near))])
			if err != nil {
				return g, err
			}
			found = append(found, more...)
		}
	}
	if others(found, city) == 0 {
		g.Heading = fillText(t.text("city-category", "otherCities"), "category", catName)
		var err error
		if found, err = c.Store.CategoryCities(c.Context, cat.Slug, nearbyCities+1); err != nil {
			return g, err
		}
	}
	for _, cc := range found {
		if len(g.Links) < nearbyCities && directory.CityKey(cc.City) != directory.CityKey(city) {
			g.Links = append(g.Links, c.pairLink(cc.City, cat, cc.City, cc.Count))
		}
	}
	return g, nil
}

// others is how many of the pairs are of another city than city.
func others(pairs []directory.CityCategory, city string) int {
	n := 0
	for _, p := range pairs {
		if directory.CityKey(p.City) != directory.CityKey(city) {
			n++
		}
	}
	return n
}

// pairLink is a link to a city's category page with its count.
func (c *Ctx) pairLink(city string, cat directory.Category, text string, n int) link {
	return link{Href: c.Locale.Path(CityCategoryPath(city, cat.Slug)), Text: text, Note: c.num(n)}
}

// countOf is "128 Betriebe" ("1 Betrieb"; capped: "über 1.000 Betriebe").
func (c *Ctx) countOf(t TextTree, n int, capped bool) string {
	if n == 1 && !capped {
		return t.text("city-category", "count", "one")
	}
	return fillText(t.text("city-category", "count", "other"), "n", c.total(n, capped))
}

// cityCategoryLinks are a city's categories as links to their pages, most
// businesses first (the city page's).
func (c *Ctx) cityCategoryLinks(city string) ([]link, error) {
	if !directory.KnownCity(city) {
		return nil, nil // the placeholder city Unknown has no such pages
	}
	cats, err := c.Store.CityCategories(c.Context, city)
	if err != nil {
		return nil, err
	}
	return c.categoryLinks(cats, ""), nil
}

// categoryLinks are a city's categories (CityCategories) as links to their
// pages with their counts, but the one of slug except.
func (c *Ctx) categoryLinks(cats []directory.CityCategory, except string) []link {
	var out []link
	for _, cc := range cats {
		if cat, ok := directory.CategoryBySlug(cc.Slug); ok && cat.Slug == cc.Slug && cc.Slug != except {
			out = append(out, c.pairLink(cc.City, cat, c.categoryName(cat), cc.Count))
		}
	}
	return out
}

// categoryCityLinks are the biggest cities of a category as links to their
// pages (the category page's).
func (c *Ctx) categoryCityLinks(cat directory.Category) (linkGroup, error) {
	t := sharedTexts[c.Locale]
	g := linkGroup{ID: "category-cities", Heading: fillText(t.text("city-category", "categoryCities"), "category", c.categoryName(cat))}
	cities, err := c.Store.CategoryCities(c.Context, cat.Slug, categoryTopCities)
	for _, cc := range cities {
		g.Links = append(g.Links, c.pairLink(cc.City, cat, cc.City, cc.Count))
	}
	return g, err
}
