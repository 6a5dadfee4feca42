package pages

// The business search /businesses, rendered completely by the server
// (templates/search.html, docs/hydration.md step 3): the hero's GET form, the
// list filters, the sort, the notes of a widened or ambiguous search, a page
// of 24 results, the pager and the empty state, for any query string. The
// results are the API's answer of the same search, asked in-process, so the
// page shows what GET /api/businesses/search says (widening, places, open
// status). Islands (web/src/app/islands/swap.ts, search.ts) fetch the next
// URL's HTML while the visitor types and swap the result regions.

import (
	"encoding/json"
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"branchenbuch/internal/directory"
)

const (
	// SearchPageSize is how many results /businesses shows per page (docs/pages.md, "Sizes and timings").
	SearchPageSize = 24
	// searchCities is how many cities the city selector offers (the first 20 of /api/cities).
	searchCities = 20
	// searchMaxPage is the last page the API can answer (its offset limit of 100,000).
	searchMaxPage = 100_000/SearchPageSize + 1
)

// searchRadii are the radius choices in km; the server widens to the same radii.
var searchRadii = []int{5, 10, 25, 50}

// searchCategories are the category select's options, as taxonomy slugs (docs/pages.md, "Sizes and timings").
var searchCategories = []string{"dienstleister", "handwerker", "kfz-werkstatt", "handel", "gastronomie"}

// searchParams is one search as its URL says: ?q=&city=&category=&radius=&sort=&open=&minRating=&website=&photos=&page=
// (query and location, the API's names, are read too). Every value is
// checked; one the page would not offer is its default. The page and the
// list filters are the list pages' (listParams, Page 1..searchMaxPage; its
// Sort, the category page's sortBy, stays "").
type searchParams struct {
	listParams
	Query, City, Category string
	Radius                int    // km, one of searchRadii; 0 = the place itself; needs a City
	Order                 string // sort=: "distance" or "" (relevance); needs a City
}

// parseSearch reads a search from a query string.
func parseSearch(q url.Values) searchParams {
	p := searchParams{
		listParams: readListParams(q, nil, searchMaxPage),
		Query:      searchText(q, "q", "query"),
		City:       searchText(q, "city", "location"),
	}
	if c := searchText(q, "category"); c != "" && !slices.Contains([]string{"all", "alle"}, strings.ToLower(c)) {
		if cat, ok := directory.ResolveCategory(c); ok {
			p.Category = cat.Slug
		}
	}
	if p.City != "" {
		if n, err := strconv.Atoi(q.Get("radius")); err == nil && slices.Contains(searchRadii, n) {
			p.Radius = n
		}
		if q.Get("sort") == "distance" {
			p.Order = "distance"
		}
	}
	return p
}

// searchText is the first of the named parameters that is given: trimmed
// text the API takes (valid UTF-8, no control characters, at most
// directory.MaxQueryLength characters), else "".
func searchText(q url.Values, names ...string) string {
	for _, name := range names {
		v := strings.TrimSpace(q.Get(name))
		if v == "" {
			continue
		}
		if !utf8.ValidString(v) || utf8.RuneCountInString(v) > directory.MaxQueryLength ||
			strings.IndexFunc(v, unicode.IsControl) >= 0 {
			return ""
		}
		return v
	}
	return ""
}

// byDistance tells whether the results are ordered by distance from the place.
func (p searchParams) byDistance() bool {
	return p.City != "" && (p.Radius > 0 || p.Order == "distance")
}

// query is the page's query string, parameters in a fixed order, defaults left out ("" for none).
func (p searchParams) query() string {
	var parts queryParts
	add := parts.add
	add("q", p.Query)
	add("city", p.City)
	add("category", p.Category)
	if p.City != "" && p.Radius > 0 {
		add("radius", strconv.Itoa(p.Radius))
	}
	if p.City != "" && p.Order == "distance" {
		add("sort", "distance")
	}
	p.params(p.Page, add)
	return parts.String()
}

