package httpapi

// Page data of the list routes: home, search, the category overview, city
// and category pages. Each reads only what the first screen of the app shows.

import (
	"fmt"
	"net/http"
	"strings"

	"branchenbuch/internal/directory"
)

// homeCities is the size of the home page's city grid (spec section 2).
const homeCities = 12

// link is one entry of a list of links in the main content.
type link struct {
	Href, Text, Note string
}

// listView is the main content of a list page.
type listView struct {
	Heading, Intro string
	Services       []string
	LinksHeading   string
	Links          []link
	MoreHeading    string
	More           []link
}

func (c *pageCtx) home(set directory.Settings) (*page, error) {
	total, err := c.s.store.CountListed(c.ctx)
	if err != nil {
		return nil, err
	}
	cities, err := c.s.store.Cities(c.ctx, homeCities)
	if err != nil {
		return nil, err
	}
	title := defaultSiteName + " – Unternehmen in ganz Deutschland finden"
	if t := strings.TrimSpace(set["site_title"]); t != "" {
		title = t
	}
	desc := germanInt(total) + " Unternehmen in ganz Deutschland: Werkstätten, Handwerker und Dienstleister mit Adresse, Telefon, Öffnungszeiten und Bewertungen."
	if d := strings.TrimSpace(set["site_description"]); d != "" {
		desc = d
	}
	v := listView{
		Heading:      germanInt(total) + " Unternehmen in ganz Deutschland finden",
		Intro:        "Suchen Sie nach Name, Branche, Ort oder Postleitzahl.",
		LinksHeading: "Beliebte Städte",
		MoreHeading:  "Kategorien",
		More:         categoryLinks(nil),
	}
	for _, city := range cities {
		v.Links = append(v.Links, link{cityPath(city.City), city.City, germanInt(city.BusinessCount) + " Unternehmen"})
	}
	website := ld{
		"@context": "https://schema.org", "@type": "WebSite", "name": c.siteName, "url": c.abs("/"), "inLanguage": "de-DE",
		"potentialAction": ld{
			"@type":       "SearchAction",
			"target":      ld{"@type": "EntryPoint", "urlTemplate": c.abs("/businesses?q={search_term_string}")},
			"query-input": "required name=search_term_string",
		},
	}
	return &page{Status: http.StatusOK, Title: title, Description: clip(desc), URL: c.abs("/"), Index: true,
		JSONLD: []ld{website}, Main: "list", View: v}, nil
}

func (c *pageCtx) businessesPage() *page {
	v := listView{
		Heading:      "Unternehmen suchen",
		Intro:        "Durchsuchen Sie das " + c.siteName + " nach Name, Branche, Ort oder Postleitzahl.",
		LinksHeading: "Kategorien",
		Links:        categoryLinks(nil),
	}
	return &page{Status: http.StatusOK, Title: c.title("Unternehmen suchen"), URL: c.abs("/businesses"), Index: true,
		Description: "Unternehmen in ganz Deutschland nach Name, Branche, Ort oder Postleitzahl suchen – mit Adresse, Telefon, Öffnungszeiten und Bewertungen.",
		Main:        "list", View: v}
}

func (c *pageCtx) categoriesPage() (*page, error) {
	counts, err := c.s.store.CategoryCounts(c.ctx)
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
	v := listView{Heading: "Kategorien", Intro: "Alle Branchen im Überblick.", Links: categoryLinks(bySlug)}
	return &page{Status: http.StatusOK, Title: c.title("Kategorien"), URL: c.abs("/categories"), Index: true,
		Description: clip("Alle Kategorien im " + c.siteName + ": " + strings.Join(names, ", ") + "."),
		Main:        "list", View: v}, nil
}

// categoryLinks links every taxonomy category, with its count when counts are given.
func categoryLinks(counts map[string]int) []link {
	var out []link
	for _, cat := range directory.Categories() {
		l := link{Href: "/categories/" + cat.Slug, Text: cat.Name}
		if counts != nil {
			l.Note = germanInt(counts[cat.Slug]) + " Betriebe"
		}
		out = append(out, l)
	}
	return out
}

