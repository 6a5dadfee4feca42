package httpapi_test

import (
	"encoding/json"
	"net/url"
	"reflect"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"branchenbuch/internal/httpapi"
)

// The keys must be those web/src/lib/preload.test.ts expects of the app.
func TestPreloadKey(t *testing.T) {
	cases := []struct{ in, want string }{
		{"/api/businesses/stats", "/api/businesses/stats"},
		{"/api/cities?limit=20", "/api/cities?limit=20"},
		{"/api/cities/Frankfurt%20am%20Main/businesses?page=1&limit=20", "/api/cities/Frankfurt am Main/businesses?limit=20&page=1"},
		{"/api/cities/M%C3%BCnchen/businesses?limit=20&page=1", "/api/cities/München/businesses?limit=20&page=1"},
		{"/api/categories/kfz-werkstatt/businesses?sortBy=rating&page=1&limit=12", "/api/categories/kfz-werkstatt/businesses?limit=12&page=1&sortBy=rating"},
		{"/api/businesses/search?query=B%C3%A4cker+Berlin", "/api/businesses/search?query=Bäcker Berlin"},
	}
	for _, c := range cases {
		if got := httpapi.PreloadKey(c.in); got != c.want {
			t.Errorf("PreloadKey(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

const manifest = `{
  "index.html": {"file": "assets/index-1a2b.js", "isEntry": true},
  "src/features/admin/admin-page.tsx": {"file": "assets/admin-page-9z.js", "imports": ["_card-3c.js", "index.html"]},
  "_card-3c.js": {"file": "assets/card-3c.js", "imports": ["index.html"]},
  "src/app/islands.ts": {"file": "assets/islands-5e.js", "isEntry": true, "imports": ["_frame-7f.js"]},
  "_frame-7f.js": {"file": "assets/frame-7f.js"}
}`

// preloaded reads the page's embedded API answers.
func preloaded(t *testing.T, body string) map[string]json.RawMessage {
	t.Helper()
	data, _ := cutPreload(t, body)
	if data == "" {
		return nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(data), &m); err != nil {
		t.Fatalf("preloaded data does not parse: %v\n%s", err, data)
	}
	return m
}

func TestPagesCarryTheirAPIAnswers(t *testing.T) {
	base := startServer(t, asSEO(), withStatic(fstest.MapFS{
		"index.html":          {Data: []byte(viteIndex)},
		".vite/manifest.json": {Data: []byte(manifest)},
	})).URL
	const settings = "/api/admin/settings" // the frame's: ad areas and analytics code
	meta := func(path string) string { return "/api/page-meta?path=" + url.QueryEscape(path) }
	cases := []struct {
		path string
		want []string // API calls whose answers the page must carry
	}{
		{"/", []string{settings, meta("/")}}, // the list pages are rendered by the server, no app
		{"/en", []string{settings, meta("/en")}},
		{"/businesses", []string{settings, meta("/businesses")}},                       // rendered by the server, no app
		{"/categories", []string{settings, meta("/categories")}},                       // rendered by the server, no app
		{"/categories/handwerker", []string{settings, meta("/categories/handwerker")}}, // rendered by the server, no app
		{"/city/Berlin", []string{settings, meta("/city/Berlin")}},                     // rendered by the server with its businesses, no app
		{"/business/1", []string{settings, meta("/business/1")}},                       // rendered by the server with its neighbours, no app
		{"/muenchen/autowerkstatt-mueller", []string{settings, meta("/muenchen/autowerkstatt-mueller")}},
		{"/blog", []string{settings, meta("/blog")}},                                           // rendered by the server with its articles, no app
		{"/blog/kfz-werkstatt-finden", []string{settings, meta("/blog/kfz-werkstatt-finden")}}, // rendered by the server, no app
		{"/about", []string{settings, meta("/about")}},                                         // rendered by the server with its figures, no app
		{"/imprint", []string{settings, meta("/imprint")}},
		{"/city/Berlin?page=2", []string{settings}},                        // the server's page 2: its title is not the path's
		{"/blog?page=2", []string{settings, meta("/blog")}},                // the app fetches other pages itself
		{"/gibt/es/nicht", []string{settings, meta("/gibt/es/nicht")}},     // a 404 carries the frame's and its title
		{"/business/999999", []string{settings, meta("/business/999999")}}, // so does an unknown business
		{"/admin", []string{meta("/admin")}},                               // the panel asks for its session first
	}
	for _, c := range cases {
		t.Run(c.path, func(t *testing.T) {
			p := fetchPage(t, base+c.path)
			got := preloaded(t, p.body)
			var keys []string
			for k := range got {
				keys = append(keys, k)
			}
			var want []string
			for _, call := range c.want {
				want = append(want, httpapi.PreloadKey(call))
			}
			slices.Sort(keys)
			slices.Sort(want)
			if !slices.Equal(keys, want) {
				t.Fatalf("preloaded %q, want %q", keys, want)
			}
			for _, call := range c.want {
				_, body := get(t, base+call)
				var fromAPI, embedded any
				json.Unmarshal([]byte(body), &fromAPI)
				json.Unmarshal(got[httpapi.PreloadKey(call)], &embedded)
				if !reflect.DeepEqual(fromAPI, embedded) {
					t.Errorf("%s: embedded answer differs from the API's", call)
				}
			}
		})
	}
}

func TestPagesPreloadTheirChunks(t *testing.T) {
	base := startServer(t, asSEO(), withStatic(fstest.MapFS{
		"index.html":          {Data: []byte(viteIndex)},
		".vite/manifest.json": {Data: []byte(manifest)},
	})).URL
	p := fetchPage(t, base+"/admin") // the panel, a React page
	for _, want := range []string{`<link rel="modulepreload" crossorigin href="/assets/admin-page-9z.js">`, `<link rel="modulepreload" crossorigin href="/assets/card-3c.js">`} {
		if !strings.Contains(p.body, want) {
			t.Errorf("panel lacks %s", want)
		}
	}
	if strings.Contains(p.body, `modulepreload" crossorigin href="/assets/index-1a2b.js"`) {
		t.Errorf("the entry chunk is preloaded twice")
	}
	// A server page loads the islands' entry and preloads what it imports, nothing of the app.
	home := fetchPage(t, base+"/")
	if !strings.Contains(home.body, `<script type="module" crossorigin src="/assets/islands-5e.js"></script>`) ||
		!strings.Contains(home.body, `<link rel="modulepreload" crossorigin href="/assets/frame-7f.js">`) ||
		strings.Count(home.body, "modulepreload") != 1 {
		t.Errorf("start page: want the islands' entry and one modulepreload of its import:\n%s", home.body)
	}
}

// A page the server renders completely loads the islands' script instead of the app.
func TestServerPagesLoadOnlyTheIslands(t *testing.T) {
	base := startServer(t, asSEO(), withStatic(fstest.MapFS{
		"index.html":          {Data: []byte(viteIndex)},
		".vite/manifest.json": {Data: []byte(manifest)},
	})).URL
	for _, path := range []string{"/help", "/en/imprint", "/cookies", "/blog/kfz-werkstatt-finden", "/blog/gibt-es-nicht", "/gibt/es/nicht", "/blog", "/contact", "/add-business"} {
		p := fetchPage(t, base+path)
		if !strings.Contains(p.body, `<script type="module" crossorigin src="/assets/islands-5e.js"></script>`) || strings.Contains(p.body, "index-1a2b.js") {
			t.Errorf("%s: want the islands' script and not the app's entry:\n%s", path, p.body)
		}
	}
	// The panel stays a React app.
	if p := fetchPage(t, base+"/admin"); !strings.Contains(p.body, `src="/assets/index-1a2b.js"`) || strings.Contains(p.body, "islands-5e.js") {
		t.Errorf("/admin: want the app's entry, got:\n%s", p.body)
	}
}