// queryParts are a query string's parameters in the order added.
type queryParts []string

// add adds a parameter; an empty value is left out.
func (q *queryParts) add(k, v string) {
	if v != "" {
		*q = append(*q, k+"="+url.QueryEscape(v))
	}
}

func (q queryParts) String() string { return strings.Join(q, "&") }

// apiCall is the API request of the search.
func (p searchParams) apiCall() string {
	var parts queryParts
	add := parts.add
	add("query", p.Query)
	add("location", p.City)
	add("category", p.Category)
	add("limit", strconv.Itoa(SearchPageSize))
	add("offset", strconv.Itoa((p.Page-1)*SearchPageSize))
	if p.City != "" && p.Radius > 0 {
		add("radius", strconv.Itoa(p.Radius))
	} else if p.City != "" && p.Order == "distance" {
		add("sort", "distance")
	}
	p.filterParams(add)
	return "/api/businesses/search?" + parts.String()
}

// selectView is one select of the hero: disabled ones say why in Title.
type selectView struct {
	ID, Name, Title string
	Options         []option
	Disabled        bool
}

// resultCard is one search result.
type resultCard struct {
	ID                           int64
	Name, Href, MapsHref, Letter string
	Thumbnail                    string
	Category, Place, Address     string
	Status, StatusText           string // "open", "closed", "paused" or ""
	Stars, RatingLabel, Rating   string
	Reviews, Distance            string
	ViewSR, MapSR                string
	Point                        string // the map's point as JSON, "" without coordinates
}

// searchView is the search template's data beside the texts.
type searchView struct {
	Action                     string // the form's action: /businesses in the locale
	Query, City                string
	Hidden                     []option // list filters the form carries on (name=value)
	CitySelect, CategorySelect selectView
	RadiusSelect               selectView
	Sort                       *filterSelect // the distance sort, offered with a place and no radius
	Rating                     filterSelect
	Toggles                    []toggleChoice
	ResetFilters               *filterReset // the URL without list filters, nil when none is on
	ResetAll                   string
	Count                      string // "24 Unternehmen gefunden", "" when the search failed
	ByDistance                 bool
	Places                     []link // "Meinten Sie:" links
	Widened                    string
	Results                    []resultCard
	Failed                     bool
	Retry                      string
	Pager                      *pagerView // nil with one page
	TileURL                    string     // the map's tile URL; "" offers no map
	Script                     string     // the search island's script, "" without a build
}

// SearchPath is the search page, whose list without a query is every listed business.
const SearchPath = "/businesses"

