package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"sync/atomic"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver
)

// errUnreachable marks a PostgreSQL server that does not answer: the
// PostgreSQL part is skipped, not failed.
var errUnreachable = errors.New("PostgreSQL not reachable")

// dbSeq numbers the databases of this run.
var dbSeq atomic.Int64

// benchDB is a fresh database created for one run.
type benchDB struct {
	admin *sql.DB // connected to the server's maintenance database
	name  string
	url   string
}

// createDatabase creates bench_<unixtime>_<n> on the server that adminURL names.
func createDatabase(ctx context.Context, adminURL string) (*benchDB, error) {
	u, err := url.Parse(adminURL)
	if err != nil {
		return nil, fmt.Errorf("-postgres: %w", err)
	}
	admin, err := sql.Open("pgx", adminURL)
	if err != nil {
		return nil, fmt.Errorf("-postgres: %w", err)
	}
	pctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	if err := admin.PingContext(pctx); err != nil {
		admin.Close()
		return nil, fmt.Errorf("%w at %s: %v", errUnreachable, u.Redacted(), err)
	}
	// The sequence number keeps apart the databases created within one second.
	name := fmt.Sprintf("bench_%d_%d", time.Now().Unix(), dbSeq.Add(1))
	// The name is ours and safe; CREATE DATABASE takes no parameters.
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		admin.Close()
		return nil, fmt.Errorf("create database %s: %w", name, err)
	}
	u.Path = "/" + name
	logf("PostgreSQL: created database %s", name)
	return &benchDB{admin: admin, name: name, url: u.String()}, nil
}

// drop removes the database, ending any session still connected to it.
func (d *benchDB) drop() error {
	defer d.close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := d.admin.ExecContext(ctx, "DROP DATABASE IF EXISTS "+d.name+" WITH (FORCE)"); err != nil {
		return err
	}
	logf("PostgreSQL: dropped database %s", d.name)
	return nil
}

func (d *benchDB) close() { d.admin.Close() }

// redact hides the password of a database URL; file paths stay as they are.
func redact(dbURL string) string {
	if u, err := url.Parse(dbURL); err == nil && u.Scheme != "" {
		return u.Redacted()
	}
	return dbURL
}
