package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"time"

	"branchenbuch/internal/directory"
)

// RunMaintenance does the tasks that migrations left for Go, once: a
// migration that changes how rank scores or the search index are computed
// inserts 'reindex' into the maintenance table. Open calls it after
// migrating. The task's row is deleted in the same transaction as the
// work, so of several instances starting at once only one does it.
func (s *Store) RunMaintenance(ctx context.Context) error {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `DELETE FROM maintenance WHERE task = 'reindex'`)
	if err != nil {
		return fmt.Errorf("maintenance: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	start := time.Now()
	n, err := s.reindex(ctx, tx)
	if err != nil {
		return fmt.Errorf("reindex: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if n == 0 {
		return nil
	}
	// Written anew like after a bulk load: merge it the same way (SQLite's
	// text index otherwise keeps the segments of its batches).
	if err := s.dialect.Optimize(ctx, s.write); err != nil {
		return fmt.Errorf("reindex: %w", err)
	}
	slog.Info("search index and rank scores rebuilt", "businesses", n, "ms", time.Since(start).Milliseconds())
	return nil
}

// reindexBatch is how many businesses are read and indexed at a time.
const reindexBatch = 2000

// reindex recomputes every business's rank score, schedule and its
// category's rating sums, counts city_category_counts and postal_city_counts
// anew and writes the search index anew from the businesses table, in tx.
func (s *Store) reindex(ctx context.Context, tx *sql.Tx) (int, error) {
	if err := s.dialect.ClearIndex(ctx, tx); err != nil {
		return 0, err
	}
	// Only rows whose score or schedule changed are written: a migration
	// that changes just the search index rewrites no business.
	setScore, err := tx.PrepareContext(ctx, s.q(`UPDATE businesses SET score = ?, schedule = ? WHERE id = ?
		AND (score <> ? OR coalesce(schedule, 0) <> coalesce(CAST(? AS BIGINT), 0))`))
	if err != nil {
		return 0, err
	}
	defer setScore.Close()
	var after int64
	total := 0
	sums := map[string]*categoryDelta{}
	countries := map[string]string{} // city key → country of its last business
	for {
		bs, err := s.businessesAfter(ctx, tx, after, reindexBatch)
		if err != nil {
			return total, err
		}
		if len(bs) == 0 {
			if err := s.setCityCountries(ctx, tx, countries); err != nil {
				return total, err
			}
			if err := s.recountPairs(ctx, tx); err != nil {
				return total, err
			}
			return total, s.setRatingSums(ctx, tx, sums)
		}
		index := s.dialect.NewIndexer()
		schedules := make([]preparedRow, len(bs))
		for i := range bs {
			b := &bs[i]
			score := directory.RankScore(b)
			schedules[i].schedule = newScheduleRow(b)
			sch := schedules[i].schedule.value()
			if _, err := setScore.ExecContext(ctx, score, sch, b.ID, score, sch); err != nil {
				return total, err
			}
			if b.Listed() {
				countries[directory.CityKey(b.City)] = b.CountryCode
				reviews, stars := directory.RatingWeight(b)
				if sums[b.CategorySlug] == nil {
					sums[b.CategorySlug] = &categoryDelta{}
				}
				sums[b.CategorySlug].reviews += reviews
				sums[b.CategorySlug].stars += stars
			}
			index.Add(IndexEntry{ID: b.ID, RankKey: RankKey(score, b.ReviewCount, b.ID), Listed: b.Listed(),
				Doc: directory.IndexText(b), CityKey: directory.CityKey(b.City), PostalCode: b.PostalCode,
				CategorySlug: b.CategorySlug, FilterTokens: directory.FilterTokens(b), GeoCell: GeoCell(b.Latitude, b.Longitude),
				Latitude: b.Latitude, Longitude: b.Longitude}, 0)
		}
		if err := index.Flush(ctx, tx); err != nil {
			return total, err
		}
		if err := s.addSchedules(ctx, tx, schedules); err != nil {
			return total, err
		}
		total += len(bs)
		after = bs[len(bs)-1].ID
	}
}

// businessesAfter reads, in tx, at most limit businesses with an id above
// after, in id order, with what the index needs.
func (s *Store) businessesAfter(ctx context.Context, tx *sql.Tx, after int64, limit int) ([]directory.Business, error) {
	rows, err := tx.QueryContext(ctx, s.q(`SELECT `+detailColumns+` FROM businesses b WHERE b.id > ? ORDER BY b.id LIMIT ?`), after, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []directory.Business
	for rows.Next() {
		b, err := scanBusiness(rows, true)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// setRatingSums writes every category's rating sums anew.
func (s *Store) setRatingSums(ctx context.Context, tx *sql.Tx, sums map[string]*categoryDelta) error {
	if _, err := tx.ExecContext(ctx, `UPDATE category_counts SET review_sum = 0, star_sum = 0`); err != nil {
		return err
	}
	for _, slug := range sortedKeys(sums) {
		if _, err := tx.ExecContext(ctx, s.q(`UPDATE category_counts SET review_sum = ?, star_sum = ? WHERE slug = ?`),
			sums[slug].reviews, sums[slug].stars, slug); err != nil {
			return err
		}
	}
	return nil
}

// setCityCountries writes every city's country.
func (s *Store) setCityCountries(ctx context.Context, tx *sql.Tx, countries map[string]string) error {
	for _, key := range sortedKeys(countries) {
		if _, err := tx.ExecContext(ctx, s.q(`UPDATE city_counts SET country_code = ? WHERE city_key = ?`), countries[key], key); err != nil {
			return err
		}
	}
	return nil
}

// recountPairs counts every city's categories and every postal code's
// cities anew from the businesses table, as the migrations that made the
// tables filled them.
func (s *Store) recountPairs(ctx context.Context, tx *sql.Tx) error {
	for _, q := range []string{`DELETE FROM city_category_counts`,
		`INSERT INTO city_category_counts (city_key, category_slug, business_count)
		SELECT city_key, category_slug, count(*) FROM businesses WHERE listed AND city_key <> ''
		GROUP BY city_key, category_slug`,
		`DELETE FROM postal_city_counts`,
		`INSERT INTO postal_city_counts (postal_code, city_key, business_count)
		SELECT postal_code, city_key, count(*) FROM businesses WHERE listed AND postal_code <> ''
		GROUP BY postal_code, city_key`,
	} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("recount: %w", err)
		}
	}
	return nil
}
