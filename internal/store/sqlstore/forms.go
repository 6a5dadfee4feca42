package sqlstore

import (
	"context"
	"fmt"
	"time"

	"branchenbuch/internal/directory"
)

// TakeRate implements directory.FormStore. Each bucket's upsert locks its
// row (PostgreSQL) or holds the write lock (SQLite) until the commit, so
// posts arriving at several instances at once are all counted. Callers pass
// buckets in the same order (the client's, then the overall one), so two
// transactions never wait for each other in a circle.
func (s *Store) TakeRate(ctx context.Context, now time.Time, buckets []directory.RateBucket) (int, time.Duration, error) {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return -1, 0, err
	}
	defer tx.Rollback()
	nowMs := now.UnixMilli()
	type counter struct {
		start int64
		hits  int
	}
	next := make([]counter, len(buckets))
	for i, b := range buckets {
		window := b.Window.Milliseconds()
		var c counter
		if err := tx.QueryRowContext(ctx, s.q(`INSERT INTO form_rates (bucket, window_start, hits, expires_at)
			VALUES (?, ?, 0, ?) ON CONFLICT (bucket) DO UPDATE SET hits = form_rates.hits
			RETURNING window_start, hits`), b.Key, nowMs, nowMs+window).Scan(&c.start, &c.hits); err != nil {
			return -1, 0, fmt.Errorf("lock rate %s: %w", b.Key, err)
		}
		if nowMs >= c.start+window || c.start > nowMs+window { // window over, or set by a clock far ahead
			c = counter{start: nowMs}
		}
		if c.hits >= b.Limit {
			// The rollback counts nothing: a refused post does not extend its own wait.
			return i, time.Duration(c.start+window-nowMs) * time.Millisecond, nil
		}
		next[i] = counter{c.start, c.hits + 1}
	}
	for i, b := range buckets {
		if _, err := tx.ExecContext(ctx, s.q(`UPDATE form_rates SET window_start = ?, hits = ?, expires_at = ? WHERE bucket = ?`),
			next[i].start, next[i].hits, next[i].start+b.Window.Milliseconds(), b.Key); err != nil {
			return -1, 0, fmt.Errorf("count rate %s: %w", b.Key, err)
		}
	}
	return -1, 0, tx.Commit()
}

// PruneForms implements directory.FormStore.
func (s *Store) PruneForms(ctx context.Context, now, forgetBefore time.Time) (int64, error) {
	var deleted int64
	for _, d := range []struct {
		what, query string
		args        []any
	}{
		{"form rates", `DELETE FROM form_rates WHERE expires_at <= ?`, []any{now.UnixMilli()}},
		{"newsletter addresses", `DELETE FROM newsletter_subscribers WHERE status = ? AND token_expires_at < ?`,
			[]any{directory.SubscriberPending, forgetBefore.UnixMilli()}},
	} {
		res, err := s.write.ExecContext(ctx, s.q(d.query), d.args...)
		if err != nil {
			return deleted, fmt.Errorf("prune %s: %w", d.what, err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return deleted, err
		}
		deleted += n
	}
	return deleted, nil
}

// Waiting implements directory.FormStore.
func (s *Store) Waiting(ctx context.Context, queue string, now time.Time) (int, error) {
	var query string
	args := []any{}
	switch queue {
	case directory.QueueSubmissions:
		query, args = `SELECT count(*) FROM submissions WHERE status = ?`, append(args, directory.SubmissionPending)
	case directory.QueueMessages:
		query, args = `SELECT count(*) FROM contact_messages WHERE status = ?`, append(args, directory.MessageOpen)
	case directory.QueueNewsletter:
		query, args = `SELECT count(*) FROM newsletter_subscribers WHERE status = ? AND token_expires_at > ?`,
			append(args, directory.SubscriberPending, now.UnixMilli())
	default:
		return 0, fmt.Errorf("unknown queue %q", queue)
	}
	var n int
	if err := s.queryRow(ctx, query, args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("count waiting %s: %w", queue, err)
	}
	return n, nil
}
