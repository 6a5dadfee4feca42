package outscraper

import "sync"

// memoLimit bounds a memo's entries; when it is full it starts afresh.
const memoLimit = 4096

// memo caches a pure function of a string. Outscraper files repeat the same
// categories and opening-hours texts thousands of times, and parsing those
// is most of the cost of mapping a row.
type memo[V any] struct {
	mu sync.Mutex
	m  map[string]V
}

func (c *memo[V]) get(key string, compute func(string) V) V {
	c.mu.Lock()
	v, ok := c.m[key]
	c.mu.Unlock()
	if ok {
		return v
	}
	v = compute(key)
	c.mu.Lock()
	if c.m == nil || len(c.m) >= memoLimit {
		c.m = make(map[string]V, 256)
	}
	c.m[key] = v
	c.mu.Unlock()
	return v
}
