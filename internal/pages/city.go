package pages

// The city page /city/{city}, rendered completely by the server
// (templates/city.html): a city's businesses, 20 a page, with the count,
// the intro, the city's categories (links to their city × category pages),
// the filter form and the pager. Page and filters come from the query string (list_query.go).

import (
	"net/http"
	"strings"

	"branchenbuch/internal/directory"
)

// cityView is the city template's data.
type cityView struct {
	City, Heading, Count, Intro, ListHeading string
	CategoriesHeading                        string
	Categories                               []link // all of the city's, to their city × category pages; Note: the count
	Filters                                  filterView
	Cards                                    []cardView
	Pager                                    *pagerView
	Filtered                                 bool // no business matches the filters
	Empty                                    bool // the city has no businesses (a 404)

	Crumbs *crumbTrail // Start › Orte › the city (crumbs.go)
}

func (c *Ctx) cityPage(vars Vars) (*Page, error) {
	name := vars["city"]
	t := sharedTexts[c.Locale]
	p := c.listParams(nil)
	bs, total, err := c.Store.CityBusinesses(c.Context, name, directory.ListQuery{Page: p.Page, Limit: CityPageSize, Filters: p.filters(now())})
	if err != nil {
		return nil, err
	}
	total, capped := p.shownTotal(total)
	city := name
	if len(bs) > 0 {
		city = bs[0].City // the stored spelling, whatever the URL said
	}
	path := c.Locale.Path(CityPath(city))
	heading := fillText(t.text("cities", "heading"), "city", city)
	v := &cityView{City: city, Heading: heading, Intro: fillText(t.text("cities", "intro"), "city", city),
		ListHeading: fillText(t.text("cities", "listHeading"), "city", city),
		Count:       fillText(t.text("cities", "count"), "total", c.total(total, capped)),
		Filters:     c.filterForm(path, p)}
	// The placeholder city is the list of the businesses without a known
	// place (linked from /cities), named as such; it stays out of the index.
	known, crumb := directory.KnownCity(city), city
	if !known {
		heading = t.text("cities", "unplacedHeading")
		v.Heading, v.Intro, v.ListHeading, crumb = heading, t.text("cities", "unplacedIntro"), heading, heading
	}
	view := &serverView{T: t, Locale: c.Locale, Data: v}
	pages := totalPages(total, CityPageSize)
	switch {
	case total == 0 && p.AnyFilter():
		// No match: the city exists when it has businesses without the filters.
		if _, all, err := c.Store.CityBusinesses(c.Context, name, directory.ListQuery{Page: 1, Limit: 1}); err != nil {
			return nil, err
		} else if all == 0 {
			v.Empty, v.Filtered = true, false
			return &Page{Title: c.title(sprintf(c.w.noCity, name)), Main: "city", View: view}, errNotFound
		}
		if p.Page > 1 {
			return nil, errPastEnd
		}
		v.Filtered = true
	case total == 0:
		v.Empty = true
		return &Page{Title: c.title(sprintf(c.w.noCity, name)), Main: "city", View: view}, errNotFound
	case p.Page > pages || len(bs) == 0:
		return nil, errPastEnd
	}
	bs = listable(bs)
	v.Cards = c.cards(bs)
	// The city's categories, each to its page (city_category.go).
	if v.Categories, err = c.cityCategoryLinks(city); err != nil {
		return nil, err
	}
	v.CategoriesHeading = fillText(t.text("city-category", "cityCategories"), "city", city)
	v.Pager = c.pager(p, path, pages)
	var top []string
	for _, b := range bs {
		if len(top) < 3 {
			top = append(top, b.Name)
		}
	}
	url := c.abs(CityPath(city)) + listParams{}.query(p.Page)
	c.pageQuery = listParams{}.query(p.Page)
	desc := sprintf(c.w.cityDesc, c.num(total), city, strings.Join(top, ", "))
	if !known {
		desc = heading + ": " + strings.Join(top, ", ")
	}
	v.Crumbs = c.breadcrumbs(c.citiesCrumb(), link{Href: CityPath(city), Text: crumb})
	return &Page{
		Status: http.StatusOK, Title: c.title(c.pageTitle(heading, p.Page)), URL: url, Query: p.query(p.Page),
		Index:       known,
		Description: clip(desc),
		Image:       c.BaseURL + "/api/og/city/" + uriComponent(city),
		JSONLD:      []LD{c.itemList(heading, url, bs), v.Crumbs.LD()},
		Main:        "city", View: view,
	}, nil
}

// totalPages is ceil(total/size).
func totalPages(total, size int) int {
	if size <= 0 {
		return 0
	}
	return (total + size - 1) / size
}
