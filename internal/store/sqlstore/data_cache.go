package sqlstore

import (
	"context"
	"fmt"
	"math"
	"sync"
	"time"
)

// maxCachedValues bounds each data cache; when it is full it starts again
// empty.
const maxCachedValues = 10_000

// dataCache keeps values read from the data for one data version, under a
// key that names what they were read for: the totals that a page shows
// (the capped counts of lists and text searches, counted up to
// directory.MaxCountedTotal+1, and the maintained counts of city and
// category pages), the search vocabulary's answers (terms), what text
// searches' walks found (densities) and the city keys that a place's words
// name (cityKeys). The next page of a search, or the same search by
// another visitor, reads nothing of them again until a write raises the
// version (DataVersion, on any instance). A value read for "Jetzt
// geöffnet" is kept for the minute of its time as well: the clock changes
// it, the other values only a write.
type dataCache[V any] struct {
	mu      sync.Mutex
	version int64
	values  map[string]kept[V]
}

// kept is a value of a dataCache and the minute it holds for, or
// anyMinute.
type kept[V any] struct {
	value  V
	minute int64
}

const anyMinute = math.MinInt64

// minuteOf is the minute that a value read for the open filter at at holds
// for: anyMinute without one (at zero).
func minuteOf(at time.Time) int64 {
	if at.IsZero() {
		return anyMinute
	}
	return at.Unix() / 60
}

// cachedRead returns the value kept in c under key for the current data
// version and at's minute (zero at: any minute), or reads it with read and
// keeps it.
func cachedRead[V any](ctx context.Context, s *Store, c *dataCache[V], key string, at time.Time, read func() (V, error)) (V, error) {
	var zero V
	version, err := s.DataVersion(ctx)
	if err != nil {
		return zero, err
	}
	minute := minuteOf(at)
	c.mu.Lock()
	k, ok := c.values[key]
	ok = ok && c.version == version && k.minute == minute
	c.mu.Unlock()
	if ok {
		return k.value, nil
	}
	// The version was read first: the value is of data at least as new.
	v, err := read()
	if err != nil {
		return zero, err
	}
	c.mu.Lock()
	if c.version != version || c.values == nil || len(c.values) >= maxCachedValues {
		c.values = map[string]kept[V]{}
		c.version = version
	}
	c.values[key] = kept[V]{v, minute}
	c.mu.Unlock()
	return v, nil
}

// counted returns the count kept under key for at's minute (zero: any), or
// counts it with count.
func (s *Store) counted(ctx context.Context, key string, at time.Time, count func() (int, error)) (int, error) {
	return cachedRead(ctx, s, &s.counts, key, at, count)
}

// tierCounts is the count memo of a text search's tiers (Tiers.Memo) under
// its tierKey: what the counts depend on, not the page asked for; at is
// the open filter's time (zero without one).
func (s *Store) tierCounts(ctx context.Context, key string, at time.Time) func(t int, count func() (int, error)) (int, error) {
	return func(t int, count func() (int, error)) (int, error) {
		return s.counted(ctx, fmt.Sprintf("%s|%d", key, t), at, count)
	}
}

// tierKey names what a text search's tiers hold: its words, place, category and filters.
func tierKey(q TextSearch) string {
	f := q.Filters
	return fmt.Sprintf("tiers|%v|%+v|%s|%t|%v|%t|%t", q.Text, q.Location, q.Category,
		!f.OpenAt.IsZero(), f.MinRating, f.Website, f.Photos)
}

// WalkDensity is how many hits of a tier a walk in rank order found among
// how many rows, kept like the counts.
// An engine that walks (PostgreSQL) sizes its next walk of the same tier
// from it, instead of walking a fixed window first and then on: a second
// statement, or a window walked in vain before a rare tier is gathered
// through its index. It only steers the cost; the hits are the same.
type WalkDensity struct {
	mu         sync.Mutex
	hits, rows int
}

// Get returns the hits found in rows walked; rows is 0 when no walk has
// been recorded.
func (d *WalkDensity) Get() (hits, rows int) {
	if d == nil {
		return 0, 0
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.hits, d.rows
}

// Set records that a walk of rows rows found hits hits. Only a walk that
// read its whole window is such a sample: one that stopped at its page has
// seen fewer rows than its window.
func (d *WalkDensity) Set(hits, rows int) {
	if d == nil {
		return
	}
	d.mu.Lock()
	d.hits, d.rows = hits, rows
	d.mu.Unlock()
}

// walkDensities is the Density of a text search's tiers (TextSearch.Density),
// under the same key as its counts (tierCounts).
func (s *Store) walkDensities(ctx context.Context, key string, at time.Time) func(t int) *WalkDensity {
	return func(t int) *WalkDensity {
		d, err := cachedRead(ctx, s, &s.densities, fmt.Sprintf("%s|%d", key, t), at,
			func() (*WalkDensity, error) { return &WalkDensity{}, nil })
		if err != nil {
			return nil // no data version: walk without a hint
		}
		return d
	}
}
