package pages

// A business detail page: title, description, LocalBusiness JSON-LD, Open
// Graph contact data, and the whole page, which the server renders with
// templates/detail.html (its data: detail_view.go; its islands: share, back
// link, ad areas, photos, map; docs/hydration.md).

import (
	"net/http"
	"strconv"
	"strings"

	"branchenbuch/internal/directory"
)

// ldFacts are what the JSON-LD takes of the page's data.
type ldFacts struct {
	Street, PostalCode, Website, Description, PriceRange string
}

var schemaDays = [7]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}

// detailNotFound is the page of an unknown business: its not-found card
// (not_found.go), which goes to the start page after 2 s (docs/pages.md, "The detail page"), status 404.
func (c *Ctx) detailNotFound() (*Page, error) {
	t := c.detailText()
	return &Page{Title: c.title(c.w.noBusiness), Description: c.w.noBusinessDesc}, &missingError{
		c.homeCard(t.text("notFound", "title"), t.text("notFound", "text"), t.text("notFound", "home"), detailNotFoundRedirect)}
}

// detailNotFoundRedirect is how long an unknown business's card shows before it goes home, in milliseconds.
const detailNotFoundRedirect = 2000

// detailTemplate names the template of the detail page (templates/detail.html).
const detailTemplate = "business"

func (c *Ctx) detailByID(v Vars) (*Page, error) {
	id, err := strconv.ParseInt(v["id"], 10, 64)
	if err != nil || id < 1 {
		return c.detailNotFound()
	}
	b, err := c.Store.Business(c.Context, id)
	if err == nil && !b.Listed() {
		err = errNotFound
	}
	return c.detailPage(b, err)
}

func (c *Ctx) detailBySlug(v Vars) (*Page, error) {
	b, err := c.Store.BusinessBySlug(c.Context, v["city"]+"/"+v["slug"])
	return c.detailPage(b, err)
}

func (c *Ctx) detailPage(b *directory.Business, err error) (*Page, error) {
	if err != nil {
		if directory.ErrorCode(err) == directory.ENOTFOUND {
			return c.detailNotFound()
		}
		return nil, err
	}
	pc := postalCode(b)
	street := streetAddress(nonEmpty(b.Address, b.FullAddress), pc, b.City)
	path := BusinessPath(b.URLSlug, b.ID)
	category := c.categoryLabel(b)
	facts := ldFacts{Street: street, PostalCode: pc, Website: httpURL(b.Website), Description: b.Description,
		PriceRange: priceRange(b.PriceLevel)}
	rating := c.ratingNote(b)
	if facts.Description == "" {
		facts.Description = sprintf(c.w.generated, b.Name, nonEmpty(category, "Dienstleistungen"), b.City)
	}
	view, err := c.detailView(b)
	if err != nil {
		return nil, err
	}
	// Metadata names the category in the page's language, never the raw
	// (often English or French) Google category.
	name, desc := b.Name, b.Name
	if directory.KnownCity(b.City) {
		name += c.w.in + b.City
		desc = name
	}
	if category != "" {
		desc += " – " + category
	}
	desc += "."
	if rating != "" {
		desc += " " + c.w.rating + ": " + rating + "."
	}
	desc += " " + nonEmpty(b.Description, c.w.defaultDesc)
	p := &Page{
		Status: http.StatusOK, Title: c.title(name), Description: clip(desc),
		URL: c.abs(path), Index: true, OGType: "business.business",
		Image:   c.BaseURL + "/api/og/business/" + strconv.FormatInt(b.ID, 10),
		Contact: &Contact{Street: street, PostalCode: pc, Locality: b.City, Country: nonEmpty(b.Country, directory.DefaultCountry)},
		Main:    detailTemplate, View: &serverView{T: sharedTexts[c.Locale], Locale: c.Locale, Data: view},
	}
	view.Crumbs = c.detailCrumbs(b, path)
	p.JSONLD = []LD{c.localBusiness(b, p, facts), view.Crumbs.LD()}
	return p, nil
}

