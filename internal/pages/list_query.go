package pages

// The query string of the server-rendered list pages (city and category) and
// the search page: the page number, the list filters and the category page's
// sort order, as the filter form and the pager links write them
// (?page=2&open=1&minRating=4). The search page's parameters embed these
// (searchParams), so they are read and written here only.
// They are read strictly: a value that is not exactly one the page offers
// means its default, never an error, so an old or mangled link still opens
// the list.

import (
	"net/url"
	"slices"
	"strconv"
	"time"

	"branchenbuch/internal/directory"
)

// maxListPage is the highest page number a list link may name (the API's bound).
const maxListPage = 10_000

// categorySorts are the category page's sort orders; the first is the default.
var categorySorts = []directory.SortBy{directory.SortRating, directory.SortName, directory.SortCity, directory.SortReviews}

// listParams are what a list page's query string asks for.
type listParams struct {
	Page      int     // from 1
	Open      bool    // "Jetzt geöffnet"
	MinRating float64 // 0 or one of directory.MinRatings
	Website   bool
	Photos    bool
	Sort      directory.SortBy // the category page's order ("" elsewhere)
}

// parseListParams reads the query string of a list page; sorts are the orders
// the page offers (nil: none, the parameter is ignored).
func parseListParams(q url.Values, sorts []directory.SortBy) listParams {
	return readListParams(q, sorts, maxListPage)
}

// readListParams reads the page number (1..maxPage), the filters and the sort
// order; the search page reads its own with its own last page.
func readListParams(q url.Values, sorts []directory.SortBy, maxPage int) listParams {
	p := listParams{Page: 1, Open: flagParam(q, "open"), Website: flagParam(q, "website"), Photos: flagParam(q, "photos")}
	if n, err := strconv.Atoi(single(q, "page")); err == nil && n >= 1 && n <= maxPage && digitsOnly(single(q, "page")) {
		p.Page = n
	}
	if raw := single(q, "minRating"); raw != "" {
		if r, err := strconv.ParseFloat(raw, 64); err == nil && slices.Contains(directory.MinRatings, r) {
			p.MinRating = r
		}
	}
	// A switch of the form without JavaScript flips its filter (toggle=open).
	switch single(q, "toggle") {
	case "open":
		p.Open = !p.Open
	case "website":
		p.Website = !p.Website
	case "photos":
		p.Photos = !p.Photos
	}
	if len(sorts) > 0 {
		p.Sort = sorts[0]
		if s := directory.SortBy(single(q, "sortBy")); slices.Contains(sorts, s) {
			p.Sort = s
		}
	}
	return p
}

// listParams reads the page's query string as a list page's (see parseListParams).
func (c *Ctx) listParams(sorts []directory.SortBy) listParams {
	c.readQuery = true
	return parseListParams(c.Query, sorts)
}

// single is a parameter given once; repeated or absent is "".
func single(q url.Values, name string) string {
	if v := q[name]; len(v) == 1 {
		return v[0]
	}
	return ""
}

// flagParam is a filter switch: on only as "1", the value the form sends.
func flagParam(q url.Values, name string) bool { return single(q, name) == "1" }

// digitsOnly tells whether s is ASCII digits without sign or spaces ("+2", " 2" and "02" are not page numbers).
func digitsOnly(s string) bool {
	if s == "" || s[0] == '0' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// AnyFilter tells whether a filter is set.
func (p listParams) AnyFilter() bool { return p.Open || p.MinRating > 0 || p.Website || p.Photos }

// shownTotal is a list's total as the page tells it: a filtered list is
// counted only up to MaxCountedTotal+1 (directory.CappedTotal), an unfiltered one exactly.
func (p listParams) shownTotal(total int) (int, bool) {
	if !p.AnyFilter() {
		return total, false
	}
	return directory.CappedTotal(total)
}

// filters are the directory's filters of the parameters; "open" means open at now.
func (p listParams) filters(now time.Time) directory.Filters {
	f := directory.Filters{MinRating: p.MinRating, Website: p.Website, Photos: p.Photos}
	if p.Open {
		f.OpenAt = now
	}
	return f
}

// query writes the parameters as a query string in the form's order, leaving out
// defaults; page is the page to link to (1 is left out too).
func (p listParams) query(page int) string {
	var parts queryParts
	p.params(page, parts.add)
	if len(parts) == 0 {
		return ""
	}
	return "?" + parts.String()
}

// ListViewParams are the query parameters that filter or order a list page.
// Its filtered and sorted pages show businesses its plain pages show, so
// robots.txt keeps crawlers to the plain ones (docs/pages.md, "Click depth").
func ListViewParams() []string {
	var names []string
	all := listParams{Open: true, MinRating: directory.MinRatings[0], Website: true, Photos: true, Sort: categorySorts[1]}
	all.params(1, func(k, _ string) { names = append(names, k) })
	return names
}

// params adds the parameters that are not their defaults, in the form's
// order: the sort, the filters, then page (the page to link to).
func (p listParams) params(page int, add func(k, v string)) {
	if p.Sort != "" && p.Sort != categorySorts[0] {
		add("sortBy", string(p.Sort))
	}
	p.filterParams(add)
	if page > 1 {
		add("page", strconv.Itoa(page))
	}
}

// filterParams adds the filters that are on, as the URL and the API name them.
func (p listParams) filterParams(add func(k, v string)) {
	if p.Open {
		add("open", "1")
	}
	if p.MinRating > 0 {
		add("minRating", strconv.FormatFloat(p.MinRating, 'f', -1, 64))
	}
	if p.Website {
		add("website", "1")
	}
	if p.Photos {
		add("photos", "1")
	}
}