func (c *Ctx) businessesPage(Vars) (*Page, error) {
	c.readQuery = true
	p := parseSearch(c.Query)
	page := &Page{Status: 200, Title: c.title(c.w.search), URL: c.abs(SearchPath), Index: true,
		Description: c.w.searchDesc, Main: "search"}
	if q := p.query(); q != "" {
		page.Query = "?" + q
	}
	v := &searchView{Action: c.Locale.Path(SearchPath), Query: p.Query, City: p.City}
	page.View = &serverView{T: sharedTexts[c.Locale], Locale: c.Locale, Data: v}
	t := TextTree(sharedTexts[c.Locale])
	bt := func(keys ...string) string { return t.text(append([]string{"businesses"}, keys...)...) }
	ft := func(key string) string { return t.text("filters", key) }

	var cities []directory.City
	var res *directory.SearchResult
	if c.req.API != nil {
		if b, ok := c.req.API("/api/cities?limit=" + strconv.Itoa(searchCities)); ok {
			_ = json.Unmarshal(b, &cities)
		}
		if b, ok := c.req.API(p.apiCall()); ok {
			var a directory.SearchResult
			if json.Unmarshal(b, &a) == nil {
				res = &a
			}
		}
	}

	// The hero's selects.
	cityOpts := []option{{"", bt("allCities"), p.City == ""}}
	names := []string{}
	for _, ct := range cities {
		if len(names) < searchCities {
			names = append(names, ct.City)
		}
	}
	if p.City != "" && !slices.Contains(names, p.City) { // a shared link's place outside the first 20
		names = append([]string{p.City}, names...)
	}
	for _, n := range names {
		cityOpts = append(cityOpts, option{n, n, n == p.City})
	}
	catOpts := []option{{"", bt("allCategories"), p.Category == ""}}
	for _, slug := range searchCategories {
		catOpts = append(catOpts, option{slug, bt("categories", slug), slug == p.Category})
	}
	if p.Category != "" && !slices.Contains(searchCategories, p.Category) {
		cat, _ := directory.CategoryBySlug(p.Category)
		catOpts = append(catOpts, option{p.Category, nonEmpty(cat.Name, p.Category), true})
	}
	radiusOpts := []option{{"", bt("radiusExact"), p.Radius == 0}}
	for _, km := range searchRadii {
		radiusOpts = append(radiusOpts, option{strconv.Itoa(km), fillText(bt("radiusKm"), "n", c.num(km)), km == p.Radius})
	}
	v.CitySelect = selectView{ID: "businesses-city", Name: "city", Options: cityOpts}
	v.CategorySelect = selectView{ID: "businesses-category", Name: "category", Options: catOpts}
	v.RadiusSelect = selectView{ID: "businesses-radius", Name: "radius", Options: radiusOpts, Disabled: p.City == "", Title: bt("radiusNeedsPlace")}
	if p.City != "" && p.Radius == 0 {
		v.Sort = &filterSelect{Label: ft("sort"), Form: "search-form", Name: "sort",
			Options: []option{{"", ft("byRelevance"), p.Order == ""}, {"distance", ft("byDistance"), p.Order == "distance"}}}
	}

	// The list filters: toggles as links, the rating as a select of the form.
	with := func(change func(*searchParams)) string {
		n := p
		change(&n)
		n.Page = 1
		return c.searchHref(n)
	}
	v.Toggles = []toggleChoice{
		{Key: "open", Label: ft("open"), Href: with(func(n *searchParams) { n.Open = !n.Open }), On: p.Open},
		{Key: "website", Label: ft("website"), Href: with(func(n *searchParams) { n.Website = !n.Website }), On: p.Website},
		{Key: "photos", Label: ft("photos"), Href: with(func(n *searchParams) { n.Photos = !n.Photos }), On: p.Photos},
	}
	for _, tg := range v.Toggles {
		if tg.On {
			v.Hidden = append(v.Hidden, option{Value: tg.Key, Label: "1"})
		}
	}
	v.Rating = c.ratingSelect("search-form", p.MinRating, option{"", ft("anyRating"), p.MinRating == 0})
	if p.AnyFilter() {
		v.ResetFilters = &filterReset{Href: with(func(n *searchParams) { n.listParams = listParams{} }), Label: ft("reset"), Swap: true}
	}
	v.ResetAll = c.searchHref(searchParams{listParams: listParams{Page: 1}})
	v.TileURL = c.tileURL()
	v.Script = c.asset("src/app/islands/search.ts")

	if res == nil {
		v.Failed, v.Retry = true, c.searchHref(p)
		return page, nil
	}
	total := res.Total
	count := c.num(total)
	if res.TotalCapped {
		count = fillText(bt("countCapped"), "n", count)
	}
	v.Count = fillText(bt("count"), "n", count)
	v.ByDistance = (p.byDistance() || res.WidenedKm > 0) && total > 0

	// The notes of an answer the visitor did not ask for.
	for _, place := range res.Places {
		v.Places = append(v.Places, link{Href: with(func(n *searchParams) { n.City = place }), Text: place})
	}
	if res.WidenedKm > 0 {
		lt := func(key string) string { return t.text("listing", key) }
		km := c.num(int(math.Round(res.WidenedKm)))
		placeTotal := 0
		if res.PlaceTotal != nil {
			placeTotal = *res.PlaceTotal
		}
		switch {
		case placeTotal == 1:
			v.Widened = fillText(lt("widenedFewOne"), "count", c.num(1), "place", p.City, "total", c.num(total), "km", km)
		case placeTotal > 0:
			v.Widened = fillText(lt("widenedFew"), "count", c.num(placeTotal), "place", p.City, "total", c.num(total), "km", km)
		default:
			v.Widened = fillText(lt("widenedNone"), "query", p.Query, "place", p.City, "total", c.num(total), "km", km)
		}
	}

	for i := range res.Businesses {
		if b := &res.Businesses[i]; b.Name != directory.UnavailableName {
			v.Results = append(v.Results, c.resultCard(t, b))
		}
	}

	// The pager: later pages of a widened search ask with its radius, so the list goes on.
	last := min((total+SearchPageSize-1)/SearchPageSize, searchMaxPage)
	v.Pager = c.pagerOf(p.Page, last, func(n int) string {
		np := p
		if res.WidenedKm > 0 && np.Radius == 0 && slices.Contains(searchRadii, int(res.WidenedKm)) {
			np.Radius = int(res.WidenedKm)
		}
		np.Page = n
		return c.searchHref(np)
	})
	if v.Pager != nil {
		v.Pager.Swap = true
	}
	return page, nil
}

