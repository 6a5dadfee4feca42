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

// routeData names, per route, the API calls the app makes on arrival and the
// source file of the route's page (a key of Vite's manifest). The URLs are
// the app's own (web/src/**/api); keys are compared after preloadKey, so
// encoding and query order do not matter.
func routeData(seg []string, q url.Values) (calls []string, source string) {
	defaultView := len(q) == 0 // other pages and sorts are fetched by the app
	switch {
	case len(seg) == 0:
		return []string{"/api/businesses/stats", "/api/categories", "/api/cities?limit=20", "/api/businesses/popular?limit=12"},
			"src/features/home/home-page.tsx"
	case len(seg) >= 1 && seg[0] == "admin":
		return nil, "src/features/admin/admin-page.tsx"
	case len(seg) == 1 && seg[0] == "businesses":
		return []string{"/api/cities?limit=20"}, "src/features/businesses/businesses-page.tsx"
	case len(seg) == 1 && seg[0] == "categories":
		return []string{"/api/categories", "/api/businesses/popular?limit=8"}, "src/features/categories/categories-page.tsx"
	case len(seg) == 2 && seg[0] == "categories":
		if !defaultView {
			return nil, "src/features/categories/category-page.tsx"
		}
		return []string{"/api/categories/" + url.PathEscape(seg[1]) + "/businesses?page=1&limit=12&sortBy=rating"},
			"src/features/categories/category-page.tsx"
	case len(seg) == 2 && seg[0] == "city":
		if !defaultView {
			return nil, "src/features/cities/city-page.tsx"
		}
		return []string{"/api/cities/" + url.PathEscape(seg[1]) + "/businesses?page=1&limit=20"}, "src/features/cities/city-page.tsx"
	case len(seg) == 2 && seg[0] == "business":
		return []string{"/api/businesses/" + url.PathEscape(seg[1]), "/api/admin/settings"},
			"src/features/business-detail/business-detail-page.tsx"
	case len(seg) == 2:
		return []string{"/api/businesses/slug/" + url.PathEscape(seg[0]) + "/" + url.PathEscape(seg[1]), "/api/admin/settings"},
			"src/features/business-detail/business-detail-page.tsx"
	}
	return nil, ""
}

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
// is exactly what the app would fetch, and returns them as one JSON object
// (URL key → answer), escaped for a script element. Failed calls are left out;
// the app then fetches them itself.
func (s *Server) preloadJSON(ctx context.Context, calls []string) []byte {
	out := map[string]json.RawMessage{}
	for _, call := range calls {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, call, nil)
		if err != nil {
			continue
		}
		rec := &bufferedResponse{header: http.Header{}, status: http.StatusOK}
		s.api.ServeHTTP(rec, req)
		if rec.status == http.StatusOK && json.Valid(rec.body.Bytes()) {
			out[preloadKey(call)] = json.RawMessage(bytes.TrimSpace(rec.body.Bytes()))
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

// modulePreloads lists the chunk files of a route's page and everything it
// imports statically, as site paths; none without a manifest.
func (m *viteManifest) modulePreloads(static fs.FS, source string) []string {
	m.once.Do(func() {
		if b, err := fs.ReadFile(static, ".vite/manifest.json"); err == nil {
			_ = json.Unmarshal(b, &m.chunks)
		}
	})
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
