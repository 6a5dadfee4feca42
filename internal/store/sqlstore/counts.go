package sqlstore

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"branchenbuch/internal/directory"
)

// countDeltas collects how a batch changes the per-city, per-category,
// per-city-and-category and per-postal-code-and-city counts, so that the
// counts tables stay exact without recounting.
type countDeltas struct {
	cities     map[string]int
	cityNames  map[string]string
	countries  map[string]string // a city's country: of the business last added to it
	categories map[string]*categoryDelta
	pairs      map[twoKeys]int // city key, category slug
	postals    map[twoKeys]int // postal code, city key
}

// twoKeys is a row key of city_category_counts or postal_city_counts.
type twoKeys struct{ first, second string }

// categoryDelta is a change of a category's count and of the sums behind
// its average rating (directory.RatingWeight).
type categoryDelta struct {
	n              int
	reviews, stars int64
}

func newCountDeltas() *countDeltas {
	return &countDeltas{cities: map[string]int{}, cityNames: map[string]string{}, countries: map[string]string{},
		categories: map[string]*categoryDelta{}, pairs: map[twoKeys]int{}, postals: map[twoKeys]int{}}
}

// move takes away what prev contributed and adds what b contributes now.
func (c *countDeltas) move(prev *previous, b *directory.Business) {
	if prev != nil && prev.listed {
		c.add(prev.cityKey, prev.city, prev.categorySlug, -1, -prev.reviews, -prev.stars)
		c.addPostal(prev.postalCode, prev.cityKey, -1)
	}
	if b.Listed() {
		reviews, stars := directory.RatingWeight(b)
		key := directory.CityKey(b.City)
		c.add(key, b.City, b.CategorySlug, +1, reviews, stars)
		c.addPostal(b.PostalCode, key, +1)
		if key != "" {
			c.countries[key] = b.CountryCode
		}
	}
}

// addPostal counts a business under its postal code and city key, the
// empty key too; one without a postal code lies in no postal area.
func (c *countDeltas) addPostal(code, cityKey string, d int) {
	if code != "" {
		c.postals[twoKeys{code, cityKey}] += d
	}
}

func (c *countDeltas) add(cityKey, city, slug string, d int, reviews, stars int64) {
	if cityKey != "" {
		c.cities[cityKey] += d
		if _, ok := c.cityNames[cityKey]; !ok || d > 0 {
			c.cityNames[cityKey] = city
		}
		c.pairs[twoKeys{cityKey, slug}] += d
	}
	cd := c.categories[slug]
	if cd == nil {
		cd = &categoryDelta{}
		c.categories[slug] = cd
	}
	cd.n, cd.reviews, cd.stars = cd.n+d, cd.reviews+reviews, cd.stars+stars
}

func (s *Store) applyCounts(ctx context.Context, tx *sql.Tx, c *countDeltas) error {
	var cities, categories []any
	for _, key := range sortedKeys(c.cities) {
		if c.cities[key] != 0 {
			cities = append(cities, key, c.cityNames[key], c.cities[key], c.countries[key])
		}
	}
	for _, slug := range sortedKeys(c.categories) {
		if d := c.categories[slug]; *d != (categoryDelta{}) {
			categories = append(categories, slug, d.n, d.reviews, d.stars)
		}
	}
	if err := ExecChunks(ctx, tx, s.dialect.Rebind, `INSERT INTO city_counts (city_key, city, business_count, country_code) VALUES `,
		"(?, ?, ?, ?)", ` ON CONFLICT (city_key) DO UPDATE SET business_count = city_counts.business_count + excluded.business_count,
		country_code = CASE WHEN excluded.country_code = '' THEN city_counts.country_code ELSE excluded.country_code END`,
		4, cities); err != nil {
		return fmt.Errorf("city counts: %w", err)
	}
	if err := ExecChunks(ctx, tx, s.dialect.Rebind, `INSERT INTO category_counts (slug, business_count, review_sum, star_sum) VALUES `,
		"(?, ?, ?, ?)", ` ON CONFLICT (slug) DO UPDATE SET business_count = category_counts.business_count + excluded.business_count,
		review_sum = category_counts.review_sum + excluded.review_sum, star_sum = category_counts.star_sum + excluded.star_sum`,
		4, categories); err != nil {
		return fmt.Errorf("category counts: %w", err)
	}
	if err := ExecChunks(ctx, tx, s.dialect.Rebind, `INSERT INTO city_category_counts (city_key, category_slug, business_count) VALUES `,
		"(?, ?, ?)", ` ON CONFLICT (city_key, category_slug) DO UPDATE SET business_count = city_category_counts.business_count + excluded.business_count`,
		3, deltaArgs(c.pairs)); err != nil {
		return fmt.Errorf("city category counts: %w", err)
	}
	if err := ExecChunks(ctx, tx, s.dialect.Rebind, `INSERT INTO postal_city_counts (postal_code, city_key, business_count) VALUES `,
		"(?, ?, ?)", ` ON CONFLICT (postal_code, city_key) DO UPDATE SET business_count = postal_city_counts.business_count + excluded.business_count`,
		3, deltaArgs(c.postals)); err != nil {
		return fmt.Errorf("postal city counts: %w", err)
	}
	return nil // rows that reach 0 stay; the readers skip them
}

