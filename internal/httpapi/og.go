package httpapi

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/ogimage"
)

// ogCacheControl lets crawlers and browsers keep a share image for a day; the
// ETag changes with the drawn data, so a revalidation costs one store lookup.
const ogCacheControl = "public, max-age=86400"

// ogCache holds rendered share images for the whole process. Its keys hash
// every drawn field, so an entry can never show stale data and servers over
// different stores (as in tests) can share it. 256 cards of ~40 KB stay well
// below the byte bound, which guards against unusually large images.
var ogCache = ogimage.NewCache(256, 16<<20)

// ogBusiness draws the share image of a listed business; unlisted ones are
// 404 like on the detail API.
func (s *Server) ogBusiness(w http.ResponseWriter, r *http.Request) {
	b, err := s.listedBusinessOf(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	// The German name of the category, as the German pages show it.
	card := ogimage.Business{Name: b.Name, Category: directory.CategoryLabels(b.Category, b.CategorySlug)[directory.LabelDE],
		City: b.City, Rating: b.Rating, ReviewCount: b.ReviewCount}
	if c, ok := directory.CategoryBySlug(b.CategorySlug); ok {
		card.Color = c.Color
	}
	if strings.TrimSpace(card.Category) == "" {
		card.Category = b.Category
	}
	if ogPlaceholderCity(card.City) {
		card.City = ""
	}
	s.writeOGImage(w, r, card.Key(), card.PNG)
}

// ogCity draws the share image of a city with listed businesses; the
// placeholder city "Unknown" has no page, so it has no image either.
func (s *Server) ogCity(w http.ResponseWriter, r *http.Request) {
	city, err := pathText(r, "city")
	if err != nil {
		writeError(w, r, invalid("City name is required"))
		return
	}
	notFound := directory.Errorf(directory.ENOTFOUND, "Stadt nicht gefunden.")
	if ogPlaceholderCity(city) {
		writeError(w, r, notFound)
		return
	}
	bs, total, err := s.store.CityBusinesses(r.Context(), city, directory.ListQuery{Page: 1, Limit: 1})
	if err != nil {
		writeError(w, r, err)
		return
	}
	if total == 0 || len(bs) == 0 {
		writeError(w, r, notFound)
		return
	}
	card := ogimage.City{Name: bs[0].City, Count: total} // the stored spelling, whatever the URL said
	s.writeOGImage(w, r, card.Key(), card.PNG)
}

// ogPlaceholderCity reports the placeholder city of rows without an address,
// compared the way city pages compare names.
func ogPlaceholderCity(city string) bool {
	return directory.CityKey(city) == directory.CityKey("Unknown")
}

// writeOGImage answers with the image under key: 304 when the client holds it,
// else from the cache, drawing it only on a miss.
func (s *Server) writeOGImage(w http.ResponseWriter, r *http.Request, key string, render func() ([]byte, error)) {
	etag := `"og-` + key + `"`
	h := w.Header()
	h.Set("Cache-Control", ogCacheControl)
	h.Set("ETag", etag)
	if ogETagMatches(r.Header.Get("If-None-Match"), etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	img, ok := ogCache.Get(key)
	if !ok {
		start := time.Now()
		var err error
		if img, err = render(); err != nil {
			writeError(w, r, fmt.Errorf("share image %s: %w", r.URL.Path, err))
			return
		}
		ogCache.Add(key, img)
		s.log.DebugContext(r.Context(), "share image drawn", "path", r.URL.Path, "bytes", len(img),
			"ms", float64(time.Since(start).Microseconds())/1000)
	}
	h.Set("Content-Type", "image/png")
	h.Set("Content-Length", strconv.Itoa(len(img)))
	w.WriteHeader(http.StatusOK)
	w.Write(img)
}

// ogETagMatches reads If-None-Match, which may list several tags or weak ones.
func ogETagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == etag {
			return true
		}
	}
	return false
}
