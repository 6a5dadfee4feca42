// Package sqlstore is the directory.Store over database/sql that the SQLite
// and PostgreSQL engines share. The queries are written once, with ?
// placeholders; each engine supplies a Dialect for what differs: placeholder
// style and the full-text index.
package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"io/fs"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"branchenbuch/internal/directory"
)

// Dialect is what an engine adds to the shared queries.
type Dialect interface {
	// Rebind turns ? placeholders into the engine's own.
	Rebind(query string) string
	// NewIndexer returns a search-index writer for one write transaction.
	NewIndexer() Indexer
	// Migrations are the engine's numbered .sql files (Migrate).
	Migrations() fs.FS
	// LockSchema waits in tx until no other transaction changes the schema
	// (migrations, index builds) and holds that until tx ends; a no-op
	// where transactions that write are serialised anyway (SQLite).
	LockSchema(ctx context.Context, tx *sql.Tx) error
	// IndexDDL is the engine's indexes.sql: CREATE INDEX IF NOT EXISTS
	// statements, and what must happen before an index is built (PostgreSQL
	// stores its search table in rank order first).
	IndexDDL() string
	// IndexNamesQuery is a query of one column: the name of every index of
	// the database (EnsureIndexes builds the missing ones).
	IndexNamesQuery() string
	// BeginBulk prepares the engine for many writes (BulkLoad); Optimize
	// ends that state.
	BeginBulk(ctx context.Context, db *sql.DB) error
	// ClearIndex empties the search index in tx, before a rebuild (reindex.go).
	ClearIndex(ctx context.Context, tx *sql.Tx) error
	// Optimize tunes the engine after bulk writes (merging the search index, statistics).
	Optimize(ctx context.Context, db *sql.DB) error
	// PlansWithValues reports whether queries must be planned with their
	// values each time (PostgreSQL); otherwise read statements are prepared
	// once and reused (SQLite, where preparing costs more than a lookup).
	PlansWithValues() bool
	// Unindexed writes a column so that no index serves a condition on it,
	// for engines that plan a prepared query once (the operator table's plan
	// chooses the index, admin_plan.go); others return the column as it is.
	Unindexed(column string) string
	// TextSearch returns one page of the ids of listed businesses matching a
	// text query, best first (see directory/search.go), and the total.
	TextSearch(ctx context.Context, db *sql.DB, q TextSearch) (ids []int64, total int, err error)
	// TextMatches returns every listed business matching the text and
	// category, in no order (radius search narrows them further), with its
	// coordinates where the engine's text index keeps them (Matches).
	TextMatches(ctx context.Context, db *sql.DB, text directory.TextQuery, category string, cells []string) (Matches, error)
	// InsertBusinesses is the engine's INSERT of businesses ("INSERT INTO
	// businesses" with its conflict clause) and the number of rows one
	// statement carries.
	InsertBusinesses() (verb string, rowsPerStatement int)
	// IDIn is the condition that b.id is one of ids, with one placeholder,
	// and its argument: for a set of thousands of ids that a query
	// intersects with what an index reads, inside the database.
	IDIn(ids []int64) (cond string, arg any)
	// ListedByID is the FROM of a read of listed businesses by id that
	// needs only their coordinates and filter columns ("businesses b", with
	// the engine's hint towards the index that holds them, if it needs one).
	ListedByID() string
	// IndexInserted files businesses inserted at createdMs in the operator's
	// search and counts (admin_search, admin_facets, admin_hours) where no
	// trigger of the engine does.
	IndexInserted(ctx context.Context, tx *sql.Tx, bs []*directory.Business, createdMs int64) error
	// FlagsChanged tells the planner that the open flags changed
	// (open_now.go), where it plans the open filter from their statistics.
	FlagsChanged(ctx context.Context, db *sql.DB) error
}

