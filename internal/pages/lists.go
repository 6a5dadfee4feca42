package pages

// What the search page and the list pages share: the
// crawler's list view, category links and the JSON-LD ItemList (breadcrumbs:
// crumbs.go). The list pages the server renders: home.go, city.go,
// city_category.go, category.go, categories.go, cities.go.

import (
	"strings"

	"branchenbuch/internal/directory"
)

// The list sizes (docs/pages.md, "Sizes and timings").
const (
	homeCities       = 12 // the home page's city grid
	CityPageSize     = 20 // businesses on a city page
	CategoryPageSize = 12 // businesses on a category page
)

// link is one entry of a list of links in the main content.
type link struct {
	Href, Text, Note string
}

// listView is what a crawler reads of a page the app renders (the panel's):
// what the page is about.
type listView struct {
	Heading, Intro string
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

// itemList is the JSON-LD ItemList of a page's listed businesses.
func (c *Ctx) itemList(name, url string, bs []directory.Business) LD {
	items := make([]LD, len(bs))
	for i, b := range bs {
		items[i] = LD{"@type": "ListItem", "position": i + 1, "url": c.abs(BusinessPath(b.URLSlug, b.ID)), "name": b.Name}
	}
	return LD{"@context": "https://schema.org", "@type": "ItemList", "name": name, "url": url,
		"numberOfItems": len(items), "itemListElement": items}
}
