package sqlstore

import (
	"context"
	"fmt"
	"sync"
)

// maxCachedCounts bounds the count cache; when it is full it starts again
// empty.
const maxCachedCounts = 10_000

// countCache keeps the capped counts of lists and text searches (the
// totals that a page shows, counted up to directory.MaxCountedTotal+1) for
// one data version and one minute: the next page of a search, or the same
// search by another visitor, counts nothing again until a write raises the
// version (DataVersion, on any instance) or the minute turns ("Jetzt
// geöffnet" follows the clock).
type countCache struct {
	mu              sync.Mutex
	version, minute int64
	counts          map[string]int
}

// counted returns the count kept under key for the current data version
// and minute, or counts it with count and keeps it.
func (s *Store) counted(ctx context.Context, key string, count func() (int, error)) (int, error) {
	version, err := s.DataVersion(ctx)
	if err != nil {
		return 0, err
	}
	minute := s.now().Unix() / 60
	c := &s.countCache
	c.mu.Lock()
	n, ok := c.counts[key]
	ok = ok && c.version == version && c.minute == minute
	c.mu.Unlock()
	if ok {
		return n, nil
	}
	// The version was read first: the count is of data at least as new.
	if n, err = count(); err != nil {
		return 0, err
	}
	c.mu.Lock()
	if c.version != version || c.minute != minute || c.counts == nil || len(c.counts) >= maxCachedCounts {
		c.counts = map[string]int{}
		c.version, c.minute = version, minute
	}
	c.counts[key] = n
	c.mu.Unlock()
	return n, nil
}

// tierCounts is the count memo of a text search's tiers (Tiers.Memo): the
// key is what the counts depend on, not the page asked for.
func (s *Store) tierCounts(ctx context.Context, q TextSearch) func(t int, count func() (int, error)) (int, error) {
	f := q.Filters
	key := fmt.Sprintf("tiers|%v|%+v|%s|%t|%v|%t|%t", q.Text, q.Location, q.Category,
		!f.OpenAt.IsZero(), f.MinRating, f.Website, f.Photos)
	return func(t int, count func() (int, error)) (int, error) {
		return s.counted(ctx, fmt.Sprintf("%s|%d", key, t), count)
	}
}
