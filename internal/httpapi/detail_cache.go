package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"sync"

	"github.com/klauspost/compress/gzip"

	"branchenbuch/internal/directory"
)

// maxCachedDetails bounds the detail cache: answers are about 2.5 kB plain
// and 1 kB compressed, so at most about 35 MB; when it is full it starts
// again empty.
const maxCachedDetails = 10_000

// detailCache keeps rendered business answers (the JSON of a detail page's
// call, plain and gzip-compressed) for the data version they were rendered
// at: any write of business data, on any instance, raises the version
// (directory.Store.DataVersion, which a store reads from the database at
// most once a second), so a cached answer costs no database read, no
// encoding and no compression. openNow changes with the clock: an answer
// is checked again in each new minute against what its business's hours
// say then, and rendered again only when openNow differs. Only answers
// that found a business are kept.
type detailCache struct {
	mu      sync.Mutex
	version int64
	answers map[string]cachedAnswer
}

type cachedAnswer struct {
	body, gzipped []byte
	etag          string
	minute        int64               // the minute openNow was computed for
	open          *directory.Business // what openNow is computed from (openInputs)
}

// get returns the answer of key rendered at this version.
func (c *detailCache) get(key string, version int64) (cachedAnswer, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if version != c.version {
		return cachedAnswer{}, false
	}
	a, ok := c.answers[key]
	return a, ok
}

// put keeps an answer rendered at version; an answer of another version
// than the kept ones replaces them all, and so does a full cache.
func (c *detailCache) put(key string, version int64, a cachedAnswer) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if version != c.version || c.answers == nil || len(c.answers) >= maxCachedDetails {
		c.answers = map[string]cachedAnswer{}
		c.version = version
	}
	c.answers[key] = a
}

// writeCachedBusiness answers with the business that load finds, rendered
// and compressed once per data version (and again when openNow changes)
// under key.
func (s *Server) writeCachedBusiness(w http.ResponseWriter, r *http.Request, key string,
	load func(ctx context.Context) (*directory.Business, error)) {
	now := s.now()
	version, err := s.store.DataVersion(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	minute := now.Unix() / 60
	a, ok := s.details.get(key, version)
	if ok && a.minute != minute {
		// Still current unless openNow changed: check it for this minute.
		check := *a.open
		check.ComputeOpenNow(now)
		if ok = sameOpen(check.OpenNow, a.open.OpenNow); ok {
			a.minute = minute
			s.details.put(key, version, a)
		}
	}
	if !ok {
		b, err := load(r.Context())
		if err != nil {
			writeError(w, r, err)
			return
		}
		b.ComputeOpenNow(now)
		b.CategoryLabels = directory.CategoryLabels(b.Category, b.CategorySlug)
		if a, err = renderAnswer(b); err != nil {
			writeError(w, r, err)
			return
		}
		a.minute = minute
		s.details.put(key, version, a)
	}
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") && r.Method == http.MethodGet {
		w.Header().Set("Content-Encoding", "gzip") // the gzip middleware leaves it alone
		writeJSONBody(w, r, http.StatusOK, cacheList, a.gzipped, a.etag)
		return
	}
	writeJSONBody(w, r, http.StatusOK, cacheList, a.body, a.etag)
}

// openInputs is the part of b that ComputeOpenNow reads, with the openNow
// it gave: what a cached answer keeps to check openNow in a later minute.
func openInputs(b *directory.Business) *directory.Business {
	return &directory.Business{BusinessStatus: b.BusinessStatus, WorkingHours: b.WorkingHours,
		TimeZone: b.TimeZone, IsOpen: b.IsOpen, OpenNow: b.OpenNow}
}

// sameOpen reports whether two openNow values (true, false or unknown) agree.
func sameOpen(a, b *bool) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// detailAnswer is a detail answer: the Business with every field, null or
// empty when unknown, where lists leave the empty ones out to stay small.
// Its fields shadow the Business's own (encoding/json takes the shallower).
type detailAnswer struct {
	*directory.Business
	CategoryLabels  map[string]string `json:"categoryLabels"`
	ReviewsPerScore map[string]int    `json:"reviewsPerScore"`
	Thumbnail       string            `json:"thumbnail"`
	WorkingHours    map[string]string `json:"workingHours"`
	About           json.RawMessage   `json:"about"`
	TimeZone        string            `json:"timeZone"`
}

func newDetailAnswer(b *directory.Business) detailAnswer {
	return detailAnswer{Business: b, CategoryLabels: b.CategoryLabels, ReviewsPerScore: b.ReviewsPerScore, Thumbnail: b.Thumbnail,
		WorkingHours: b.WorkingHours, About: b.About, TimeZone: b.TimeZone}
}

// renderAnswer encodes b's detail answer once, plain and compressed.
func renderAnswer(b *directory.Business) (cachedAnswer, error) {
	body, err := json.Marshal(newDetailAnswer(b))
	if err != nil {
		return cachedAnswer{}, err
	}
	var buf bytes.Buffer
	zw := gzipPool.Get().(*gzip.Writer)
	zw.Reset(&buf)
	zw.Write(body)
	err = zw.Close()
	gzipPool.Put(zw)
	if err != nil {
		return cachedAnswer{}, err
	}
	return cachedAnswer{body: body, gzipped: buf.Bytes(), etag: etagOf(body), open: openInputs(b)}, nil
}
