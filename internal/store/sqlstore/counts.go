package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strings"
	"time"

	"branchenbuch/internal/directory"
)

// countDeltas collects how a batch changes the per-city and per-category
// counts, so that the counts tables stay exact without recounting.
type countDeltas struct {
	cities     map[string]int
	cityNames  map[string]string
	categories map[string]int
}

func newCountDeltas() *countDeltas {
	return &countDeltas{cities: map[string]int{}, cityNames: map[string]string{}, categories: map[string]int{}}
}

// move takes away what prev contributed and adds what b contributes now.
func (c *countDeltas) move(prev *previous, b *directory.Business) {
	if prev != nil && prev.listed {
		c.add(prev.cityKey, prev.city, prev.categorySlug, -1)
	}
	if b.Listed() {
		c.add(directory.CityKey(b.City), b.City, b.CategorySlug, +1)
	}
}

func (c *countDeltas) add(cityKey, city, slug string, d int) {
	if cityKey != "" {
		c.cities[cityKey] += d
		if _, ok := c.cityNames[cityKey]; !ok || d > 0 {
			c.cityNames[cityKey] = city
		}
	}
	c.categories[slug] += d
}

func (s *Store) applyCounts(ctx context.Context, tx *sql.Tx, c *countDeltas) error {
	for _, key := range sortedKeys(c.cities) {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO city_counts (city_key, city, business_count) VALUES (?, ?, ?)
			ON CONFLICT (city_key) DO UPDATE SET business_count = city_counts.business_count + excluded.business_count`),
			key, c.cityNames[key], c.cities[key]); err != nil {
			return fmt.Errorf("city count %q: %w", key, err)
		}
	}
	for _, slug := range sortedKeys(c.categories) {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO category_counts (slug, business_count) VALUES (?, ?)
			ON CONFLICT (slug) DO UPDATE SET business_count = category_counts.business_count + excluded.business_count`),
			slug, c.categories[slug]); err != nil {
			return fmt.Errorf("category count %q: %w", slug, err)
		}
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM city_counts WHERE business_count <= 0`); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM category_counts WHERE business_count <= 0`)
	return err
}

// addTerms records new words in the vocabulary that typo tolerance consults.
func (s *Store) addTerms(ctx context.Context, tx *sql.Tx, words map[string]bool) error {
	const chunk = 200
	terms := sortedKeys(words)
	for len(terms) > 0 {
		n := min(chunk, len(terms))
		args := make([]any, n)
		for i, t := range terms[:n] {
			args[i] = t
		}
		marks := strings.TrimSuffix(strings.Repeat("(?), ", n), ", ")
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO search_terms (term) VALUES `+marks+` ON CONFLICT DO NOTHING`), args...); err != nil {
			return fmt.Errorf("add search terms: %w", err)
		}
		terms = terms[n:]
	}
	return nil
}

// Cities implements directory.Store. The placeholder city "Unknown" is left out.
func (s *Store) Cities(ctx context.Context) ([]directory.City, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT city, business_count FROM city_counts
		WHERE city_key <> 'unknown' ORDER BY business_count DESC, city_key`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []directory.City{}
	for rows.Next() {
		var c directory.City
		if err := rows.Scan(&c.City, &c.BusinessCount); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// CategoryCounts implements directory.Store.
func (s *Store) CategoryCounts(ctx context.Context) ([]directory.CategoryCount, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT slug, business_count FROM category_counts ORDER BY slug`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []directory.CategoryCount
	for rows.Next() {
		var c directory.CategoryCount
		if err := rows.Scan(&c.Slug, &c.Count); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// CountListed implements directory.Store.
func (s *Store) CountListed(ctx context.Context) (int, error) {
	var n sql.NullInt64
	err := s.read.QueryRowContext(ctx, `SELECT sum(business_count) FROM category_counts`).Scan(&n)
	return int(n.Int64), err
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func msTime(ms int64) time.Time { return time.UnixMilli(ms).UTC() }