// TextSearch is a text query with its narrowing and page.
type TextSearch struct {
	Text     directory.TextQuery
	Location *directory.LocationFilter
	Category string
	Filters  directory.Filters // applied with FilterSQL on the businesses table "b"
	Limit    int
	Offset   int
	// Memo keeps the tiers' counts (Tiers.Memo); nil counts every time.
	Memo func(t int, count func() (int, error)) (int, error)
	// Grade returns the tier of each of a few hits (Tiers.Grade); nil asks
	// the index for each tier.
	Grade func(ids []int64) ([]int, error)
	// Density keeps what walks of tier t learnt about its hits among the
	// best-ranked businesses (WalkDensity); nil keeps nothing.
	Density func(t int) *WalkDensity
	// PostalCities returns the keys of the cities that the listed
	// businesses of a Location without city words lie in, when its postal
	// area holds at most maxCityKeys of them and none without a city
	// (Store.postalCities); nil otherwise, and always without a postal
	// area. An engine that files words under cities may ask them there.
	PostalCities func() ([]string, error)
}

// Indexer collects search-index changes of a batch and writes them at once:
// FTS5 flushes its pending index on every statement savepoint, so one row
// per statement would write one index segment per business.
type Indexer interface {
	// Add records a business's new index entry; prevKey is the rank key of
	// its old entry (0 when it had none), e.Listed false removes it.
	Add(e IndexEntry, prevKey int64)
	// Flush writes the collected changes in tx.
	Flush(ctx context.Context, tx *sql.Tx) error
}

// IndexEntry is one business's row of the search index.
type IndexEntry struct {
	ID, RankKey         int64
	Listed              bool
	Doc                 directory.SearchText
	CityKey, PostalCode string
	CategorySlug        string
	FilterTokens        string // directory.FilterTokens, for engines that filter in the text index
	GeoCell             string // the map cell's word (geo_cells.go); "" without coordinates
	// Latitude and Longitude, for engines whose index keeps them (Matches).
	Latitude, Longitude *float64
}

// Matches are the businesses that a text matches (Dialect.TextMatches).
// PostgreSQL's text index keeps each business's coordinates, so its
// matches come with them (At[i] for IDs[i], not Valid without
// coordinates): a circle search then needs no second statement to read
// them from the businesses, which took a third of a widened text + place
// search (docs/benchmarks.md, "At scale, fourteenth round"). SQLite's
// FTS5 keeps none (At nil), and reading them by id costs it little.
type Matches struct {
	IDs []int64
	At  []sql.Null[directory.Point]
}

// IndexBuffer is the shared part of the engines' Indexers: the old entries
// to delete (by id and by rank key) and the new ones to insert.
type IndexBuffer struct {
	DeleteIDs, DeleteKeys []any
	inserts               []IndexEntry
	at                    map[int64]int // position in inserts, so a business twice in a batch is indexed once
}

// Add implements the collecting half of Indexer.
func (b *IndexBuffer) Add(e IndexEntry, prevKey int64) {
	if b.at == nil {
		b.at = map[int64]int{}
	}
	if i, ok := b.at[e.ID]; ok {
		// Written earlier in this batch: the index holds nothing of it yet.
		b.inserts[i].ID = 0
		delete(b.at, e.ID)
	} else if prevKey != 0 {
		b.DeleteIDs = append(b.DeleteIDs, e.ID)
		b.DeleteKeys = append(b.DeleteKeys, prevKey)
	}
	if e.Listed {
		b.at[e.ID] = len(b.inserts)
		b.inserts = append(b.inserts, e)
	}
}

// Entries returns the rows to insert, without those replaced later in the batch.
func (b *IndexBuffer) Entries() []IndexEntry {
	out := b.inserts[:0:0]
	for _, e := range b.inserts {
		if e.ID != 0 {
			out = append(out, e)
		}
	}
	return out
}

// Rank keys order search hits without reading the businesses table: rank
// score (directory.RankScore, best first), then review count (most first,
// capped), then id. SQLite uses them as FTS5 rowids, which FTS5 returns in
// order for free. 9 + 17 + 37 bits keep them positive.
const (
	idBits     = 37
	reviewBits = 17
	MaxRankID  = 1<<idBits - 1 // the id bits of a rank key
	maxReviews = 1<<reviewBits - 1
)

