// Package sqlite is the embedded SQLite engine of the directory store
// (modernc.org/sqlite, no cgo): one writer connection, a pool of readers,
// WAL, a busy timeout and foreign keys, configured in the connection string.
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"runtime"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlstore"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

//go:embed migrations/*.sql
var migrations embed.FS

func (dialect) Migrations() fs.FS {
	sub, _ := fs.Sub(migrations, "migrations")
	return sub
}

// LockSchema has nothing to do: SQLite runs one writing transaction at a time.
func (dialect) LockSchema(context.Context, *sql.Tx) error { return nil }

// pragmas are applied to every connection; busy_timeout comes first so
// that the others wait for a lock instead of failing.
var pragmas = []string{
	"busy_timeout(10000)", "journal_mode(WAL)", "foreign_keys(ON)", "synchronous(NORMAL)",
	"temp_store(MEMORY)", "wal_autocheckpoint(10000)",
}

// Page caches per connection (KiB): the writer keeps the index pages that
// bulk loads touch at random (96 MB: an import of 500,000 rows stays within
// its 500 MB, and twice as much wins only a few per cent); readers keep the
// hot pages and leave the rest to the operating system's file cache.
const (
	writerCacheKiB = 98304
	readerCacheKiB = 16384
)

// readerMapBytes is how much of the database file the storefront's readers
// map into memory (SQLite caps it at 2 GiB) instead of copying each page
// from the operating system's file cache into their own: searches and list
// pages 10–45 % faster at 500,000 businesses (docs/benchmarks.md, "At
// scale, tenth round"). Mapped pages are the file cache's, not the
// process's own memory, but a process's resident size counts them, once
// per connection that touched them; so reads that walk whole tables
// (exports, the operator's search) use the scan pool, which maps nothing,
// and a CSV export keeps a flat resident size.
const readerMapBytes = 2 << 30

// Open opens (creating if needed) the database file at path, migrates it and
// returns the store. ":memory:" is not supported: readers and the writer
// must share one database, so tests use a file in a temporary folder.
func Open(ctx context.Context, path string, now directory.Clock) (*sqlstore.Store, error) {
	if dir := filepath.Dir(path); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("create database folder: %w", err)
		}
	}
	write, err := sql.Open("sqlite", dsn(path, true, 0))
	if err != nil {
		return nil, err
	}
	write.SetMaxOpenConns(1) // SQLite has one writer; queue in Go, not in busy retries
	// The export reads on one goroutine per core (sqlstore/export.go).
	read, scan := readPool(path, max(4, 2*runtime.GOMAXPROCS(0)), readerMapBytes), readPool(path, max(2, runtime.GOMAXPROCS(0)), 0)
	st := sqlstore.New(read, scan, write, dialect{}, now)
	if err := sqlstore.Migrate(ctx, write, dialect{}); err != nil {
		st.Close()
		return nil, fmt.Errorf("migrate %s: %w", path, err)
	}
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

// readPool opens a pool of n read-only connections that map mapBytes of the file.
func readPool(path string, n int, mapBytes int64) *sql.DB {
	// sql.Open fails only for a driver name it does not know.
	db, _ := sql.Open("sqlite", dsn(path, false, mapBytes))
	db.SetMaxOpenConns(n)
	db.SetMaxIdleConns(n)
	return db
}

// dsn is the data source name of a connection to path: the writer's, or a
// reader's that maps mapBytes of the file.
func dsn(path string, writer bool, mapBytes int64) string {
	v := url.Values{}
	for _, p := range pragmas {
		v.Add("_pragma", p)
	}
	if writer {
		v.Set("_txlock", "immediate") // take the write lock at BEGIN: no upgrade deadlocks
		v.Add("_pragma", fmt.Sprintf("cache_size(-%d)", writerCacheKiB))
		// ANALYZE (sqlstore.EnsureIndexes) samples each index instead of
		// reading it whole: milliseconds instead of seconds at 500,000 rows,
		// and close enough for the planner (SQLite's own advice for 100–1000).
		v.Add("_pragma", "analysis_limit(1000)")
	} else {
		v.Add("_pragma", "query_only(ON)")
		v.Add("_pragma", fmt.Sprintf("cache_size(-%d)", readerCacheKiB))
		v.Add("_pragma", fmt.Sprintf("mmap_size(%d)", mapBytes))
	}
	return "file:" + path + "?" + v.Encode()
}
