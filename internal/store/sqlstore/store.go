// Package sqlstore is the directory.Store over database/sql that the SQLite
// and PostgreSQL engines share. The queries are written once, with ?
// placeholders; each engine supplies a Dialect for what differs: placeholder
// style and the full-text index.
package sqlstore

import (
	"context"
	"database/sql"
	"time"

	"branchenbuch/internal/directory"
)

// Dialect is what an engine adds to the shared queries.
type Dialect interface {
	// Rebind turns ? placeholders into the engine's own.
	Rebind(query string) string
	// IndexBusiness replaces the search-index entry of business id; with
	// listed false it only removes it.
	IndexBusiness(ctx context.Context, tx *sql.Tx, id int64, doc directory.SearchText, cityKey, postalCode string, listed bool) error
	// TextHits returns a query yielding (id, tier) for every listed business
	// that matches text and, when loc is not nil, the location; see the
	// semantics in directory/search.go.
	TextHits(text directory.TextQuery, loc *directory.LocationFilter) (query string, args []any)
}

// Store implements directory.Store. Reads use their own pool so that a long
// write transaction (SQLite has one writer) never blocks the storefront.
type Store struct {
	read, write *sql.DB
	dialect     Dialect
	now         directory.Clock
}

// New returns a Store over the two pools (they may be the same *sql.DB).
func New(read, write *sql.DB, d Dialect, now directory.Clock) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{read: read, write: write, dialect: d, now: now}
}

// Close closes both pools.
func (s *Store) Close() error {
	err := s.write.Close()
	if s.read != s.write {
		if rerr := s.read.Close(); err == nil {
			err = rerr
		}
	}
	return err
}

// ReadDB and WriteDB expose the pools to engine-specific code and tests.
func (s *Store) ReadDB() *sql.DB { return s.read }

// WriteDB returns the pool used for writes.
func (s *Store) WriteDB() *sql.DB { return s.write }

func (s *Store) q(query string) string { return s.dialect.Rebind(query) }

var _ directory.Store = (*Store)(nil)
