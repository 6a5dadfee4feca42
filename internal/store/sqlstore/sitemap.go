package sqlstore

import (
	"context"
	"database/sql"

	"branchenbuch/internal/directory"
)

// BusinessURLs implements directory.Store. The primary key gives the order,
// so a continuation (afterID) starts with an index seek; only the skip of a
// sitemap file's first chunk walks over rows, and only their ids.
func (s *Store) BusinessURLs(ctx context.Context, afterID int64, skip, limit int) ([]directory.BusinessURL, error) {
	rows, err := s.query(ctx, `SELECT b.id, b.url_slug, b.updated_at FROM businesses b
		WHERE b.listed AND b.id > ? ORDER BY b.id LIMIT ? OFFSET ?`, afterID, limit, skip)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make([]directory.BusinessURL, 0, min(limit, 10_000))
	for rows.Next() {
		var (
			u       directory.BusinessURL
			slug    sql.NullString
			updated int64
		)
		if err := rows.Scan(&u.ID, &slug, &updated); err != nil {
			return nil, err
		}
		u.URLSlug, u.UpdatedAt = slug.String, msTime(updated)
		out = append(out, u)
	}
	return out, rows.Err()
}
