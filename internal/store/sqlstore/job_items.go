package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"branchenbuch/internal/directory"
)

// CountWebsites implements directory.JobStore.
func (s *Store) CountWebsites(ctx context.Context) (int, error) {
	var n int
	err := s.queryRow(ctx, `SELECT count(*) FROM businesses WHERE website <> ''`).Scan(&n)
	return n, err
}

// WebsitesAfter implements directory.JobStore.
func (s *Store) WebsitesAfter(ctx context.Context, afterID int64, limit int) ([]directory.JobItem, error) {
	return s.jobItems(ctx, `SELECT id, name, website FROM businesses WHERE website <> '' AND id > ? ORDER BY id LIMIT ?`,
		[]any{afterID, limit}, func(it *directory.JobItem) []any { return []any{&it.ID, &it.Name, &it.Website} })
}

// jobItems reads the items a query selects, each into the columns dest names.
func (s *Store) jobItems(ctx context.Context, query string, args []any, dest func(it *directory.JobItem) []any) ([]directory.JobItem, error) {
	rows, err := s.query(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("job items after %v: %w", args[0], err)
	}
	defer rows.Close()
	var out []directory.JobItem
	for rows.Next() {
		var it directory.JobItem
		if err := rows.Scan(dest(&it)...); err != nil {
			return nil, err
		}
		out = append(out, it)
	}
	return out, rows.Err()
}

// SaveWebsiteChecks implements directory.JobStore.
func (s *Store) SaveWebsiteChecks(ctx context.Context, jobID int64, owner string, ttl time.Duration, checks []directory.WebsiteCheck, p directory.JobProgress) error {
	args := make([]any, 0, len(checks)*7)
	for _, c := range checks {
		valid := 0
		if c.Valid {
			valid = 1
		}
		args = append(args, c.BusinessID, jobID, c.URL, valid, c.Reason, c.StatusCode, c.CheckedAt.UnixMilli())
	}
	return s.withProgress(ctx, jobID, owner, ttl, p, func(tx *sql.Tx) error {
		if err := ExecChunks(ctx, tx, s.q, `INSERT INTO website_checks (business_id, job_id, url, valid, reason, status_code, checked_at) VALUES `,
			`(?, ?, ?, ?, ?, ?, ?)`, ` ON CONFLICT (business_id) DO UPDATE SET job_id = excluded.job_id, url = excluded.url,
			valid = excluded.valid, reason = excluded.reason, status_code = excluded.status_code, checked_at = excluded.checked_at`,
			7, args); err != nil {
			return fmt.Errorf("save website checks of job %d: %w", jobID, err)
		}
		return nil
	})
}

// WebsiteChecks implements directory.JobStore.
func (s *Store) WebsiteChecks(ctx context.Context, jobID int64, fn func(c *directory.WebsiteCheck) error) error {
	rows, err := s.scan.QueryContext(ctx, s.q(`SELECT c.business_id, b.name, c.url, c.valid, c.reason, c.status_code, c.checked_at
		FROM website_checks c JOIN businesses b ON b.id = c.business_id WHERE c.job_id = ? ORDER BY c.business_id`), jobID)
	if err != nil {
		return fmt.Errorf("website checks of job %d: %w", jobID, err)
	}
	defer rows.Close()
	var (
		c       directory.WebsiteCheck
		valid   int
		checked int64
	)
	for rows.Next() {
		if err := rows.Scan(&c.BusinessID, &c.Name, &c.URL, &valid, &c.Reason, &c.StatusCode, &checked); err != nil {
			return err
		}
		c.Valid, c.CheckedAt = valid == 1, msTime(checked)
		if err := fn(&c); err != nil {
			return err
		}
	}
	return rows.Err()
}

// photoWork is the condition of the photo job's businesses: all with
// photos or mirrored copies, or only those whose photos changed since they
// were mirrored (the condition of the index businesses_media_pending).
func photoWork(pendingOnly bool) string {
	if pendingOnly {
		return `photos <> media_source`
	}
	return `(photos <> '' OR media_source <> '')`
}

// CountPhotoWork implements directory.JobStore.
func (s *Store) CountPhotoWork(ctx context.Context, pendingOnly bool) (int, error) {
	var n int
	err := s.queryRow(ctx, `SELECT count(*) FROM businesses WHERE `+photoWork(pendingOnly)).Scan(&n)
	return n, err
}

// PhotoWorkAfter implements directory.JobStore.
func (s *Store) PhotoWorkAfter(ctx context.Context, afterID int64, limit int, pendingOnly bool) ([]directory.JobItem, error) {
	items, err := s.jobItems(ctx, `SELECT id, name, photos FROM businesses WHERE `+photoWork(pendingOnly)+` AND id > ? ORDER BY id LIMIT ?`,
		[]any{afterID, limit}, func(it *directory.JobItem) []any { return []any{&it.ID, &it.Name, &it.PhotosSource} })
	for i := range items {
		if items[i].PhotosSource != "" {
			_ = json.Unmarshal([]byte(items[i].PhotosSource), &items[i].Photos) // written by us
		}
	}
	return items, err
}

// SaveMirroredPhotos implements directory.JobStore. The business's
// updated_at stays: mirroring changes no data of the business.
func (s *Store) SaveMirroredPhotos(ctx context.Context, jobID int64, owner string, ttl time.Duration, ms []directory.MirroredPhotos, p directory.JobProgress) error {
	return s.withProgress(ctx, jobID, owner, ttl, p, func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, s.q(`UPDATE businesses SET media = ?, media_source = ?, has_photos = ? WHERE id = ?`))
		if err != nil {
			return err
		}
		defer stmt.Close()
		for _, m := range ms {
			if _, err := stmt.ExecContext(ctx, jsonText(m.Keys), m.Source, len(m.Keys) > 0, m.BusinessID); err != nil {
				return fmt.Errorf("save photos of business %d: %w", m.BusinessID, err)
			}
		}
		if len(ms) == 0 {
			return nil
		}
		return s.touch(ctx, tx)
	})
}
