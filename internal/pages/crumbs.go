package pages

// Breadcrumbs: one trail per page, from the start page down to the page
// itself. The visible navigation (templates/breadcrumbs.html) and the
// BreadcrumbList JSON-LD are both made from the same trail, so what a
// visitor reads and what a search engine reads cannot disagree. The trails of
// the page kinds are listed in docs/pages.md.

// crumbTrail is a page's trail; its data is what the breadcrumbs partial shows.
type crumbTrail struct {
	Label  string // the navigation's accessible name ("Brotkrümelnavigation")
	Crumbs []crumb
}

// crumb is one step of a trail.
type crumb struct {
	Text string
	Href string // the link in the page's locale; "" on the last step, the page itself
	url  string // the absolute URL, for the JSON-LD (the last step's too)
}

// breadcrumbs makes the trail from the start page through the given steps,
// whose Href are locale-free site paths (CityPath, CategoryPath…); the last
// step is the page itself. The landing pages call it like the city page:
// c.breadcrumbs(c.citiesCrumb(), link{Href: CityPath(city), Text: city}, …).
func (c *Ctx) breadcrumbs(steps ...link) *crumbTrail {
	steps = append([]link{{Href: "/", Text: c.w.start}}, steps...)
	t := &crumbTrail{Label: sharedTexts[c.Locale].text("frame", "nav", "breadcrumb"), Crumbs: make([]crumb, len(steps))}
	for i, s := range steps {
		t.Crumbs[i] = crumb{Text: s.Text, url: c.abs(s.Href)}
		if i < len(steps)-1 {
			t.Crumbs[i].Href = c.Locale.Path(s.Href)
		}
	}
	return t
}

// LD is the trail as a JSON-LD BreadcrumbList.
func (t *crumbTrail) LD() LD {
	items := make([]LD, len(t.Crumbs))
	for i, cr := range t.Crumbs {
		items[i] = LD{"@type": "ListItem", "position": i + 1, "name": cr.Text, "item": cr.url}
	}
	return LD{"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": items}
}

// citiesCrumb is the step of the places index /cities ("Orte"), the parent of every city page.
func (c *Ctx) citiesCrumb() link {
	return link{Href: CitiesPath, Text: sharedTexts[c.Locale].text("cities", "index", "crumb")}
}

// categoriesCrumb is the step of the categories overview /categories, the parent of every category page.
func (c *Ctx) categoriesCrumb() link { return link{Href: "/categories", Text: c.w.categories} }