// deltaArgs are the changed rows of a table of two keys and a count as
// arguments (the keys, then the change), in key order, so that concurrent
// batches lock rows in the same order.
func deltaArgs(deltas map[twoKeys]int) []any {
	keys := make([]twoKeys, 0, len(deltas))
	for k, d := range deltas {
		if d != 0 {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(a, b twoKeys) int {
		return cmp.Or(strings.Compare(a.first, b.first), strings.Compare(a.second, b.second))
	})
	args := make([]any, 0, 3*len(keys))
	for _, k := range keys {
		args = append(args, k.first, k.second, deltas[k])
	}
	return args
}

// addTerms records new words in the vocabulary that prefix and typo handling consult.
func (s *Store) addTerms(ctx context.Context, tx *sql.Tx, words map[string]bool) error {
	terms := make([]any, 0, len(words))
	for _, t := range sortedKeys(words) {
		terms = append(terms, t)
	}
	if err := ExecChunks(ctx, tx, s.dialect.Rebind, `INSERT INTO search_terms (term) VALUES `, "(?)", ` ON CONFLICT DO NOTHING`, 1, terms); err != nil {
		return fmt.Errorf("add search terms: %w", err)
	}
	return nil
}

// Cities implements directory.Store. The placeholder city "Unknown" is left out.
// The first country's cities come from their own walk of
// city_counts_country and the others' only when a limit is left to fill:
// one query ordered by "is it the first country" sorted every city for the
// home page's twelve (about 20 ms at 500,000 businesses, 12,000 cities).
func (s *Store) Cities(ctx context.Context, first string, limit int) ([]directory.City, error) {
	out, err := s.cities(ctx, `country_code = ?`, first, limit)
	if err != nil || limit > 0 && len(out) >= limit {
		return out, err
	}
	rest, err := s.cities(ctx, `country_code <> ?`, first, max(0, limit-len(out)))
	return append(out, rest...), err
}

// cities lists the cities of cond with its arg, most businesses first, then
// by key: the first limit of them, or all when limit is 0.
func (s *Store) cities(ctx context.Context, cond string, arg any, limit int) ([]directory.City, error) {
	q := `SELECT city, business_count FROM city_counts
		WHERE ` + cond + ` AND city_key <> '` + directory.UnknownCityKey + `' AND business_count > 0
		ORDER BY business_count DESC, city_key`
	args := []any{arg}
	if limit > 0 {
		q += ` LIMIT ?`
		args = append(args, limit)
	}
	rows, err := s.query(ctx, q, args...)
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
	rows, err := s.query(ctx, `SELECT slug, business_count, review_sum, star_sum FROM category_counts WHERE business_count > 0 ORDER BY slug`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []directory.CategoryCount
	for rows.Next() {
		var c directory.CategoryCount
		var reviews, stars int64
		if err := rows.Scan(&c.Slug, &c.Count, &reviews, &stars); err != nil {
			return nil, err
		}
		c.AverageRating = directory.AverageRating(reviews, stars)
		out = append(out, c)
	}
	return out, rows.Err()
}

// CountListedIn implements directory.Store.
func (s *Store) CountListedIn(ctx context.Context, country string) (int, error) {
	var n sql.NullInt64
	err := s.queryRow(ctx, `SELECT sum(business_count) FROM city_counts WHERE country_code = ?`, country).Scan(&n)
	return int(n.Int64), err
}

// CountListed implements directory.Store.
func (s *Store) CountListed(ctx context.Context) (int, error) {
	var n sql.NullInt64
	err := s.queryRow(ctx, `SELECT sum(business_count) FROM category_counts`).Scan(&n)
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
