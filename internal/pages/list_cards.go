package pages

// The business card of the server-rendered list pages
// (templates/business-card.html), made from a stored row as the API's list
// rows are (openNow, the category's display name), and the pager's and the
// filter form's data.

import (
	"html/template"
	"math"
	"strconv"
	"strings"
	"time"

	"branchenbuch/internal/directory"
)

// now is the clock of "Jetzt geöffnet" (a variable for the tests).
var now = time.Now

// unavailableName marks placeholder rows that lists never show.
const unavailableName = "Unavailable Business"

// cardView is one business card.
type cardView struct {
	ID                  int64
	Href, Name, Letter  string
	Category            string
	Place, Phone, Tel   string
	Thumbnail           string
	Status              string // "open", "closed", "paused" or "" (unknown: no pill)
	Rating, RatingLabel string // "4,5", "Bewertung 4,5 von 5"
	Filled              template.CSS
	Reviews             string
	Distance            string // "1,2 km" or ""
	StatusText          string
	DistanceLabel       string
	DistanceClass       string // the plain card's "mt-1"
	// The category page's card: the category's icon instead of the letter, the
	// city instead of the address, a call link and a details button.
	Icon, CityPlace, Details string
	TelHref                  template.URL
}

// cards makes the cards of list rows, leaving out placeholder rows.
func (c *Ctx) cards(bs []directory.Business) []cardView {
	t := sharedTexts[c.Locale]
	at := now()
	out := make([]cardView, 0, len(bs))
	for i := range bs {
		b := &bs[i]
		if b.Name == unavailableName {
			continue
		}
		b.ComputeOpenNow(at)
		r := c.rating(b.Rating)
		v := cardView{ID: b.ID, Href: c.Locale.Path(BusinessPath(b.URLSlug, b.ID)), Name: b.Name, Letter: firstLetter(b.Name),
			Category: c.categoryLabel(b), Place: withCountry(nonEmpty(strings.TrimSpace(b.Address), b.City), b, c.Locale),
			Phone: b.Phone, Tel: telDigits(b.Phone), Thumbnail: b.Thumbnail, Rating: r,
			RatingLabel: fillText(t.text("lists", "card", "ratingLabel"), "r", r),
			Filled:      template.CSS(strconv.FormatFloat(filledShare(b.Rating)*100, 'f', -1, 64) + "%"),
			Reviews:     c.reviewText(b.ReviewCount), DistanceLabel: t.text("lists", "card", "distance"), DistanceClass: "mt-1",
			CityPlace: withCountry(b.City, b, c.Locale)}
		if v.Tel != "" {
			v.TelHref = template.URL("tel:" + v.Tel)
		}
		switch {
		case b.BusinessStatus == "CLOSED_TEMPORARILY":
			v.Status = "paused"
		case b.OpenNow == nil:
		case *b.OpenNow:
			v.Status = "open"
		default:
			v.Status = "closed"
		}
		v.StatusText = map[string]string{"open": t.text("lists", "card", "open"), "closed": t.text("lists", "card", "closed"),
			"paused": t.text("lists", "card", "temporarilyClosed")}[v.Status]
		if b.DistanceKm != nil && !math.IsNaN(*b.DistanceKm) && !math.IsInf(*b.DistanceKm, 0) {
			v.Distance = fillText(t.text("lists", "card", "km"), "n", c.distance(*b.DistanceKm))
		}
		out = append(out, v)
	}
	return out
}

// listable drops the placeholder rows (named unavailableName) that lists never show.
func listable(bs []directory.Business) []directory.Business {
	out := bs[:0:0]
	for _, b := range bs {
		if b.Name != unavailableName {
			out = append(out, b)
		}
	}
	return out
}

// reviewText is "12 Bewertungen", "1 Bewertung" or "Neu" without reviews.
func (c *Ctx) reviewText(n int) string {
	t := sharedTexts[c.Locale]
	switch {
	case n <= 0:
		return t.text("lists", "card", "noReviews")
	case n == 1:
		return t.text("lists", "card", "oneReview")
	}
	return fillText(t.text("lists", "card", "reviews"), "n", c.num(n))
}

// total writes a list's total; a capped one reads "über 1.000" (formatTotal).
func (c *Ctx) total(n int, capped bool) string {
	if !capped {
		return c.num(n)
	}
	return fillText(sharedTexts[c.Locale].text("lists", "total", "capped"), "n", c.num(n))
}