// detailCrumbs is the detail page's trail: Start › the city › its category
// in the city › the business. Without a known city (the placeholder
// "Unknown") the category's own page takes the second step; without a
// taxonomy category the city leads straight to the business.
func (c *Ctx) detailCrumbs(b *directory.Business, path string) *crumbTrail {
	var steps []link
	city := directory.KnownCity(b.City)
	if city {
		steps = append(steps, link{Href: CityPath(b.City), Text: b.City})
	}
	if cat, ok := directory.CategoryBySlug(b.CategorySlug); ok {
		href := CategoryPath(cat.Slug)
		if city {
			href = CityCategoryPath(b.City, cat.Slug)
		}
		steps = append(steps, link{Href: href, Text: c.categoryName(cat)})
	}
	return c.breadcrumbs(append(steps, link{Href: path, Text: b.Name})...)
}

// localBusiness is the JSON-LD LocalBusiness of a detail page.
func (c *Ctx) localBusiness(b *directory.Business, p *Page, v ldFacts) LD {
	address := LD{"@type": "PostalAddress", "addressLocality": b.City,
		"addressCountry": nonEmpty(strings.ToUpper(b.CountryCode), directory.DefaultCountryCode)}
	if v.Street != "" {
		address["streetAddress"] = v.Street
	}
	if v.PostalCode != "" {
		address["postalCode"] = v.PostalCode
	}
	out := LD{"@context": "https://schema.org", "@type": "LocalBusiness", "@id": p.URL + "#business",
		"name": b.Name, "url": p.URL, "image": p.Image, "address": address, "description": v.Description}
	if b.Latitude != nil && b.Longitude != nil {
		out["geo"] = LD{"@type": "GeoCoordinates", "latitude": *b.Latitude, "longitude": *b.Longitude}
	}
	if b.Phone != "" {
		out["telephone"] = b.Phone
	}
	if v.Website != "" {
		out["sameAs"] = v.Website
	}
	if spec := openingHoursSpec(b.WorkingHours); len(spec) > 0 {
		out["openingHoursSpecification"] = spec
	}
	if b.ReviewCount > 0 {
		out["aggregateRating"] = LD{"@type": "AggregateRating", "ratingValue": b.Rating,
			"reviewCount": b.ReviewCount, "bestRating": 5, "worstRating": 1}
	}
	if v.PriceRange != "" {
		out["priceRange"] = v.PriceRange
		out["currenciesAccepted"] = "EUR"
	}
	return out
}

// openingHoursSpec turns normalised working hours into schema.org
// OpeningHoursSpecification, one entry per distinct span with the days that
// share it. A closed day is 00:00–00:00 and a whole day 00:00–23:59, as
// search engines document; a span past midnight closes at the next day's time.
func openingHoursSpec(hours map[string]string) []LD {
	h, ok := directory.HoursFromDisplay(hours)
	if !ok {
		return nil
	}
	type span struct{ opens, closes string }
	var order []span
	days := map[span][]string{}
	for d, known := range h.Known {
		if !known {
			continue
		}
		spans := []span{{"00:00", "00:00"}}
		if len(h.Days[d]) > 0 {
			spans = spans[:0]
		}
		for _, iv := range h.Days[d] {
			sp := span{clock(iv.Start), clock(iv.End)}
			if iv.End-iv.Start >= 24*60 {
				sp.closes = "23:59"
			}
			spans = append(spans, sp)
		}
		for _, sp := range spans {
			if days[sp] == nil {
				order = append(order, sp)
			}
			days[sp] = append(days[sp], schemaDays[d])
		}
	}
	out := make([]LD, len(order))
	for i, sp := range order {
		out[i] = LD{"@type": "OpeningHoursSpecification", "dayOfWeek": days[sp], "opens": sp.opens, "closes": sp.closes}
	}
	return out
}

// categoryLabel is the business's category as a visitor reads it in the
// page's locale: the display name of its raw Google category, else that of
// its taxonomy category, else the raw category (docs/decisions.md, "German category names").
func (c *Ctx) categoryLabel(b *directory.Business) string {
	if l := directory.CategoryLabels(b.Category, b.CategorySlug)[string(c.Locale)]; l != "" {
		return l
	}
	return b.Category
}
