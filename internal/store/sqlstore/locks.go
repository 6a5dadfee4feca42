package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"branchenbuch/internal/directory"
)

// AcquireLock implements directory.TransferStore. One statement takes a
// free or expired lock, or renews the holder's own: the conflict branch
// only writes when the stored lease allows it, so two instances racing for
// the lock cannot both win.
func (s *Store) AcquireLock(ctx context.Context, name, holder string, ttl time.Duration) error {
	now := s.now()
	res, err := s.write.ExecContext(ctx, s.q(`INSERT INTO locks (name, holder, expires_at) VALUES (?, ?, ?)
		ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
		WHERE locks.expires_at <= ? OR locks.holder = excluded.holder`),
		name, holder, now.Add(ttl).UnixMilli(), now.UnixMilli())
	if err != nil {
		return fmt.Errorf("acquire lock %s: %w", name, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return err
	}
	held := &directory.LockedError{Name: name}
	var expires int64
	err = s.write.QueryRowContext(ctx, s.q(`SELECT holder, expires_at FROM locks WHERE name = ?`), name).Scan(&held.Holder, &expires)
	if errors.Is(err, sql.ErrNoRows) { // released in between: try once more
		return s.AcquireLock(ctx, name, holder, ttl)
	}
	if err != nil {
		return fmt.Errorf("read lock %s: %w", name, err)
	}
	held.Expires = time.UnixMilli(expires)
	return held
}

// ReleaseLock implements directory.TransferStore.
func (s *Store) ReleaseLock(ctx context.Context, name, holder string) error {
	if _, err := s.write.ExecContext(ctx, s.q(`DELETE FROM locks WHERE name = ? AND holder = ?`), name, holder); err != nil {
		return fmt.Errorf("release lock %s: %w", name, err)
	}
	return nil
}
