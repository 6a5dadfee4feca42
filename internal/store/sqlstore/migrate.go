package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strings"
	"time"
)

// Migrate applies the numbered .sql files of the dialect's migrations that
// the database has not seen yet, each in its own transaction, and records
// them in schema_migrations. Files are applied in name order (0001_…,
// 0002_…). Each transaction first takes the dialect's schema lock and
// checks again that its migration is still to do, so that instances that
// start together apply each once (the lock is a transaction's, which a
// connection pooler in transaction mode keeps together).
func Migrate(ctx context.Context, db *sql.DB, d Dialect) error {
	err := inSchemaTx(ctx, db, d, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			version TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)`)
		return err
	})
	if err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	pending, err := Pending(ctx, db, d.Migrations())
	if err != nil {
		return err
	}
	for _, version := range pending {
		body, err := fs.ReadFile(d.Migrations(), version+".sql")
		if err != nil {
			return err
		}
		if err := inSchemaTx(ctx, db, d, func(tx *sql.Tx) error { return apply(ctx, tx, version, string(body), d.Rebind) }); err != nil {
			return fmt.Errorf("migration %s: %w", version, err)
		}
	}
	return nil
}

// inSchemaTx runs fn in a transaction that holds the dialect's schema lock.
func inSchemaTx(ctx context.Context, db *sql.DB, d Dialect, fn func(tx *sql.Tx) error) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := d.LockSchema(ctx, tx); err != nil {
		return fmt.Errorf("schema lock: %w", err)
	}
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit()
}

// Pending returns the versions of migrations (file names without .sql) that
// the database has not applied, in order.
func Pending(ctx context.Context, db *sql.DB, migrations fs.FS) ([]string, error) {
	names, err := fs.Glob(migrations, "*.sql")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	applied, err := Column[string](db.QueryContext(ctx, `SELECT version FROM schema_migrations`))
	if err != nil {
		return nil, fmt.Errorf("applied migrations: %w", err)
	}
	var pending []string
	for _, name := range names {
		if version := strings.TrimSuffix(name, ".sql"); !slices.Contains(applied, version) {
			pending = append(pending, version)
		}
	}
	return pending, nil
}

func apply(ctx context.Context, tx *sql.Tx, version, body string, rebind func(string) string) error {
	var n int
	if err := tx.QueryRowContext(ctx, rebind(`SELECT count(*) FROM schema_migrations WHERE version = ?`), version).Scan(&n); err != nil || n > 0 {
		return err // applied meanwhile by another instance
	}
	if _, err := tx.ExecContext(ctx, body); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, rebind(`INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)`),
		version, time.Now().UnixMilli())
	return err
}

// RebindDollar turns ? placeholders into PostgreSQL's $1, $2, …; it assumes
// no ? inside string literals, which holds for every query of this package.
func RebindDollar(q string) string {
	var b strings.Builder
	n := 0
	for i := 0; i < len(q); i++ {
		if q[i] == '?' {
			n++
			fmt.Fprintf(&b, "$%d", n)
			continue
		}
		b.WriteByte(q[i])
	}
	return b.String()
}

// RebindNone leaves ? placeholders as they are (SQLite).
func RebindNone(q string) string { return q }
