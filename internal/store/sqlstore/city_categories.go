package sqlstore

// The readers of city_category_counts: the listed businesses per city and
// taxonomy category, kept exact by the count deltas (counts.go) like
// city_counts and category_counts, so that a city's categories or a
// category's cities are read from a few hundred rows at most, never
// counted from the businesses of a city or a category.

import (
	"context"
	"fmt"
	"strings"

	"branchenbuch/internal/directory"
)

// cityCategoryColumns are a CityCategory's columns from city_category_counts
// p: the city's stored spelling is looked up in city_counts row by row (a
// join let PostgreSQL scan all of city_counts for a few dozen pairs).
const cityCategoryColumns = citySpelling + `, p.category_slug, p.business_count FROM city_category_counts p`

// citySpelling is the stored spelling of the city of a row p.
const citySpelling = `coalesce((SELECT c.city FROM city_counts c WHERE c.city_key = p.city_key), p.city_key)`

// CityCategories implements directory.Store: the city's rows of the
// primary key, sorted here (a city has a dozen categories at most).
func (s *Store) CityCategories(ctx context.Context, city string) ([]directory.CityCategory, error) {
	key := directory.CityKey(city)
	if key == directory.UnknownCityKey {
		return []directory.CityCategory{}, nil
	}
	return s.cityCategories(ctx, `SELECT `+cityCategoryColumns+`
		WHERE p.city_key = ? AND p.business_count > 0 ORDER BY p.business_count DESC, p.category_slug`, key)
}

// CategoryCities implements directory.Store: a walk of
// city_category_counts_largest, which holds the category's cities most first.
func (s *Store) CategoryCities(ctx context.Context, slug string, limit int) ([]directory.CityCategory, error) {
	q := `SELECT ` + cityCategoryColumns + `
		WHERE p.category_slug = ? AND p.business_count > 0 AND p.city_key <> '` + directory.UnknownCityKey + `'
		ORDER BY p.business_count DESC, p.city_key`
	args := []any{slug}
	if limit > 0 {
		q += ` LIMIT ?`
		args = append(args, limit)
	}
	return s.cityCategories(ctx, q, args...)
}

// maxCitiesAmong bounds the cities one CategoryCitiesAmong call looks up;
// citiesAmongStep is the step of its query's list lengths.
const maxCitiesAmong, citiesAmongStep = 500, 50

// CategoryCitiesAmong implements directory.Store: one primary-key lookup
// per city.
func (s *Store) CategoryCitiesAmong(ctx context.Context, slug string, cities []string) ([]directory.CityCategory, error) {
	if len(cities) > maxCitiesAmong {
		return nil, directory.Errorf(directory.EINVALID, "Höchstens %d Städte auf einmal.", maxCitiesAmong)
	}
	var keys []string
	pos := map[string]int{} // city key → its first place in cities
	for _, city := range cities {
		key := directory.CityKey(city)
		if _, dup := pos[key]; dup || key == "" || key == directory.UnknownCityKey {
			continue
		}
		pos[key] = len(keys)
		keys = append(keys, key)
	}
	if len(keys) == 0 {
		return []directory.CityCategory{}, nil
	}
	// The list is padded with its last key to a multiple of citiesAmongStep,
	// so that a few query texts serve every call (prepared once each).
	args := []any{slug}
	for i := range (len(keys) + citiesAmongStep - 1) / citiesAmongStep * citiesAmongStep {
		args = append(args, keys[min(i, len(keys)-1)])
	}
	found, err := s.cityCategories(ctx, `SELECT `+cityCategoryColumns+`
		WHERE p.category_slug = ? AND p.business_count > 0 AND p.city_key IN (`+strings.TrimSuffix(strings.Repeat("?, ", len(args)-1), ", ")+`)`, args...)
	if err != nil {
		return nil, err
	}
	byPlace := make([]*directory.CityCategory, len(keys))
	for i := range found { // a city's stored spelling has its key (counts.go)
		byPlace[pos[directory.CityKey(found[i].City)]] = &found[i]
	}
	out := make([]directory.CityCategory, 0, len(found))
	for _, c := range byPlace {
		if c != nil {
			out = append(out, *c)
		}
	}
	return out, nil
}

// CityCategoryPairs implements directory.Store: a continuation (after)
// starts with a seek of the primary key; only a sitemap file's skip walks
// over entries, and only the primary key's, not the cities' rows.
func (s *Store) CityCategoryPairs(ctx context.Context, after *directory.CityCategory, skip, limit int) ([]directory.CityCategory, error) {
	var key, slug string // before every pair: no key is empty (counts.go)
	if after != nil {
		key, slug = directory.CityKey(after.City), after.Slug
	}
	return s.cityCategories(ctx, `SELECT `+citySpelling+`, p.category_slug, p.business_count FROM (
			SELECT city_key, category_slug, business_count FROM city_category_counts
			WHERE (city_key, category_slug) > (?, ?) AND business_count > 0 AND city_key <> '`+directory.UnknownCityKey+`'
			ORDER BY city_key, category_slug LIMIT ? OFFSET ?) p
		ORDER BY p.city_key, p.category_slug`, key, slug, limit, skip)
}

// CountCityCategoryPairs implements directory.Store.
func (s *Store) CountCityCategoryPairs(ctx context.Context) (int, error) {
	var n int
	err := s.queryRow(ctx, `SELECT count(*) FROM city_category_counts
		WHERE business_count > 0 AND city_key <> '`+directory.UnknownCityKey+`'`).Scan(&n)
	return n, err
}

// cityCategories runs a query of cityCategoryColumns.
func (s *Store) cityCategories(ctx context.Context, q string, args ...any) ([]directory.CityCategory, error) {
	rows, err := s.query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("city categories: %w", err)
	}
	defer rows.Close()
	out := []directory.CityCategory{}
	for rows.Next() {
		var c directory.CityCategory
		if err := rows.Scan(&c.City, &c.Slug, &c.Count); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}
