package pages

// Page data of the list routes: home, search, the category overview, city
// and category pages. Each reads only what the first screen of the app shows.

import (
	"net/http"
	"strings"

	"branchenbuch/internal/directory"
)

// The app's list sizes, which the first HTML shows as the app will.
const (
	homeCities       = 12 // the home page's city grid
	CityPageSize     = 20 // businesses on a city page
	CategoryPageSize = 12 // businesses on a category page
)

// link is one entry of a list of links in the main content.
type link struct {
	Href, Text, Note string
}

// listView is the main content of a list page.
type listView struct {
	Labels         labels
	Heading, Intro string
	Services       []string
	LinksHeading   string
	Links          []link
	MoreHeading    string
	More           []link
}

func (c *Ctx) home(Vars) (*Page, error) {
	home := directory.HomeCountry(c.Settings)
	total, err := c.Store.CountListedIn(c.Context, home)
	if err != nil {
		return nil, err
	}
	cities, err := c.Store.Cities(c.Context, home, homeCities)
	if err != nil {
		return nil, err
	}
	title := sprintf(c.w.home, DefaultSiteName)
	if t := strings.TrimSpace(c.Settings["site_title"]); t != "" {
		title = t
	}
	desc := sprintf(c.w.homeDesc, c.num(total))
	if d := strings.TrimSpace(c.Settings["site_description"]); d != "" {
		desc = d
	}
	v := listView{
		Heading:      sprintf(c.w.homeHeading, c.num(total)),
		Intro:        c.w.homeIntro,
		LinksHeading: c.w.popularCities,
		MoreHeading:  c.w.categories,
		More:         c.categoryLinks(nil),
	}
	for _, city := range cities {
		v.Links = append(v.Links, link{c.Locale.Path(CityPath(city.City)), city.City, sprintf(c.w.companies, c.num(city.BusinessCount))})
	}
	website := LD{
		"@context": "https://schema.org", "@type": "WebSite", "name": c.siteName, "url": c.abs("/"), "inLanguage": c.Locale.HTMLLang(),
		"potentialAction": LD{
			"@type":       "SearchAction",
			"target":      LD{"@type": "EntryPoint", "urlTemplate": c.abs("/businesses") + "?q={search_term_string}"},
			"query-input": "required name=search_term_string",
		},
	}
	return &Page{Status: http.StatusOK, Title: title, Description: clip(desc), URL: c.abs("/"), Index: true,
		JSONLD: []LD{website}, Main: "list", View: v}, nil
}

func (c *Ctx) categoriesPage(Vars) (*Page, error) {
	counts, err := c.Store.CategoryCounts(c.Context)
	if err != nil {
		return nil, err
	}
	bySlug := map[string]int{}
	for _, n := range counts {
		bySlug[n.Slug] = n.Count
	}
	var names []string
	for _, cat := range directory.Categories() {
		names = append(names, cat.Name)
	}
	v := listView{Heading: c.w.categories, Intro: c.w.categoriesIntro, Links: c.categoryLinks(bySlug)}
	return &Page{Status: http.StatusOK, Title: c.title(c.w.categories), URL: c.abs("/categories"), Index: true,
		Description: clip(sprintf(c.w.categoriesD, c.siteName, strings.Join(names, ", "))),
		Main:        "list", View: v}, nil
}

// categoryLinks links every taxonomy category, with its count when counts are given.
func (c *Ctx) categoryLinks(counts map[string]int) []link {
	var out []link
	for _, cat := range directory.Categories() {
		l := link{Href: c.Locale.Path("/categories/" + cat.Slug), Text: cat.Name}
		if counts != nil {
			l.Note = sprintf(c.w.businesses, c.num(counts[cat.Slug]))
		}
		out = append(out, l)
	}
	return out
}

