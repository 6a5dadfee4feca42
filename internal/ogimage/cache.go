package ogimage

import (
	"container/list"
	"sync"
)

// Cache is a least-recently-used store of encoded images, bounded both in
// entries and in bytes, safe for concurrent use. Crawlers fetch the same
// cards again and again; the cache spares the drawing.
type Cache struct {
	mu         sync.Mutex
	maxEntries int
	maxBytes   int
	bytes      int
	order      *list.List // front is the most recently used
	items      map[string]*list.Element
}

type cacheEntry struct {
	key  string
	data []byte
}

// NewCache returns a cache holding at most maxEntries images and maxBytes bytes.
func NewCache(maxEntries, maxBytes int) *Cache {
	return &Cache{maxEntries: maxEntries, maxBytes: maxBytes, order: list.New(), items: map[string]*list.Element{}}
}

// Get returns the image stored under key. The bytes are shared: callers must
// not change them.
func (c *Cache) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(el)
	return el.Value.(*cacheEntry).data, true
}

// Add stores data under key, dropping the least recently used images while
// a bound is exceeded. An image larger than the byte bound is not stored.
func (c *Cache) Add(key string, data []byte) {
	if len(data) > c.maxBytes {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.remove(el)
	}
	c.items[key] = c.order.PushFront(&cacheEntry{key: key, data: data})
	c.bytes += len(data)
	for c.order.Len() > 0 && (c.order.Len() > c.maxEntries || c.bytes > c.maxBytes) {
		c.remove(c.order.Back())
	}
}

// Len reports the number of stored images and their total size.
func (c *Cache) Len() (entries, bytes int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len(), c.bytes
}

func (c *Cache) remove(el *list.Element) {
	e := c.order.Remove(el).(*cacheEntry)
	delete(c.items, e.key)
	c.bytes -= len(e.data)
}
