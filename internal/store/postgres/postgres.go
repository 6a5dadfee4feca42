// Package postgres is the PostgreSQL engine of the directory store (pgx
// through database/sql). Search uses a tsvector of the application's folded
// words with a GIN index, so that its semantics equal SQLite's FTS5.
package postgres

import (
	"context"
	"database/sql"
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
	if err := sqlstore.Migrate(ctx, db, dialect{}); err != nil {
		db.Close()
		return nil, fmt.Errorf("migrate: %w", err)
	}
	st := sqlstore.New(db, db, db, dialect{}, now)
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

func (dialect) Migrations() fs.FS {
	sub, _ := fs.Sub(migrations, "migrations")
	return sub
}

// schemaLock is the key of the advisory lock under which one instance at a
// time migrates the database or builds missing indexes: instances that
// start together would otherwise apply the same migration twice.
const schemaLock = 0x6262_6d69_6772 // "bbmigr"

// LockSchema takes schemaLock for the transaction: a transaction's lock,
// not a session's, so that it holds behind a connection pooler in
// transaction mode too (docs/deploy.md).
func (dialect) LockSchema(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(schemaLock))
	return err
}