func (c *pageCtx) cityPage(name string) (*page, error) {
	bs, total, err := c.s.store.CityBusinesses(c.ctx, name, directory.ListQuery{Page: 1, Limit: defaultCityLimit})
	if err != nil {
		return nil, err
	}
	if total == 0 || len(bs) == 0 {
		return &page{Title: c.title("Keine Unternehmen in " + name)}, directory.Errorf(directory.ENOTFOUND, "Stadt nicht gefunden.")
	}
	city := bs[0].City // the stored spelling, whatever the URL said
	heading := "Unternehmen in " + city
	v := listView{Heading: heading, Intro: germanInt(total) + " Unternehmen in " + city + "."}
	var top []string
	for _, b := range bs {
		v.Links = append(v.Links, link{businessPath(b.URLSlug, b.ID), b.Name, joinNote(b.Category, ratingNote(&b))})
		if len(top) < 3 {
			top = append(top, b.Name)
		}
	}
	url := c.abs(cityPath(city))
	return &page{
		Status: http.StatusOK, Title: c.title(heading), URL: url,
		Index:       knownCity(city),
		Description: clip(fmt.Sprintf("%s Unternehmen in %s mit Adresse, Telefon, Öffnungszeiten und Bewertungen, darunter %s.", germanInt(total), city, strings.Join(top, ", "))),
		Image:       c.abs("/api/og/city/" + uriComponent(city)),
		JSONLD:      []ld{c.itemList(heading, url, bs), c.breadcrumbs(link{Href: cityPath(city), Text: city})},
		Main:        "list", View: v,
	}, nil
}

func (c *pageCtx) categoryPage(slug string) (*page, error) {
	cat, ok := directory.CategoryBySlug(slug)
	if !ok {
		return &page{Title: c.title("Kategorie nicht gefunden")}, directory.Errorf(directory.ENOTFOUND, "Kategorie nicht gefunden.")
	}
	bs, total, err := c.s.store.CategoryBusinesses(c.ctx, cat.Slug,
		directory.ListQuery{Page: 1, Limit: defaultCategoryLimit, SortBy: directory.SortRating})
	if err != nil {
		return nil, err
	}
	v := listView{
		Heading: cat.Name, Intro: cat.Description, Services: cat.Services,
		LinksHeading: fmt.Sprintf("%s Betriebe – die am besten bewerteten", germanInt(total)),
	}
	for _, b := range bs {
		v.Links = append(v.Links, link{businessPath(b.URLSlug, b.ID), b.Name, joinNote(b.City, ratingNote(&b))})
	}
	url := c.abs("/categories/" + cat.Slug) // aliases name the same page
	return &page{
		Status: http.StatusOK, Title: c.title(cat.Name), URL: url, Index: true,
		Description: clip(fmt.Sprintf("%s: %s Betriebe mit Adresse, Telefon und Bewertungen. %s", cat.Name, germanInt(total), cat.Description)),
		JSONLD: []ld{c.itemList(cat.Name, url, bs),
			c.breadcrumbs(link{Href: "/categories", Text: "Kategorien"}, link{Href: "/categories/" + cat.Slug, Text: cat.Name})},
		Main: "list", View: v,
	}, nil
}

// ratingNote is "4,8 von 5 (120 Bewertungen)", or "" without reviews.
func ratingNote(b *directory.Business) string {
	if b.ReviewCount <= 0 {
		return ""
	}
	return fmt.Sprintf("%s von 5 (%s Bewertungen)", germanRating(b.Rating), germanInt(b.ReviewCount))
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
func (c *pageCtx) itemList(name, url string, bs []directory.Business) ld {
	items := make([]ld, len(bs))
	for i, b := range bs {
		items[i] = ld{"@type": "ListItem", "position": i + 1, "url": c.abs(businessPath(b.URLSlug, b.ID)), "name": b.Name}
	}
	return ld{"@context": "https://schema.org", "@type": "ItemList", "name": name, "url": url,
		"numberOfItems": len(items), "itemListElement": items}
}

// breadcrumbs is the JSON-LD BreadcrumbList from the start page through the given crumbs.
func (c *pageCtx) breadcrumbs(crumbs ...link) ld {
	crumbs = append([]link{{Href: "/", Text: "Start"}}, crumbs...)
	items := make([]ld, len(crumbs))
	for i, cr := range crumbs {
		items[i] = ld{"@type": "ListItem", "position": i + 1, "name": cr.Text, "item": c.abs(cr.Href)}
	}
	return ld{"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": items}
}
