package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"math"
	"strings"
	"time"

	"branchenbuch/internal/directory"
)

// How the operator's table stays fast at 500,000 rows. Every filter has an
// index (indexes.sql) and a count: category, type and city in admin_facets,
// country and creation hour in admin_hours, search in the word index. A page
// is found one of two ways:
//
//   - gather: one filter's index yields its rows, which the other filters
//     test; the category, type and city indexes hold every column the query
//     needs, so even 30,000 rows cost a few milliseconds, and already come
//     in name order.
//   - walk: the sort order's index is read in order until the page is full,
//     testing each filter on the way; cheap when the filters let most rows
//     through (a country, a busy day, a common word), hopeless when they
//     let few through.
//
// PostgreSQL plans each query with its values and the statistics of every
// value, so it gets plain SQL. SQLite plans a prepared query once for all
// values, so the plan is made here from the counts, and the SQL says which
// index to use: a condition that must not use an index gets SQLite's unary
// + (+b.category = ?), a no-op that keeps every index from serving it, and
// so does an order key (b.rating + 0, or a text key joined with the empty
// string; valid in both).
//
// The costs are microseconds per row with modernc SQLite on 500,000
// businesses; only their ratios matter.
const (
	costCovered = 0.4  // an entry of an index holding every needed column, read and sorted
	costWalk    = 0.25 // an entry of an index read in the table's order
	costRow     = 5    // a row of businesses looked up by id
)

type termKind int

const (
	kindCategory termKind = iota
	kindType
	kindCity
	kindCountry
	kindDate
	kindSearch
	kindWebsite
)

// adminTerm is one filter of the table.
type adminTerm struct {
	kind   termKind
	column string // the column its index starts with
	// cond writes the condition on a column expression: the column itself,
	// or the column as no index serves it (Dialect.Unindexed)
	cond func(column string) string
	args []any
	n    int // businesses matching this filter alone
}

// adminOrder is an allow-listed order: columns, most significant first.
type adminOrder struct {
	keys []string
	wide bool // its index holds every filter column, so a walk reads no rows
}

// adminOrders maps each allowed sortBy to SQL; nothing else reaches a query.
var adminOrders = map[directory.AdminSort]adminOrder{
	directory.AdminSortName:        {keys: []string{"b.name_key", "b.id"}},
	directory.AdminSortCity:        {keys: []string{"b.city_key", "b.name_key", "b.id"}, wide: true},
	directory.AdminSortCategory:    {keys: []string{"b.category", "b.name_key", "b.id"}, wide: true},
	directory.AdminSortRating:      {keys: []string{"b.rating", "b.review_count", "b.id"}, wide: true},
	directory.AdminSortReviewCount: {keys: []string{"b.review_count", "b.rating", "b.id"}, wide: true},
}

// adminPlan is how one request of the table is answered.
type adminPlan struct {
	terms []adminTerm
	all   int  // businesses in the table
	both  int  // businesses matching the country and the date, when both filter
	none  bool // a filter nothing matches
	hints bool // the SQL must choose the indexes (SQLite)
	// unindexed writes a column so that no index serves a condition on it
	unindexed func(column string) string
	driver    int // the term whose index finds the page, or -1 to walk the order's index
	order     adminOrder
	desc      bool
	// uncached: the queries carry search words or ids and must not fill
	// the statement cache
	uncached bool
	idList   bool // the search is a list of ids, which drives (AdminMatch.IDList)
}

const hourMs = int64(time.Hour / time.Millisecond)

