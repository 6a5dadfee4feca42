package media

import (
	"errors"
	"log/slog"
	"net/http"
	"os"
	"strings"

	"branchenbuch/internal/directory"
)

// cacheControl lets browsers and proxies keep a file for a year without
// asking again: a content key never names other bytes.
const cacheControl = "public, max-age=31536000, immutable"

// Handler serves GET and HEAD requests for directory.MediaPath followed by
// the PhotoFile or ThumbFile name of a valid key. Mount it at
// directory.MediaPath without http.StripPrefix: it reads the whole path.
// Every other name, including path tricks and unknown keys, is a 404; it
// never lists a folder.
func (s *Store) Handler() http.Handler {
	return http.HandlerFunc(s.serve)
}

func (s *Store) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := strings.CutPrefix(r.URL.Path, directory.MediaPath)
	if !ok {
		notFound(w)
		return
	}
	key, ok := parseName(name)
	if !ok {
		notFound(w)
		return
	}
	f, err := os.Open(s.path(key, name))
	if err != nil {
		if !errors.Is(err, os.ErrNotExist) {
			slog.ErrorContext(r.Context(), "serve photo", "file", name, "err", err)
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
		notFound(w)
		return
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		notFound(w)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "image/jpeg")
	h.Set("Cache-Control", cacheControl)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("ETag", `"`+name+`"`)
	http.ServeContent(w, r, name, fi.ModTime(), f)
}

// parseName returns the key of a PhotoFile or ThumbFile name; any other
// name, however close, is refused.
func parseName(name string) (key string, ok bool) {
	if len(name) < keyLen {
		return "", false
	}
	key = name[:keyLen]
	if !directory.ValidMediaKey(key) {
		return "", false
	}
	if name != directory.PhotoFile(key) && name != directory.ThumbFile(key) {
		return "", false
	}
	return key, true
}

func notFound(w http.ResponseWriter) {
	http.Error(w, "not found", http.StatusNotFound)
}
