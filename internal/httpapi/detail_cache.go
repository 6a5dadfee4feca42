package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"

	"branchenbuch/internal/directory"
)

// maxCachedDetails bounds the detail cache: answers are about 2.5 kB, so
// at most about 25 MB; when it is full it starts again empty.
const maxCachedDetails = 10_000

// detailCache keeps rendered business answers (the JSON of a detail page's
// call) for the data version and the minute they were rendered in: any
// write of business data, on any instance, raises the version
// (directory.Store.DataVersion), and openNow changes by the minute. A
// request costs one small read of the version instead of the row, the
// encoding and the checksum. Only answers that found a business are kept.
type detailCache struct {
	mu              sync.Mutex
	version, minute int64
	answers         map[string]cachedAnswer
}

type cachedAnswer struct {
	body []byte
	etag string
}

// get returns the answer of key rendered at this version and minute.
func (c *detailCache) get(key string, version, minute int64) (cachedAnswer, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if version != c.version || minute != c.minute {
		return cachedAnswer{}, false
	}
	a, ok := c.answers[key]
	return a, ok
}

// put keeps an answer rendered at version and minute; an answer of another
// version or minute than the kept ones replaces them all.
func (c *detailCache) put(key string, version, minute int64, a cachedAnswer) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if version != c.version || minute != c.minute || c.answers == nil || len(c.answers) >= maxCachedDetails {
		c.answers = map[string]cachedAnswer{}
		c.version, c.minute = version, minute
	}
	c.answers[key] = a
}

// writeCachedBusiness answers with the business that load finds, rendered
// once per data version and minute under key.
func (s *Server) writeCachedBusiness(w http.ResponseWriter, r *http.Request, key string,
	load func(ctx context.Context) (*directory.Business, error)) {
	version, err := s.store.DataVersion(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	now := s.now()
	minute := now.Unix() / 60
	if a, ok := s.details.get(key, version, minute); ok {
		writeJSONBody(w, r, http.StatusOK, cacheList, a.body, a.etag)
		return
	}
	b, err := load(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	b.ComputeOpenNow(now)
	b.CategoryLabels = directory.CategoryLabels(b.Category, b.CategorySlug)
	body, err := json.Marshal(b)
	if err != nil {
		writeError(w, r, err)
		return
	}
	a := cachedAnswer{body: body, etag: etagOf(body)}
	s.details.put(key, version, minute, a)
	writeJSONBody(w, r, http.StatusOK, cacheList, a.body, a.etag)
}