// RankKey returns the rank key of a business; smaller is better.
func RankKey(score, reviews int, id int64) int64 {
	sc := int64(min(max(score, 0), directory.MaxScore))
	rv := int64(min(max(reviews, 0), maxReviews))
	return (directory.MaxScore-sc)<<(idBits+reviewBits) | (maxReviews-rv)<<idBits | (id & MaxRankID)
}

// IDOfRankKey returns the business id inside a rank key.
func IDOfRankKey(key int64) int64 { return key & MaxRankID }

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
// write transaction (SQLite has one writer) never blocks the storefront;
// reads that walk whole tables (exports, the operator's search, job
// reports) use scan, so that the storefront's pool may map the database
// file (SQLite) without such a walk mapping all of it (sqlite.Open).
type Store struct {
	read, scan, write *sql.DB
	dialect           Dialect
	now               directory.Clock
	openFlags         openFlags               // see open_now.go
	versions          versionCache            // see version.go
	counts            dataCache[int]          // see data_cache.go
	terms             dataCache[[]string]     // the vocabulary's answers (search.go)
	densities         dataCache[*WalkDensity] // text search walks (TextSearch.Density)
	cityKeys          dataCache[[]string]     // the city keys a place's words name (search.go)
	postalKeys        dataCache[[]string]     // the city keys of a postal area (search.go)
	stmts             sync.Map                // query text → *sql.Stmt on read
	nStmts            atomic.Int32
}

// maxStmts bounds the statement cache; queries beyond it run unprepared.
const maxStmts = 512

// query runs a read query (with ? placeholders) through the statement cache.
func (s *Store) query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if st := s.stmt(ctx, query); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return s.read.QueryContext(ctx, s.q(query), args...)
}

// queryRow is query for one row.
func (s *Store) queryRow(ctx context.Context, query string, args ...any) *sql.Row {
	if st := s.stmt(ctx, query); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return s.read.QueryRowContext(ctx, s.q(query), args...)
}

func (s *Store) stmt(ctx context.Context, query string) *sql.Stmt {
	if s.dialect.PlansWithValues() {
		return nil
	}
	if st, ok := s.stmts.Load(query); ok {
		return st.(*sql.Stmt)
	}
	if s.nStmts.Load() >= maxStmts {
		return nil
	}
	st, err := s.read.PrepareContext(ctx, s.q(query))
	if err != nil {
		return nil // the unprepared query reports the error
	}
	if prev, loaded := s.stmts.LoadOrStore(query, st); loaded {
		st.Close()
		return prev.(*sql.Stmt)
	}
	s.nStmts.Add(1)
	return st
}

// New returns a Store over its pools (they may all be the same *sql.DB).
func New(read, scan, write *sql.DB, d Dialect, now directory.Clock) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{read: read, scan: scan, write: write, dialect: d, now: now}
}

// Pools names the store's distinct connection pools (one when all are the
// same), for their statistics.
func (s *Store) Pools() map[string]*sql.DB {
	if s.read == s.write && s.scan == s.write {
		return map[string]*sql.DB{"database": s.write}
	}
	return map[string]*sql.DB{"read": s.read, "scan": s.scan, "write": s.write}
}

// Close closes the pools.
func (s *Store) Close() error {
	s.stmts.Range(func(_, st any) bool { st.(*sql.Stmt).Close(); return true })
	var errs []error
	closed := map[*sql.DB]bool{}
	for _, db := range []*sql.DB{s.read, s.scan, s.write} {
		if !closed[db] {
			closed[db] = true
			errs = append(errs, db.Close())
		}
	}
	return errors.Join(errs...)
}

func (s *Store) q(query string) string { return s.dialect.Rebind(query) }

var _ directory.Store = (*Store)(nil)
