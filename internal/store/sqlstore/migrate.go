package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"time"
)

// Migrate applies the numbered .sql files of migrations that the database
// has not seen yet, each in its own transaction, and records them in
// schema_migrations. Files are applied in name order (0001_…, 0002_…).
func Migrate(ctx context.Context, db *sql.DB, migrations fs.FS, rebind func(string) string) error {
	if _, err := db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)`); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	names, err := fs.Glob(migrations, "*.sql")
	if err != nil {
		return err
	}
	sort.Strings(names)
	for _, name := range names {
		version := strings.TrimSuffix(name, ".sql")
		var n int
		if err := db.QueryRowContext(ctx, rebind(`SELECT count(*) FROM schema_migrations WHERE version = ?`), version).Scan(&n); err != nil {
			return fmt.Errorf("migration %s: %w", version, err)
		}
		if n > 0 {
			continue
		}
		body, err := fs.ReadFile(migrations, name)
		if err != nil {
			return err
		}
		if err := apply(ctx, db, version, string(body), rebind); err != nil {
			return fmt.Errorf("migration %s: %w", version, err)
		}
	}
	return nil
}

func apply(ctx context.Context, db *sql.DB, version, body string, rebind func(string) string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, body); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, rebind(`INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)`),
		version, time.Now().UnixMilli()); err != nil {
		return err
	}
	return tx.Commit()
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