// adminPlan reads the counts of q's filters and decides how to find its page.
func (s *Store) adminPlan(ctx context.Context, q directory.AdminQuery) (*adminPlan, error) {
	order, ok := adminOrders[q.SortBy]
	if !ok {
		return nil, directory.Errorf(directory.EINVALID, "Unbekannte Sortierung %q.", q.SortBy).WithKey("unknown_sort", "sort", q.SortBy)
	}
	p := &adminPlan{order: order, desc: q.Desc, hints: !s.dialect.PlansWithValues(),
		unindexed: s.dialect.Unindexed, driver: -1}
	if err := s.queryRow(ctx, `SELECT coalesce(sum(n), 0) FROM admin_hours`).Scan(&p.all); err != nil {
		return nil, err
	}
	facets := []struct {
		kind   termKind
		facet  directory.Facet
		column string
		value  string
	}{
		{kindCategory, directory.FacetCategory, "b.category", q.Category},
		{kindType, directory.FacetType, "b.type", q.Type},
		{kindCity, directory.FacetCity, "b.city_key", directory.CityKey(q.City)},
	}
	for _, f := range facets {
		if f.value == "" {
			continue
		}
		t := adminTerm{kind: f.kind, column: f.column, cond: equals, args: []any{f.value}}
		err := s.queryRow(ctx, `SELECT n FROM admin_facets WHERE facet = ? AND value = ?`, string(f.facet), f.value).Scan(&t.n)
		if err != nil && !errors.Is(err, sql.ErrNoRows) { // no row: no business has the value
			return nil, err
		}
		p.terms = append(p.terms, t)
	}
	if err := s.planHours(ctx, p, q); err != nil {
		return nil, err
	}
	if err := s.planSearch(ctx, p, q.Search); err != nil {
		return nil, err
	}
	if err := s.planWebsite(ctx, p, q.Website); err != nil {
		return nil, err
	}
	for _, t := range p.terms {
		p.none = p.none || t.n == 0
	}
	p.choose(q.Offset() + q.Limit)
	return p, nil
}

// planHours adds the country and date filters, counted from admin_hours. A
// country or day that every business has filters nothing (one country, or
// one import so far) and is left out, so the count tables still answer.
func (s *Store) planHours(ctx context.Context, p *adminPlan, q directory.AdminQuery) error {
	var terms []adminTerm
	var conds []string
	var args []any
	if q.Country != "" {
		t := adminTerm{kind: kindCountry, column: "b.country_code", cond: equals, args: []any{q.Country}}
		if err := s.hourCount(ctx, &t.n, "country_code = ?", q.Country); err != nil {
			return err
		}
		terms, conds, args = append(terms, t), append(conds, "country_code = ?"), append(args, q.Country)
	}
	if !q.CreatedFrom.IsZero() || !q.CreatedTo.IsZero() {
		from, to := q.CreatedFrom.UnixMilli(), q.CreatedTo.UnixMilli()
		if from%hourMs != 0 || to%hourMs != 0 || to <= from {
			return directory.Errorf(directory.EINVALID, "Der Zeitraum muss aus ganzen Stunden bestehen.").WithKey("date_range_hours")
		}
		t := adminTerm{kind: kindDate, column: "b.created_at", cond: func(c string) string { return c + " >= ? AND " + c + " < ?" },
			args: []any{from, to}}
		if err := s.hourCount(ctx, &t.n, "hour >= ? AND hour < ?", from/hourMs, to/hourMs); err != nil {
			return err
		}
		terms, conds, args = append(terms, t), append(conds, "hour >= ? AND hour < ?"), append(args, from/hourMs, to/hourMs)
	}
	if len(terms) == 2 {
		if err := s.hourCount(ctx, &p.both, strings.Join(conds, " AND "), args...); err != nil {
			return err
		}
		if p.both == p.all {
			return nil
		}
	}
	for _, t := range terms {
		if t.n != p.all {
			p.terms = append(p.terms, t)
		}
	}
	return nil
}

// websiteConds are the conditions of the website filter: the last check of
// the business's current website (a check of an earlier one does not count).
var websiteConds = map[string]string{
	directory.WebsiteValid:     `EXISTS (SELECT 1 FROM website_checks c WHERE c.business_id = b.id AND c.url = b.website AND c.valid = 1)`,
	directory.WebsiteInvalid:   `EXISTS (SELECT 1 FROM website_checks c WHERE c.business_id = b.id AND c.url = b.website AND c.valid = 0)`,
	directory.WebsiteUnchecked: `b.website <> '' AND NOT EXISTS (SELECT 1 FROM website_checks c WHERE c.business_id = b.id AND c.url = b.website)`,
}