// pagerView is the pager's data: previous, the numbered pages and next, as
// links; the list pages' and the search page's (Swap: its links carry
// data-swap-link/data-swap-scroll for the swap island, its disabled steps are
// spans).
type pagerView struct {
	Prev, Next                string // "" on the first or last page
	Pages                     []pagerLink
	Label, PrevText, NextText string
	Swap                      bool
}

// pagerLink is one numbered link of a pager (pager.go says which).
type pagerLink struct {
	pageNumber
	Href, Label string
	Current     bool
}

// pager makes the pager of a list on page p.Page of total pages (nil with one
// page or less). A list answers at most maxListPage pages, so it links no
// page past that.
func (c *Ctx) pager(p listParams, path string, total int) *pagerView {
	return c.pagerOf(p.Page, min(total, maxListPage), func(n int) string { return path + p.query(n) })
}

// pagerOf makes a pager on page current of total pages, each page linked to
// href(n) (nil with one page or less).
func (c *Ctx) pagerOf(current, total int, href func(n int) string) *pagerView {
	if total <= 1 {
		return nil
	}
	t := sharedTexts[c.Locale]
	v := &pagerView{Label: t.text("lists", "pager", "label"), PrevText: t.text("lists", "pager", "previous"), NextText: t.text("lists", "pager", "next")}
	if current > 1 {
		v.Prev = href(current - 1)
	}
	if current < total {
		v.Next = href(current + 1)
	}
	for _, n := range pagerPages(current, total) {
		v.Pages = append(v.Pages, pagerLink{pageNumber: n, Href: href(n.N), Current: n.N == current,
			Label: fillText(t.text("lists", "pager", "page"), "n", strconv.Itoa(n.N))})
	}
	return v
}

// filterView is the filter form's data: the chosen filters and the rating choices.
type filterView struct {
	T       TextTree
	Action  string       // the list's path: the form's target
	Reset   *filterReset // the list without filters (the sort order stays); nil when none is on
	Params  listParams
	Toggles []toggleChoice
	Rating  filterSelect
}

// toggleChoice is one of the filter switches (templates/business-card.html
// filter-toggle): on a list page the form sends toggle=key to flip it; the
// search page links Href, its URL with the filter flipped.
type toggleChoice struct {
	Key, Label, Href string
	On               bool
}

// filterReset is the filter bar's link to the list without filters (filter-reset);
// Swap: the search page's, which the swap island follows.
type filterReset struct {
	Href, Label string
	Swap        bool
}

// filterSelect is a select of the filter bar (filter-select): its label, its
// parameter and options, and the form it belongs to ("" for the one it is in).
type filterSelect struct {
	Label, Form, Name string
	Options           []option
}

// ratingSelect is the minimum rating's select: anyRating first, then
// directory.MinRatings with sel chosen.
func (c *Ctx) ratingSelect(form string, sel float64, anyRating option) filterSelect {
	t := sharedTexts[c.Locale]
	v := filterSelect{Label: t.text("filters", "minRating"), Form: form, Name: "minRating", Options: []option{anyRating}}
	for _, r := range directory.MinRatings {
		v.Options = append(v.Options, option{strconv.FormatFloat(r, 'f', -1, 64),
			fillText(t.text("filters", "ratingAtLeast"), "r", c.rating(r)), r == sel})
	}
	return v
}

// filterForm makes the filter form of a list at path.
func (c *Ctx) filterForm(path string, p listParams) filterView {
	t := sharedTexts[c.Locale]
	v := filterView{T: t, Action: path, Params: p}
	if p.AnyFilter() {
		v.Reset = &filterReset{Href: path + listParams{Page: 1, Sort: p.Sort}.query(1), Label: t.text("filters", "reset")}
	}
	for _, k := range []struct {
		key string
		on  bool
	}{{"open", p.Open}, {"website", p.Website}, {"photos", p.Photos}} {
		v.Toggles = append(v.Toggles, toggleChoice{Key: k.key, Label: t.text("filters", k.key), On: k.on})
	}
	// The list's "any" option is never marked: the first option is chosen anyway.
	v.Rating = c.ratingSelect("", p.MinRating, option{Value: "0", Label: t.text("filters", "anyRating")})
	return v
}

// pageTitle is a list's title on page n: "Unternehmen in Berlin – Seite 2".
func (c *Ctx) pageTitle(heading string, n int) string {
	if n <= 1 {
		return heading
	}
	return heading + " – " + fillText(sharedTexts[c.Locale].text("lists", "pager", "page"), "n", strconv.Itoa(n))
}

// The list templates' helpers beside those of server_pages.go.
var _ = func() bool {
	templateFuncs["icon"] = icon
	return true
}()