// searchHref is the page of a search in the locale.
func (c *Ctx) searchHref(p searchParams) string {
	h := c.Locale.Path(SearchPath)
	if q := p.query(); q != "" {
		h += "?" + q
	}
	return h
}

// resultCard makes a result's card data.
func (c *Ctx) resultCard(t TextTree, b *directory.Business) resultCard {
	card := func(key string) string { return t.text("lists", "card", key) }
	r := resultCard{ID: b.ID, Name: b.Name, Href: c.Locale.Path(BusinessPath(b.URLSlug, b.ID)), MapsHref: mapsHref(b),
		Thumbnail: b.Thumbnail, Category: c.categoryLabel(b), Address: b.Address}
	r.Letter = firstLetter(b.Name)
	if b.City != "" {
		r.Place = withCountry(b.City, b, c.Locale)
	}
	switch {
	case b.BusinessStatus == "CLOSED_TEMPORARILY":
		r.Status, r.StatusText = "paused", card("temporarilyClosed")
	case b.OpenNow != nil && *b.OpenNow:
		r.Status, r.StatusText = "open", card("open")
	case b.OpenNow != nil:
		r.Status, r.StatusText = "closed", card("closed")
	}
	rating := clampRating(b.Rating)
	r.Stars = strconv.FormatFloat(filledShare(rating)*100, 'f', -1, 64) + "%"
	r.Rating = c.rating(rating)
	r.RatingLabel = fillText(card("ratingLabel"), "r", r.Rating)
	r.Reviews = c.reviewText(b.ReviewCount)
	if b.DistanceKm != nil && !math.IsNaN(*b.DistanceKm) && !math.IsInf(*b.DistanceKm, 0) {
		r.Distance = fillText(card("km"), "n", c.distance(*b.DistanceKm))
	}
	r.ViewSR = fillText(t.text("businesses", "viewOf"), "name", b.Name)
	r.MapSR = fillText(t.text("businesses", "mapOf"), "name", b.Name)
	if b.Latitude != nil && b.Longitude != nil && !math.IsNaN(*b.Latitude) && !math.IsNaN(*b.Longitude) {
		pt := map[string]any{"id": b.ID, "lat": *b.Latitude, "lng": *b.Longitude, "name": b.Name, "to": r.Href, "reviews": r.Reviews}
		if rating > 0 {
			pt["rating"] = r.Rating
		}
		if js, err := json.Marshal(pt); err == nil {
			r.Point = string(js)
		}
	}
	return r
}