func (c *Ctx) cityPage(vars Vars) (*Page, error) {
	name := vars["city"]
	bs, total, err := c.Store.CityBusinesses(c.Context, name, directory.ListQuery{Page: 1, Limit: CityPageSize})
	if err != nil {
		return nil, err
	}
	if total == 0 || len(bs) == 0 {
		return &Page{Title: c.title(sprintf(c.w.noCity, name))}, errNotFound
	}
	city := bs[0].City // the stored spelling, whatever the URL said
	heading := sprintf(c.w.inCity, city)
	v := listView{Heading: heading, Intro: sprintf(c.w.inCityIntro, c.num(total), city)}
	var top []string
	for _, b := range bs {
		v.Links = append(v.Links, link{c.Locale.Path(BusinessPath(b.URLSlug, b.ID)), b.Name, joinNote(c.categoryLabel(&b), c.ratingNote(&b))})
		if len(top) < 3 {
			top = append(top, b.Name)
		}
	}
	url := c.abs(CityPath(city))
	return &Page{
		Status: http.StatusOK, Title: c.title(heading), URL: url,
		Index:       knownCity(city),
		Description: clip(sprintf(c.w.cityDesc, c.num(total), city, strings.Join(top, ", "))),
		Image:       c.BaseURL + "/api/og/city/" + uriComponent(city),
		JSONLD:      []LD{c.itemList(heading, url, bs), c.breadcrumbs(link{Href: CityPath(city), Text: city})},
		Main:        "list", View: v,
	}, nil
}

func (c *Ctx) categoryPage(vars Vars) (*Page, error) {
	cat, ok := directory.CategoryBySlug(vars["category"])
	if !ok {
		return &Page{Title: c.title(c.w.noCategory)}, errNotFound
	}
	bs, total, err := c.Store.CategoryBusinesses(c.Context, cat.Slug,
		directory.ListQuery{Page: 1, Limit: CategoryPageSize, SortBy: directory.SortRating})
	if err != nil {
		return nil, err
	}
	v := listView{
		Labels: c.labels(), Heading: cat.Name, Intro: cat.Description, Services: cat.Services,
		LinksHeading: sprintf(c.w.topRated, c.num(total)),
	}
	for _, b := range bs {
		v.Links = append(v.Links, link{c.Locale.Path(BusinessPath(b.URLSlug, b.ID)), b.Name, joinNote(b.City, c.ratingNote(&b))})
	}
	url := c.abs("/categories/" + cat.Slug) // aliases name the same page
	return &Page{
		Status: http.StatusOK, Title: c.title(cat.Name), URL: url, Index: true,
		Description: clip(sprintf(c.w.categoryDesc, cat.Name, c.num(total), cat.Description)),
		JSONLD: []LD{c.itemList(cat.Name, url, bs),
			c.breadcrumbs(link{Href: "/categories", Text: c.w.categories}, link{Href: "/categories/" + cat.Slug, Text: cat.Name})},
		Main: "list", View: v,
	}, nil
}

// ratingNote is "4,8 von 5 (120 Bewertungen)", or "" without reviews.
func (c *Ctx) ratingNote(b *directory.Business) string {
	if b.ReviewCount <= 0 {
		return ""
	}
	r := germanRating(b.Rating)
	if c.Locale == EN {
		r = strings.Replace(r, ",", ".", 1)
	}
	return sprintf(c.w.ratingNote, r, c.num(b.ReviewCount))
}

// joinNote joins the non-empty parts with " · ".
func joinNote(parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, " · ")
}

// itemList is the JSON-LD ItemList of a page's listed businesses.
func (c *Ctx) itemList(name, url string, bs []directory.Business) LD {
	items := make([]LD, len(bs))
	for i, b := range bs {
		items[i] = LD{"@type": "ListItem", "position": i + 1, "url": c.abs(BusinessPath(b.URLSlug, b.ID)), "name": b.Name}
	}
	return LD{"@context": "https://schema.org", "@type": "ItemList", "name": name, "url": url,
		"numberOfItems": len(items), "itemListElement": items}
}

// breadcrumbs is the JSON-LD BreadcrumbList from the start page through the given crumbs.
func (c *Ctx) breadcrumbs(crumbs ...link) LD {
	crumbs = append([]link{{Href: "/", Text: c.w.start}}, crumbs...)
	items := make([]LD, len(crumbs))
	for i, cr := range crumbs {
		items[i] = LD{"@type": "ListItem", "position": i + 1, "name": cr.Text, "item": c.abs(cr.Href)}
	}
	return LD{"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": items}
}
