package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"strings"

	"branchenbuch/internal/directory"
)

// AdminStats implements directory.AdminStore: the listed count and cities
// come from the storefront's count tables, the rating from admin_hours.
func (s *Store) AdminStats(ctx context.Context) (directory.AdminStats, error) {
	var st directory.AdminStats
	var err error
	if st.TotalBusinesses, err = s.CountListed(ctx); err != nil {
		return st, fmt.Errorf("admin stats: %w", err)
	}
	if err := s.queryRow(ctx, `SELECT count(*) FROM city_counts WHERE city_key <> '`+directory.UnknownCityKey+`' AND business_count > 0`).
		Scan(&st.TotalCities); err != nil {
		return st, fmt.Errorf("admin stats: cities: %w", err)
	}
	// A category counts when one listed business has it; the index on
	// category finds the first one at once for all but all-hidden categories.
	if err := s.queryRow(ctx, `SELECT count(*) FROM admin_facets f WHERE f.facet = 'category' AND f.n > 0 AND f.value <> ''
		AND EXISTS (SELECT 1 FROM businesses b WHERE b.category = f.value AND b.listed)`).Scan(&st.TotalCategories); err != nil {
		return st, fmt.Errorf("admin stats: categories: %w", err)
	}
	var rated, tenths sql.NullInt64
	if err := s.queryRow(ctx, `SELECT sum(rated), sum(rating_tenths) FROM admin_hours`).Scan(&rated, &tenths); err != nil {
		return st, fmt.Errorf("admin stats: rating: %w", err)
	}
	if rated.Int64 > 0 {
		st.AvgRating = math.Round(float64(tenths.Int64)/float64(rated.Int64)) / 10
	}
	return st, nil
}

// AdminFacet implements directory.AdminStore from the count tables that the
// triggers of migration 0003 keep.
func (s *Store) AdminFacet(ctx context.Context, f directory.Facet) ([]directory.FacetCount, error) {
	var rows *sql.Rows
	var err error
	switch f {
	case directory.FacetCategory, directory.FacetType, directory.FacetCity:
		rows, err = s.query(ctx, `SELECT value, label, n FROM admin_facets WHERE facet = ? AND n > 0 AND value <> ''
			ORDER BY n DESC, label, value`, string(f))
	case directory.FacetCountry:
		rows, err = s.query(ctx, `SELECT country_code, max(country), sum(n) FROM admin_hours
			GROUP BY country_code HAVING sum(n) > 0 ORDER BY 3 DESC, 2, 1`)
	default:
		return nil, directory.Errorf(directory.EINVALID, "Unbekannte Filterliste %q.", f).WithKey("unknown_facet", "facet", f)
	}
	if err != nil {
		return nil, fmt.Errorf("admin facet %s: %w", f, err)
	}
	defer rows.Close()
	out := []directory.FacetCount{}
	for rows.Next() {
		var c directory.FacetCount
		if err := rows.Scan(&c.Value, &c.Label, &c.Count); err != nil {
			return nil, err
		}
		if c.Label == "" {
			c.Label = c.Value // a country without its name
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// AdminBusinesses implements directory.AdminStore: the plan (admin_plan.go)
// decides how to count and which index finds the page's ids; then only the
// page's rows are read.
func (s *Store) AdminBusinesses(ctx context.Context, q directory.AdminQuery) ([]directory.Business, int, error) {
	p, err := s.adminPlan(ctx, q)
	if err != nil {
		return nil, 0, fmt.Errorf("admin list: %w", err)
	}
	if p.none {
		return []directory.Business{}, 0, nil
	}
	total, err := s.adminTotal(ctx, p)
	if err != nil {
		return nil, 0, fmt.Errorf("admin list: count: %w", err)
	}
	if q.Offset() >= total {
		return []directory.Business{}, total, nil
	}
	query, args := p.pageSQL(q)
	ids, err := Column[int64](s.adminQuery(ctx, p, query, args...))
	if err != nil {
		return nil, 0, fmt.Errorf("admin list: %w", err)
	}
	bs, err := s.rowsByID(ctx, ids)
	return bs, total, err
}

// adminTotal counts the matches of a plan: from the count tables when they
// hold the answer, otherwise through the cheapest index.
func (s *Store) adminTotal(ctx context.Context, p *adminPlan) (int, error) {
	switch {
	case len(p.terms) == 0:
		return p.all, nil
	case len(p.terms) == 1:
		return p.terms[0].n, nil
	case len(p.terms) == 2 && p.has(kindCountry) && p.has(kindDate):
		return p.both, nil
	}
	driver := -1
	if p.hints {
		best := p.walkCost(0)
		for i := range p.terms {
			if c := p.gatherCost(i, 0); c < best {
				best, driver = c, i
			}
		}
	}
	where, args := p.where(driver)
	counts, err := Column[int](s.adminQuery(ctx, p, `SELECT count(*) FROM businesses b`+where, args...))
	if err != nil || len(counts) != 1 {
		return 0, err
	}
	return counts[0], nil
}

// where renders the plan's filters: the driver's as an index serves it, the
// others so that none does (on engines that plan once, see admin_plan.go).
func (p *adminPlan) where(driver int) (string, []any) {
	if len(p.terms) == 0 {
		return "", nil
	}
	conds := make([]string, len(p.terms))
	var args []any
	for i, t := range p.terms {
		column := t.column
		if p.hints && i != driver {
			column = p.unindexed(column)
		}
		conds[i] = t.cond(column)
		args = append(args, t.args...)
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// pageSQL selects the ids of q's page. When the rows come through an index
// with no order of its own to offer (a date, a country, a search), or a
// filter clusters in the order (see clusters), the order is written so that
// no index serves it either: the planner would otherwise walk the order's
// index, and a search word clusters in the name and category orders
// (Friseur in salon names and in "Friseursalon"), which no planner knows.
func (p *adminPlan) pageSQL(q directory.AdminQuery) (string, []any) {
	where, args := p.where(p.driver)
	wrap := p.idList || p.hints && p.driver >= 0 && p.terms[p.driver].kind >= kindCountry
	for _, t := range p.terms {
		wrap = wrap || !p.hints && p.clusters(t) // SQLite's plan gathers already
	}
	keys := make([]string, len(p.order.keys))
	for i, k := range p.order.keys {
		switch {
		case wrap && numericKeys[k]:
			k += " + 0"
		case wrap:
			k += " || ''"
		}
		if p.desc {
			k += " DESC"
		}
		keys[i] = k
	}
	return `SELECT b.id FROM businesses b` + where + ` ORDER BY ` + strings.Join(keys, ", ") + ` LIMIT ? OFFSET ?`,
		append(args, q.Limit, q.Offset())
}

// numericKeys are the order keys that are numbers.
var numericKeys = map[string]bool{"b.rating": true, "b.review_count": true, "b.id": true}
