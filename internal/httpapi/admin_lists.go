package httpapi

import (
	"net/http"
	"strings"
	"time"

	"branchenbuch/internal/directory"
)

// The operator's table: 20 rows a page (docs/api.md, "Operator calls"). Pages deeper than
// maxAdminOffset rows are refused: the panel's pager shows pages 1 to 5,
// and a filter or the search finds any business faster than paging does.
const (
	defaultAdminLimit = 20
	maxAdminOffset    = 10_000
)

// adminRow is a list row of the operator's table, which shows hidden
// businesses too and so always says whether one is.
type adminRow struct {
	directory.Business
	Hidden bool `json:"hidden"`
}

// adminPage is the answer of GET /api/admin/businesses.
type adminPage struct {
	Businesses []adminRow `json:"businesses"`
	Total      int        `json:"total"`
	Page       int        `json:"page"`
	TotalPages int        `json:"totalPages"`
}

func (s *Server) adminStats(w http.ResponseWriter, r *http.Request) {
	st, err := s.store.AdminStats(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, "", st)
}

// adminBusinesses answers the operator's table: every business, listed or
// not, filtered, sorted and paged.
func (s *Server) adminBusinesses(w http.ResponseWriter, r *http.Request) {
	q := newQuery(r)
	aq := directory.AdminQuery{
		Search:   q.text("search"),
		Category: q.filter("category"),
		Type:     q.filter("type"),
		City:     q.filter("city"),
		Country:  strings.ToUpper(q.filter("country")),
		Website:  q.filter("website"),
		Page:     q.integer("page", 1, 1, maxPage),
		Limit:    q.limit(defaultAdminLimit),
	}
	aq.CreatedFrom, aq.CreatedTo = q.pastDay("date", s.now())
	aq.SortBy, aq.Desc = q.adminSort()
	if q.err == nil && aq.Offset() > maxAdminOffset {
		q.fail(invalid("Seite %d liegt zu weit hinten: höchstens %d Einträge lassen sich überspringen. Bitte mit Suche oder Filtern eingrenzen.",
			aq.Page, maxAdminOffset).WithKey("page_too_far", "page", aq.Page, "max", maxAdminOffset))
	}
	if q.err != nil {
		writeError(w, r, q.err)
		return
	}
	bs, total, err := s.store.AdminBusinesses(r.Context(), aq)
	if err != nil {
		writeError(w, r, err)
		return
	}
	rows := make([]adminRow, 0, len(bs))
	for _, b := range s.listRows(bs) {
		rows = append(rows, adminRow{Business: b, Hidden: b.Hidden})
	}
	writeJSON(w, r, http.StatusOK, "", adminPage{Businesses: rows, Total: total, Page: aq.Page, TotalPages: totalPages(total, aq.Limit)})
}

// filter returns a filter parameter; empty and "all" (what the panel's
// selects send for no choice) mean no filter.
func (q *query) filter(name string) string {
	v := q.text(name)
	if strings.EqualFold(v, "all") {
		return ""
	}
	return v
}

// pastDay reads a date (YYYY-MM-DD) as the bounds of that day in
// Europe/Berlin; a day after today is refused.
func (q *query) pastDay(name string, now time.Time) (from, to time.Time) {
	v := q.filter(name)
	if v == "" {
		return
	}
	from, to, ok := directory.BerlinDay(v)
	switch {
	case !ok:
		q.fail(invalid("Parameter %s ist kein gültiges Datum (JJJJ-MM-TT): %q.", name, v).WithKey("date_invalid", "value", v))
	case v > directory.BerlinDate(now):
		q.fail(invalid("Das Datum %s liegt in der Zukunft; es darf höchstens heute sein.", v).WithKey("date_in_future", "value", v))
	default:
		return from, to
	}
	return time.Time{}, time.Time{}
}

// adminSort reads sortBy (default name) and sortOrder (asc or desc, default
// asc); anything else is refused.
func (q *query) adminSort() (directory.AdminSort, bool) {
	by := directory.AdminSort(q.text("sortBy"))
	if by == "" {
		by = directory.AdminSortName
	}
	known := false
	for _, s := range directory.AdminSorts {
		known = known || s == by
	}
	if !known {
		q.fail(invalid("Unbekannte Sortierung %q (möglich: name, city, category, rating, reviewCount).", by).WithKey("unknown_sort", "sort", by))
	}
	switch order := q.text("sortOrder"); strings.ToLower(order) {
	case "", "asc":
		return by, false
	case "desc":
		return by, true
	default:
		q.fail(invalid("Unbekannte Sortierrichtung %q (möglich: asc, desc).", order).WithKey("unknown_order", "order", order))
		return by, false
	}
}

// The facet lists' entries, each in its own field names (docs/api.md, "Operator calls").
type (
	categoryFacet struct {
		Category string `json:"category"`
		Count    int    `json:"count"`
	}
	cityFacet struct {
		City  string `json:"city"`
		Count int    `json:"count"`
	}
	typeFacet struct {
		Type  string `json:"type"`
		Count int    `json:"count"`
	}
	countryFacet struct {
		Country     string `json:"country"`
		CountryCode string `json:"countryCode"`
		Count       int    `json:"count"`
	}
)

func (s *Server) adminCategories(w http.ResponseWriter, r *http.Request) {
	writeFacet(s, w, r, directory.FacetCategory, func(c directory.FacetCount) categoryFacet { return categoryFacet{c.Label, c.Count} })
}

func (s *Server) adminCities(w http.ResponseWriter, r *http.Request) {
	writeFacet(s, w, r, directory.FacetCity, func(c directory.FacetCount) cityFacet { return cityFacet{c.Label, c.Count} })
}

func (s *Server) adminTypes(w http.ResponseWriter, r *http.Request) {
	writeFacet(s, w, r, directory.FacetType, func(c directory.FacetCount) typeFacet { return typeFacet{c.Label, c.Count} })
}

func (s *Server) adminCountries(w http.ResponseWriter, r *http.Request) {
	writeFacet(s, w, r, directory.FacetCountry, func(c directory.FacetCount) countryFacet { return countryFacet{c.Label, c.Value, c.Count} })
}

// writeFacet answers a facet list, each entry in its own JSON shape. An
// optional limit keeps the largest entries only: the city list has about
// 12,000 entries at 500,000 businesses, of which the panel shows 30.
func writeFacet[T any](s *Server, w http.ResponseWriter, r *http.Request, f directory.Facet, entry func(directory.FacetCount) T) {
	q := newQuery(r)
	limit := q.integer("limit", 0, 1, 1<<20)
	if q.err != nil {
		writeError(w, r, q.err)
		return
	}
	counts, err := s.store.AdminFacet(r.Context(), f)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if limit > 0 && len(counts) > limit {
		counts = counts[:limit]
	}
	out := make([]T, len(counts))
	for i, c := range counts {
		out[i] = entry(c)
	}
	writeJSON(w, r, http.StatusOK, "", out)
}
