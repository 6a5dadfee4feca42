package sqlstore

import (
	"context"
	"database/sql"
	"errors"

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
		return nil, directory.Errorf(directory.ENOTFOUND, "Unternehmen nicht gefunden.")
	}
	if err != nil {
		return nil, err
	}
	return &b, nil
}

// Popular implements directory.Store.
func (s *Store) Popular(ctx context.Context, limit int) ([]directory.Business, error) {
	rows, err := s.query(ctx, `SELECT `+listColumns+` FROM businesses b WHERE b.listed
		ORDER BY b.score DESC, b.review_count DESC, b.id LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	return scanBusinesses(rows)
}

// CityBusinesses implements directory.Store.
func (s *Store) CityBusinesses(ctx context.Context, city string, q directory.ListQuery) ([]directory.Business, int, error) {
	key := directory.CityKey(city)
	var total int
	if err := s.count(ctx, `SELECT business_count FROM city_counts WHERE city_key = ?`, key, &total); err != nil {
		return nil, 0, err
	}
	rows, err := s.query(ctx, `SELECT `+listColumns+` FROM businesses b WHERE b.listed AND b.city_key = ?
		ORDER BY b.score DESC, b.review_count DESC, b.id LIMIT ? OFFSET ?`, key, q.Limit, q.Offset())
	if err != nil {
		return nil, 0, err
	}
	bs, err := scanBusinesses(rows)
	return bs, total, err
}

// categoryOrders are the allow-listed orders of a category list.
var categoryOrders = map[directory.SortBy]string{
	directory.SortRating:  `b.score DESC, b.review_count DESC, b.id`,
	directory.SortReviews: `b.review_count DESC, b.score DESC, b.id`,
	directory.SortName:    `b.name_key, b.id`,
	directory.SortCity:    `b.city_key, b.score DESC, b.id`,
}

// CategoryBusinesses implements directory.Store.
func (s *Store) CategoryBusinesses(ctx context.Context, slug string, q directory.ListQuery) ([]directory.Business, int, error) {
	order, ok := categoryOrders[q.SortBy]
	if !ok {
		return nil, 0, directory.Errorf(directory.EINVALID, "Unbekannte Sortierung %q.", q.SortBy)
	}
	var total int
	if err := s.count(ctx, `SELECT business_count FROM category_counts WHERE slug = ?`, slug, &total); err != nil {
		return nil, 0, err
	}
	rows, err := s.query(ctx, `SELECT `+listColumns+` FROM businesses b WHERE b.listed AND b.category_slug = ?
		ORDER BY `+order+` LIMIT ? OFFSET ?`, slug, q.Limit, q.Offset())
	if err != nil {
		return nil, 0, err
	}
	bs, err := scanBusinesses(rows)
	return bs, total, err
}

// count reads one maintained count (see counts.go); a missing row is 0.
func (s *Store) count(ctx context.Context, query string, key string, n *int) error {
	err := s.queryRow(ctx, query, key).Scan(n)
	if errors.Is(err, sql.ErrNoRows) {
		*n = 0
		return nil
	}
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