// planWebsite adds the website filter, counted over website_checks.
func (s *Store) planWebsite(ctx context.Context, p *adminPlan, website string) error {
	if website == "" {
		return nil
	}
	cond, ok := websiteConds[website]
	if !ok {
		return directory.Errorf(directory.EINVALID, "Bilinmeyen web sitesi filtresi %q (valid, invalid veya unchecked).", website)
	}
	t := adminTerm{kind: kindWebsite, cond: func(string) string { return cond }}
	// Counted from the checks, not by testing every business.
	var valid, invalid, withSite int
	if err := s.queryRow(ctx, `SELECT coalesce(sum(c.valid), 0), count(*) - coalesce(sum(c.valid), 0)
		FROM website_checks c JOIN businesses b ON b.id = c.business_id AND b.website = c.url`).Scan(&valid, &invalid); err != nil {
		return err
	}
	switch website {
	case directory.WebsiteValid:
		t.n = valid
	case directory.WebsiteInvalid:
		t.n = invalid
	default:
		if err := s.queryRow(ctx, `SELECT count(*) FROM businesses WHERE website <> ''`).Scan(&withSite); err != nil {
			return err
		}
		t.n = withSite - valid - invalid
	}
	p.terms = append(p.terms, t)
	return nil
}

// equals is the condition column = ?.
func equals(column string) string { return column + " = ?" }

// hourCount sums admin_hours where cond holds.
func (s *Store) hourCount(ctx context.Context, n *int, cond string, args ...any) error {
	return s.queryRow(ctx, `SELECT coalesce(sum(n), 0) FROM admin_hours WHERE `+cond, args...).Scan(n)
}

// choose picks the cheapest way to the first rows rows of the order.
func (p *adminPlan) choose(rows int) {
	if !p.hints || p.none || len(p.terms) == 0 {
		return
	}
	best := p.walkCost(rows)
	for i := range p.terms {
		if c := p.gatherCost(i, rows); c < best {
			best, p.driver = c, i
		}
	}
}

// gatherCost is the cost of finding rows rows through term i's index, or
// of counting its matches with rows 0.
func (p *adminPlan) gatherCost(i, rows int) float64 {
	t := p.terms[i]
	n := float64(t.n)
	switch t.kind {
	case kindCategory, kindType, kindCity:
		// Their indexes start (column, name_key, id): in name order, and in
		// the order's own column for city and category.
		ordered := p.order.keys[0] == "b.name_key" || p.order.keys[0] == t.column
		if ordered && rows > 0 {
			n = math.Min(n, float64(rows))
		}
		return n * costCovered
	case kindWebsite: // tested row by row (websiteConds), never gathered
		return math.Inf(1)
	default: // the date and country indexes hold only ids; search finds ids
		return n * costRow
	}
}

// walkCost estimates reading the order's index until rows rows passed every
// filter, taking the filters as independent. Only indexes that hold the
// filters' columns are walked: a name can say much about a category, and
// reading a row per entry through a run of non-matching names is the one
// way this table gets slow.
func (p *adminPlan) walkCost(rows int) float64 {
	density, build := 1.0, 0.0
	for _, t := range p.terms {
		density *= float64(t.n) / float64(max(p.all, 1))
		// A filter on the order's own column matches one run of the index,
		// which a walk reaches only after every smaller value; so do
		// filters that cluster in the order.
		if t.column == p.order.keys[0] || p.clusters(t) {
			return math.Inf(1)
		}
		switch t.kind {
		case kindSearch:
			build = float64(t.n) * costWalk // the set of matching ids, made once
		case kindCategory, kindType, kindCity:
			if !p.order.wide {
				return math.Inf(1)
			}
		}
	}
	if rows == 0 {
		return float64(p.all)*costWalk + build
	}
	return math.Min(float64(p.all), float64(rows)/density)*costWalk + build
}

// clusters reports whether t's matches gather in one part of the order, so
// that walking it to them passes most of the table, which no planner can
// foresee: type and category mostly agree (Outscraper writes the same value
// into both).
func (p *adminPlan) clusters(t adminTerm) bool {
	return t.kind == kindType && p.order.keys[0] == "b.category"
}

func (p *adminPlan) has(k termKind) bool {
	for _, t := range p.terms {
		if t.kind == k {
			return true
		}
	}
	return false
}
