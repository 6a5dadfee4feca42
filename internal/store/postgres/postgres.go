// Package postgres is the PostgreSQL engine of the directory store (pgx
// through database/sql). Search uses a tsvector of the application's folded
// words with a GIN index, so that its semantics equal SQLite's FTS5.
package postgres

import (
	"context"
	"embed"
	"fmt"
	"io/fs"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlstore"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Open connects to url (postgres://…), migrates the database and returns the store.
func Open(ctx context.Context, url string, now directory.Clock) (*sqlstore.Store, error) {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("DATABASE_URL: %w", err)
	}
	// Plan every query with its values: cached generic plans, made while a
	// bulk load's tables were still small, would keep scanning them whole.
	cfg.DefaultQueryExecMode = pgx.QueryExecModeCacheDescribe
	db := stdlib.OpenDB(*cfg)
	db.SetMaxOpenConns(16)
	db.SetMaxIdleConns(16)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("connect to PostgreSQL: %w", err)
	}
	sub, _ := fs.Sub(migrations, "migrations")
	if err := sqlstore.Migrate(ctx, db, sub, sqlstore.RebindDollar); err != nil {
		db.Close()
		return nil, fmt.Errorf("migrate: %w", err)
	}
	st := sqlstore.New(db, db, dialect{}, now)
	if err := st.RunMaintenance(ctx); err != nil {
		st.Close()
		return nil, err
	}
	if _, err := st.EnsureIndexes(ctx); err != nil {
		st.Close()
		return nil, err
	}
	return st, nil
}
