// Package sqlstore is the directory.Store over database/sql that the SQLite
// and PostgreSQL engines share. The queries are written once, with ?
// placeholders; each engine supplies a Dialect for what differs: placeholder
// style and the full-text index.
package sqlstore

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"branchenbuch/internal/directory"
)

// Dialect is what an engine adds to the shared queries.
type Dialect interface {
	// Rebind turns ? placeholders into the engine's own.
	Rebind(query string) string
	// NewIndexer returns a search-index writer for one write transaction.
	NewIndexer() Indexer
	// TextHits returns a query yielding (id, tier) for every listed business
	// that matches text and, when loc is not nil, the location; see the
	// semantics in directory/search.go.
	TextHits(text directory.TextQuery, loc *directory.LocationFilter) (query string, args []any)
}

// Indexer collects search-index changes of a batch and writes them at once:
// FTS5 flushes its pending index on every statement savepoint, so one row
// per statement would write one index segment per business.
type Indexer interface {
	// Add replaces the entry of business id (existed: it may have one);
	// with listed false it only removes it.
	Add(id int64, existed bool, doc directory.SearchText, cityKey, postalCode string, listed bool)
	// Flush writes the collected changes in tx.
	Flush(ctx context.Context, tx *sql.Tx) error
}

// IndexEntry is one business's row of the search index.
type IndexEntry struct {
	ID                  int64
	Doc                 directory.SearchText
	CityKey, PostalCode string
}

// IndexBuffer is the shared part of the engines' Indexers.
type IndexBuffer struct {
	Deletes []any
	Inserts []IndexEntry
	at      map[int64]int // position in Inserts, so a business twice in a batch is indexed once
}

// Add implements the collecting half of Indexer.
func (b *IndexBuffer) Add(id int64, existed bool, doc directory.SearchText, cityKey, postalCode string, listed bool) {
	if b.at == nil {
		b.at = map[int64]int{}
	}
	if i, ok := b.at[id]; ok {
		// Written earlier in this batch: the index has nothing of it yet.
		b.Inserts[i].ID = 0
		delete(b.at, id)
	} else if existed {
		b.Deletes = append(b.Deletes, id)
	}
	if listed {
		b.at[id] = len(b.Inserts)
		b.Inserts = append(b.Inserts, IndexEntry{ID: id, Doc: doc, CityKey: cityKey, PostalCode: postalCode})
	}
}

// Entries returns the rows to insert, without those replaced later in the batch.
func (b *IndexBuffer) Entries() []IndexEntry {
	out := b.Inserts[:0:0]
	for _, e := range b.Inserts {
		if e.ID != 0 {
			out = append(out, e)
		}
	}
	return out
}

// ExecChunks runs stmt for groups of at most perStatement rows: head is the
// statement up to VALUES, row the placeholder group of one row, args the
// values of every row in order (rowArgs per row).
func ExecChunks(ctx context.Context, tx *sql.Tx, rebind func(string) string, head, row, tail string, rowArgs int, args []any) error {
	const perStatement = 400
	for len(args) > 0 {
		n := min(perStatement, len(args)/rowArgs)
		q := head + strings.TrimSuffix(strings.Repeat(row+", ", n), ", ") + tail
		if _, err := tx.ExecContext(ctx, rebind(q), args[:n*rowArgs]...); err != nil {
			return err
		}
		args = args[n*rowArgs:]
	}
	return nil
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
