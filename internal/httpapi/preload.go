package httpapi

// The first response of a page carries what the app would otherwise fetch
// right after starting: the API answers of the route (so the page renders
// without a second round trip) and modulepreload links for the route's
// JavaScript chunks (so they load in parallel with the main bundle).

import (
	"bytes"
	"context"
	"encoding/json"
	"io/fs"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
)

// preloadKey is the form in which the app looks a URL up: the path decoded,
// the query as decoded key=value pairs in sorted order. The app computes the
// same (web/src/lib/preload.ts).
func preloadKey(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	var pairs []string
	for k, vs := range u.Query() {
		for _, v := range vs {
			pairs = append(pairs, k+"="+v)
		}
	}
	slices.Sort(pairs)
	key := u.Path
	if len(pairs) > 0 {
		key += "?" + strings.Join(pairs, "&")
	}
	return key
}

// preloadJSON answers the calls through the API's own handlers, so the data
// is exactly what the app would fetch, and returns them with the answers
// already in out as one JSON object (URL key → answer), escaped for a script element. Failed calls are left out;
// the app then fetches them itself.
func (s *Server) preloadJSON(ctx context.Context, calls []string, out map[string]json.RawMessage) []byte {
	for _, call := range calls {
		if _, ok := out[preloadKey(call)]; ok {
			continue
		}
		if b, ok := s.apiAnswer(ctx, call); ok {
			out[preloadKey(call)] = json.RawMessage(b)
		}
	}
	if len(out) == 0 {
		return nil
	}
	b, err := json.Marshal(out)
	if err != nil {
		return nil
	}
	var esc bytes.Buffer
	json.HTMLEscape(&esc, b) // no "</script>" can end the element early
	return esc.Bytes()
}

// apiAnswer is the JSON answer of a public API call made in-process, false unless it is a 200 with valid JSON.
func (s *Server) apiAnswer(ctx context.Context, call string) ([]byte, bool) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, call, nil)
	if err != nil {
		return nil, false
	}
	rec := &bufferedResponse{header: http.Header{}, status: http.StatusOK}
	s.api.ServeHTTP(rec, req)
	if rec.status != http.StatusOK || !json.Valid(rec.body.Bytes()) {
		return nil, false
	}
	return bytes.TrimSpace(rec.body.Bytes()), true
}

// bufferedResponse collects an internal API answer.
type bufferedResponse struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (b *bufferedResponse) Header() http.Header         { return b.header }
func (b *bufferedResponse) Write(p []byte) (int, error) { return b.body.Write(p) }
func (b *bufferedResponse) WriteHeader(status int)      { b.status = status }

// viteManifest reads the build's .vite/manifest.json once: source file →
// chunk file and the chunks it imports.
type viteManifest struct {
	once   sync.Once
	chunks map[string]struct {
		File    string   `json:"file"`
		Imports []string `json:"imports"`
	}
}

// entry is the site path of an entry's file ("" without a manifest).
func (m *viteManifest) entry(static fs.FS, source string) string {
	m.read(static)
	if c, ok := m.chunks[source]; ok {
		return "/" + c.File
	}
	return ""
}

func (m *viteManifest) read(static fs.FS) {
	m.once.Do(func() {
		if b, err := fs.ReadFile(static, ".vite/manifest.json"); err == nil {
			_ = json.Unmarshal(b, &m.chunks)
		}
	})
}

// modulePreloads lists the chunk files of a route's page and everything it
// imports statically, as site paths; none without a manifest.
func (m *viteManifest) modulePreloads(static fs.FS, source string) []string {
	m.read(static)
	var files []string
	seen := map[string]bool{}
	var walk func(key string)
	walk = func(key string) {
		c, ok := m.chunks[key]
		if !ok || seen[key] {
			return
		}
		seen[key] = true
		if !strings.HasSuffix(key, "index.html") { // the entry loads itself
			files = append(files, "/"+c.File)
		}
		for _, imp := range c.Imports {
			walk(imp)
		}
	}
	walk(source)
	return files
}
