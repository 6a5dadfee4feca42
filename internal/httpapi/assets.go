package httpapi

import (
	"bytes"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"

	"github.com/klauspost/compress/gzip"
)

// gzipAssets keeps gzip copies of the build's hashed assets, compressed once
// at the best level: the request middleware compresses at the fastest level,
// which would send the first page's JavaScript about 15 % larger, on every
// visit. Assets never change while the binary runs (they are embedded).
type gzipAssets struct {
	mu    sync.Mutex
	files map[string][]byte
}

// serve writes the gzip copy of an asset when the client accepts gzip and
// the type compresses, and reports whether it did.
func (g *gzipAssets) serve(w http.ResponseWriter, r *http.Request, static fs.FS, name string) bool {
	ctype := mime.TypeByExtension(path.Ext(name))
	if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") || !compressible(ctype) || r.Header.Get("Range") != "" {
		return false
	}
	body, ok := g.get(static, name)
	if !ok {
		return false
	}
	h := w.Header()
	h.Set("Content-Type", ctype)
	h.Set("Content-Encoding", "gzip")
	h.Add("Vary", "Accept-Encoding")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	if r.Method != http.MethodHead {
		w.Write(body)
	}
	return true
}

func (g *gzipAssets) get(static fs.FS, name string) ([]byte, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if b, ok := g.files[name]; ok {
		return b, true
	}
	raw, err := fs.ReadFile(static, name)
	if err != nil {
		return nil, false
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(raw)
	if zw.Close() != nil {
		return nil, false
	}
	if g.files == nil {
		g.files = map[string][]byte{}
	}
	g.files[name] = buf.Bytes()
	return g.files[name], true
}
