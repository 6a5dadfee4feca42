package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"branchenbuch/internal/directory"
)

// AdminPasswordHash implements directory.AuthStore.
func (s *Store) AdminPasswordHash(ctx context.Context) (string, error) {
	var hash string
	err := s.queryRow(ctx, `SELECT password_hash FROM admin_credentials WHERE id = 1`).Scan(&hash)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("read admin password hash: %w", err)
	}
	return hash, nil
}

// SetAdminPasswordHash implements directory.AuthStore.
func (s *Store) SetAdminPasswordHash(ctx context.Context, hash string, at time.Time) error {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO admin_credentials (id, password_hash, changed_at) VALUES (1, ?, ?)
		ON CONFLICT (id) DO UPDATE SET password_hash = excluded.password_hash, changed_at = excluded.changed_at`),
		hash, at.UnixMilli()); err != nil {
		return fmt.Errorf("store admin password hash: %w", err)
	}
	// A new password ends every session: whoever knew the old one is out.
	if _, err := tx.ExecContext(ctx, `DELETE FROM admin_sessions`); err != nil {
		return fmt.Errorf("end sessions: %w", err)
	}
	return tx.Commit()
}

// InitAdminPasswordHash implements directory.AuthStore.
func (s *Store) InitAdminPasswordHash(ctx context.Context, hash string, at time.Time) (bool, error) {
	res, err := s.write.ExecContext(ctx, s.q(`INSERT INTO admin_credentials (id, password_hash, changed_at) VALUES (1, ?, ?)
		ON CONFLICT (id) DO NOTHING`), hash, at.UnixMilli())
	if err != nil {
		return false, fmt.Errorf("store first admin password hash: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// CreateAdminSession implements directory.AuthStore.
func (s *Store) CreateAdminSession(ctx context.Context, a directory.AdminSession) error {
	_, err := s.write.ExecContext(ctx, s.q(`INSERT INTO admin_sessions (id, client_ip, created_at, last_seen_at, expires_at)
		VALUES (?, ?, ?, ?, ?)`), a.ID, a.ClientIP, a.CreatedAt.UnixMilli(), a.LastSeenAt.UnixMilli(), a.ExpiresAt.UnixMilli())
	if err != nil {
		return fmt.Errorf("create session: %w", err)
	}
	return nil
}

// AdminSession implements directory.AuthStore. The read pool sees every
// committed write at once (WAL), so a logout elsewhere counts immediately,
// and a long import holding the writer does not delay operator requests.
func (s *Store) AdminSession(ctx context.Context, id string) (*directory.AdminSession, error) {
	var a directory.AdminSession
	var created, seen, expires int64
	err := s.queryRow(ctx, `SELECT id, client_ip, created_at, last_seen_at, expires_at
		FROM admin_sessions WHERE id = ?`, id).Scan(&a.ID, &a.ClientIP, &created, &seen, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, directory.Errorf(directory.ENOTFOUND, "Sitzung nicht gefunden.").WithKey("session_expired")
	}
	if err != nil {
		return nil, fmt.Errorf("read session: %w", err)
	}
	a.CreatedAt, a.LastSeenAt, a.ExpiresAt = authTime(created), authTime(seen), authTime(expires)
	return &a, nil
}

// TouchAdminSession implements directory.AuthStore.
func (s *Store) TouchAdminSession(ctx context.Context, id string, at time.Time) error {
	if _, err := s.write.ExecContext(ctx, s.q(`UPDATE admin_sessions SET last_seen_at = ? WHERE id = ? AND last_seen_at < ?`),
		at.UnixMilli(), id, at.UnixMilli()); err != nil {
		return fmt.Errorf("touch session: %w", err)
	}
	return nil
}

// DeleteAdminSession implements directory.AuthStore.
func (s *Store) DeleteAdminSession(ctx context.Context, id string) error {
	if _, err := s.write.ExecContext(ctx, s.q(`DELETE FROM admin_sessions WHERE id = ?`), id); err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}

// PruneAuth implements directory.AuthStore.
func (s *Store) PruneAuth(ctx context.Context, now, idleBefore, forgetBefore time.Time) error {
	if _, err := s.write.ExecContext(ctx, s.q(`DELETE FROM admin_sessions WHERE expires_at <= ? OR last_seen_at < ?`),
		now.UnixMilli(), idleBefore.UnixMilli()); err != nil {
		return fmt.Errorf("prune sessions: %w", err)
	}
	if _, err := s.write.ExecContext(ctx, s.q(`DELETE FROM login_throttle WHERE blocked_until <= ? AND last_failure < ?`),
		now.UnixMilli(), forgetBefore.UnixMilli()); err != nil {
		return fmt.Errorf("prune login throttle: %w", err)
	}
	return nil
}

// LoginThrottle implements directory.AuthStore.
func (s *Store) LoginThrottle(ctx context.Context, client string) (directory.LoginThrottle, error) {
	t, err := scanThrottle(s.queryRow(ctx, `SELECT `+throttleColumns+` FROM login_throttle WHERE client = ?`, client))
	if errors.Is(err, sql.ErrNoRows) {
		return directory.LoginThrottle{}, nil
	}
	if err != nil {
		return t, fmt.Errorf("read login throttle: %w", err)
	}
	return t, nil
}

// RecordLoginFailure implements directory.AuthStore. The upsert that
// returns the current record also locks its row (PostgreSQL) or holds the
// write lock (SQLite) until the commit, so failures reported by several
// instances at once are all counted.
func (s *Store) RecordLoginFailure(ctx context.Context, client string, now time.Time, p directory.ThrottlePolicy) (directory.LoginThrottle, error) {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return directory.LoginThrottle{}, err
	}
	defer tx.Rollback()
	cur, err := scanThrottle(tx.QueryRowContext(ctx, s.q(`INSERT INTO login_throttle
		(client, failures, window_start, last_failure, blocked_until, blocks) VALUES (?, 0, 0, 0, 0, 0)
		ON CONFLICT (client) DO UPDATE SET failures = login_throttle.failures
		RETURNING `+throttleColumns), client))
	if err != nil {
		return cur, fmt.Errorf("lock login throttle: %w", err)
	}
	next := p.Fail(cur, now)
	if _, err := tx.ExecContext(ctx, s.q(`UPDATE login_throttle SET failures = ?, window_start = ?, last_failure = ?,
		blocked_until = ?, blocks = ? WHERE client = ?`), next.Failures, authMs(next.WindowStart),
		authMs(next.LastFailure), authMs(next.BlockedUntil), next.Blocks, client); err != nil {
		return cur, fmt.Errorf("record login failure: %w", err)
	}
	return next, tx.Commit()
}

// ResetLoginThrottle implements directory.AuthStore.
func (s *Store) ResetLoginThrottle(ctx context.Context, client string) error {
	if _, err := s.write.ExecContext(ctx, s.q(`DELETE FROM login_throttle WHERE client = ?`), client); err != nil {
		return fmt.Errorf("reset login throttle: %w", err)
	}
	return nil
}

const throttleColumns = `failures, window_start, last_failure, blocked_until, blocks`

func scanThrottle(row *sql.Row) (directory.LoginThrottle, error) {
	var t directory.LoginThrottle
	var window, last, blocked int64
	if err := row.Scan(&t.Failures, &window, &last, &blocked, &t.Blocks); err != nil {
		return directory.LoginThrottle{}, err
	}
	t.WindowStart, t.LastFailure, t.BlockedUntil = authTime(window), authTime(last), authTime(blocked)
	return t, nil
}

// authMs and authTime store the zero time as 0, so that "never" survives a round trip.
func authMs(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

func authTime(ms int64) time.Time {
	if ms == 0 {
		return time.Time{}
	}
	return time.UnixMilli(ms).UTC()
}
