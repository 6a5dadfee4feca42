package crawl_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"branchenbuch/internal/crawl"
)

// site is a small web site: path → HTML (a string) or a handler.
func site(t *testing.T, pages map[string]any) (*httptest.Server, *atomic.Int64) {
	t.Helper()
	var hits atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		switch p := pages[r.URL.RequestURI()].(type) {
		case string:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, p)
		case http.HandlerFunc:
			p(w, r)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv, &hits
}

func links(paths ...string) string {
	var b strings.Builder
	b.WriteString("<!doctype html><title>x</title>")
	for _, p := range paths {
		fmt.Fprintf(&b, `<a href="%s">%s</a>`, p, p)
	}
	return b.String()
}

func TestCrawl(t *testing.T) {
	srv, _ := site(t, map[string]any{
		"/robots.txt": http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			fmt.Fprint(w, "User-agent: *\nDisallow: /blocked\n")
		}),
		"/":         links("/a", "/b#frag", "http://other.example/x", "mailto:x@example.org", "/blocked/x"),
		"/a":        links("/a/deep", "/missing", "/moved", "/"),
		"/b":        links("/a", "/text", "/broken"),
		"/a/deep":   links("/a/deeper"),
		"/a/deeper": links("/a"),
		"/moved": http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/target?x=1", http.StatusMovedPermanently)
		}),
		"/target?x=1": links("/after-target"),
		"/after-target": http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "http://other.example/", http.StatusFound) // off the site: not followed
		}),
		"/text": http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/plain")
			fmt.Fprint(w, `<a href="/hidden">not HTML</a>`)
		}),
		"/broken": http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "boom", http.StatusInternalServerError)
		}),
	})
	res, err := crawl.Crawl(context.Background(), srv.URL, crawl.Options{Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct{ depth, status int }{
		"/": {0, 200}, "/a": {1, 200}, "/b": {1, 200},
		"/a/deep": {2, 200}, "/missing": {2, 404}, "/moved": {2, 301}, "/target?x=1": {2, 200}, // a redirect is no click
		"/text": {2, 200}, "/broken": {2, 500},
		"/a/deeper": {3, 200}, "/after-target": {3, 302},
	}
	for path, w := range want {
		p := res.ByURL[srv.URL+path]
		if p == nil {
			t.Errorf("%s not reached", path)
			continue
		}
		if p.Depth != w.depth || p.Status != w.status {
			t.Errorf("%s: depth %d, status %d; want %d, %d (%s)", path, p.Depth, p.Status, w.depth, w.status, res.Trail(p.URL))
		}
	}
	if len(res.Pages) != len(want) {
		var got []string
		for _, p := range res.Pages {
			got = append(got, strings.TrimPrefix(p.URL, srv.URL))
		}
		t.Errorf("reached %q, want the %d above", got, len(want))
	}
	if b := res.Blocked[srv.URL+"/blocked/x"]; b == nil || b.Depth != 1 || b.Status != 0 {
		t.Errorf("blocked page: %+v, want recorded at depth 1, not fetched", b)
	}
	var broken []string
	for _, p := range res.Broken() {
		broken = append(broken, strings.TrimPrefix(p.URL, srv.URL))
	}
	slices.Sort(broken)
	if !slices.Equal(broken, []string{"/broken", "/missing"}) {
		t.Errorf("broken %q", broken)
	}
	if got, want := res.Trail(srv.URL+"/target?x=1"), "/ → /a → /moved → /target?x=1"; got != want {
		t.Errorf("trail %q, want %q", got, want)
	}
	if got, want := crawl.FormatHistogram(res.Histogram(nil)), "0: 1, 1: 2, 2: 6, 3: 2 (total 11)"; got != want {
		t.Errorf("histogram %q, want %q", got, want)
	}
	if res.Truncated {
		t.Error("truncated")
	}
}

func TestCrawlLimitsAndFilters(t *testing.T) {
	// A chain of 50 pages, each linking the next and an English twin.
	pages := map[string]any{}
	for i := range 50 {
		pages[fmt.Sprintf("/p%d", i)] = links(fmt.Sprintf("/p%d", i+1), fmt.Sprintf("/en/p%d", i))
		pages[fmt.Sprintf("/en/p%d", i)] = links()
	}
	pages["/"] = links("/p0")
	srv, hits := site(t, pages)

	res, err := crawl.Crawl(context.Background(), srv.URL+"/", crawl.Options{MaxPages: 10})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Truncated || len(res.Broken()) != 0 || hits.Load() != 11 { // robots.txt and 10 pages
		t.Errorf("truncated %t, %d requests; want a stop after 10 pages and robots.txt", res.Truncated, hits.Load())
	}

	german := func(u *url.URL) bool { return !strings.HasPrefix(u.Path, "/en/") }
	res, err = crawl.Crawl(context.Background(), srv.URL, crawl.Options{Follow: german, Workers: 8})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Pages) != 52 || res.ByURL[srv.URL+"/p49"].Depth != 50 { // /, /p0 … /p49 and the missing /p50
		t.Errorf("%d pages, /p49 at %d; want 52, 50", len(res.Pages), res.ByURL[srv.URL+"/p49"].Depth)
	}

	// A crawl of the first levels: pages one click past MaxDepth are reached, not fetched.
	before := hits.Load()
	var levels []string
	res, err = crawl.Crawl(context.Background(), srv.URL, crawl.Options{MaxDepth: 3,
		Level: func(depth, known, fetched int) { levels = append(levels, fmt.Sprint(depth, known, fetched)) }})
	if err != nil {
		t.Fatal(err)
	}
	edge := res.ByURL[srv.URL+"/p3"]
	if edge == nil || edge.Depth != 4 || edge.Status != 0 || len(res.Pages) != 8 || hits.Load()-before != 7 {
		t.Errorf("edge %+v, %d pages, %d requests; want /p3 at depth 4 unfetched, 8 pages, 7 requests (robots.txt and 6 pages)", edge, len(res.Pages), hits.Load()-before)
	}
	if want := []string{"0 2 1", "1 4 2", "2 6 4", "3 8 6"}; !slices.Equal(levels, want) {
		t.Errorf("levels %q, want %q", levels, want)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := crawl.Crawl(ctx, srv.URL, crawl.Options{}); err == nil {
		t.Error("a cancelled crawl reported no error")
	}
}

func TestCrawlRobotsAnswers(t *testing.T) {
	for _, c := range []struct {
		status int
		ok     bool
	}{{404, true}, {410, true}, {500, false}, {503, false}} {
		srv, _ := site(t, map[string]any{
			"/":           links("/a"),
			"/robots.txt": http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(c.status) }),
		})
		res, err := crawl.Crawl(context.Background(), srv.URL, crawl.Options{})
		if ok := err == nil; ok != c.ok || ok && len(res.Pages) != 2 {
			t.Errorf("robots.txt %d: err %v; want a crawl of everything %t", c.status, err, c.ok)
		}
	}
	for _, bad := range []string{"ftp://example.org/", "::", "/relative"} {
		if _, err := crawl.Crawl(context.Background(), bad, crawl.Options{}); err == nil {
			t.Errorf("start %q: no error", bad)
		}
	}
}
