package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"branchenbuch/internal/directory"
)

// Business implements directory.Store.
func (s *Store) Business(ctx context.Context, id int64) (*directory.Business, error) {
	row := s.queryRow(ctx, `SELECT `+detailColumns+` FROM businesses b WHERE b.id = ?`, id)
	return oneBusiness(row)
}

// BusinessBySlug implements directory.Store.
func (s *Store) BusinessBySlug(ctx context.Context, urlSlug string) (*directory.Business, error) {
	row := s.queryRow(ctx, `SELECT `+detailColumns+` FROM businesses b WHERE b.url_slug = ? AND b.listed`, urlSlug)
	return oneBusiness(row)
}

func oneBusiness(row *sql.Row) (*directory.Business, error) {
	b, err := scanBusiness(row, true)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, directory.Errorf(directory.ENOTFOUND, "Unternehmen nicht gefunden.").WithKey("business_not_found")
	}
	if err != nil {
		return nil, err
	}
	return &b, nil
}

// Popular implements directory.Store.
func (s *Store) Popular(ctx context.Context, limit int) ([]directory.Business, error) {
	rows, err := s.query(ctx, `SELECT `+listColumns+` FROM businesses b WHERE b.listed
		ORDER BY `+rankOrder+` LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	return scanBusinesses(rows)
}

// CityBusinesses implements directory.Store.
func (s *Store) CityBusinesses(ctx context.Context, city string, q directory.ListQuery) ([]directory.Business, int, error) {
	key := directory.CityKey(city)
	return s.list(ctx, list{count: `SELECT business_count FROM city_counts WHERE city_key = ?`, where: `b.city_key = ?`,
		keys: []any{key}, order: rankOrder}, q)
}

// CityCategoryBusinesses implements directory.Store. The walk is
// businesses_cat_city's (category, city, then rank order), so a page reads
// its rows only, never the city's others.
func (s *Store) CityCategoryBusinesses(ctx context.Context, city, slug string, q directory.ListQuery) ([]directory.Business, int, error) {
	return s.list(ctx, list{count: `SELECT business_count FROM city_category_counts WHERE category_slug = ? AND city_key = ?`,
		where: `b.category_slug = ? AND b.city_key = ?`, keys: []any{slug, directory.CityKey(city)}, order: rankOrder}, q)
}

// categoryOrders are the allow-listed orders of a category list.
var categoryOrders = map[directory.SortBy]string{
	directory.SortRating:  rankOrder,
	directory.SortReviews: `b.review_count DESC, b.score DESC, b.id`,
	directory.SortName:    `b.name_key, b.id`,
	directory.SortCity:    `b.city_key, ` + rankOrder, // businesses_cat_city, also the walk of one city's category
}

// CategoryBusinesses implements directory.Store.
func (s *Store) CategoryBusinesses(ctx context.Context, slug string, q directory.ListQuery) ([]directory.Business, int, error) {
	order, ok := categoryOrders[q.SortBy]
	if !ok {
		return nil, 0, directory.Errorf(directory.EINVALID, "Unbekannte Sortierung %q.", q.SortBy).WithKey("unknown_sort", "sort", q.SortBy)
	}
	return s.list(ctx, list{count: `SELECT business_count FROM category_counts WHERE slug = ?`, where: `b.category_slug = ?`,
		keys: []any{slug}, order: order}, q)
}

// list is a city's, a category's or a city's category's list: the
// maintained count of the keys, the condition on businesses with the same
// keys and the order.
type list struct {
	count, where, order string
	keys                []any
}

// list reads one page of a list and its total: the maintained count
// without filters, counted (up to directory.MaxCountedTotal+1) with them.
func (s *Store) list(ctx context.Context, l list, q directory.ListQuery) ([]directory.Business, int, error) {
	where, args := []string{"b.listed", l.where}, slices.Clip(l.keys)
	var total int
	if q.Filters.Any() {
		if none, err := s.prepareFilters(ctx, q.Filters); err != nil {
			return nil, 0, err
		} else if none {
			return []directory.Business{}, 0, nil
		}
		w, a := FilterSQL(q.Filters, "b.")
		where, args = append(where, w...), append(args, a...)
		n, err := s.countUpTo(ctx, `SELECT 1 FROM businesses b WHERE `+strings.Join(where, " AND "), args, q.Filters, l.order)
		if err != nil {
			return nil, 0, err
		}
		if total = n; total == 0 {
			return []directory.Business{}, 0, nil // a rare filter walked the whole list already
		}
	} else if err := s.count(ctx, l.count, l.keys, &total); err != nil {
		return nil, 0, err
	}
	cond, page := strings.Join(where, " AND "), `ORDER BY `+l.order+` LIMIT ? OFFSET ?`
	query := `SELECT ` + listColumns + ` FROM businesses b WHERE ` + cond + ` ` + page
	if q.Filters.Any() {
		// The page's ids from the list's index alone (it carries the filter
		// columns), then just their rows: PostgreSQL otherwise reads the
		// table row of every entry it walks before testing a filter (p99 of
		// filtered category pages 22 → 4 ms at 500,000). Without filters
		// the walk reads only the page's rows anyway, and the extra step
		// cost 0.2–0.4 ms.
		query = `SELECT ` + listColumns + ` FROM businesses b WHERE b.id IN (
			SELECT b.id FROM businesses b WHERE ` + cond + ` ` + page + `) ORDER BY ` + l.order
	}
	rows, err := s.query(ctx, query, append(args, q.Limit, q.Offset())...)
	if err != nil {
		return nil, 0, err
	}
	bs, err := scanBusinesses(rows)
	return bs, total, err
}

// count reads one maintained count (see counts.go); a missing row is 0.
// It is kept like the counted ones (data_cache.go): the next page of the
// list, or the same list for another visitor, then costs one statement,
// its rows (on PostgreSQL each statement's parse and bind cost more than
// reading the count; docs/benchmarks.md, "At scale, eleventh round").
func (s *Store) count(ctx context.Context, query string, keys []any, n *int) error {
	var err error
	*n, err = s.counted(ctx, fmt.Sprint(query, keys), time.Time{}, func() (int, error) {
		var c int
		err := s.queryRow(ctx, query, keys...).Scan(&c)
		if errors.Is(err, sql.ErrNoRows) {
			return 0, nil
		}
		return c, err
	})
	return err
}

// Settings implements directory.Store.
func (s *Store) Settings(ctx context.Context) (directory.Settings, error) {
	rows, err := s.query(ctx, `SELECT key, value FROM settings`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := directory.Settings{}
	for rows.Next() {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			return nil, err
		}
		out[k] = v
	}
	return out, rows.Err()
}

// SaveSettings implements directory.Store.
func (s *Store) SaveSettings(ctx context.Context, set directory.Settings) error {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, k := range sortedKeys(set) {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO settings (key, value) VALUES (?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value`), k, set[k]); err != nil {
			return err
		}
	}
	return tx.Commit()
}
