package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
)

// TestMeasureDepth crawls a small site: the businesses its sitemap lists are
// found through the lists; in "lists" mode their pages (which fail here)
// are not fetched, in "every" mode they are, and the failure is reported.
func TestMeasureDepth(t *testing.T) {
	var srv *httptest.Server
	pages := map[string]string{
		"/":                          `<a href="/list">Liste</a><a href="/en">English</a>`,
		"/list":                      `<a href="/b/1">1</a><a href="/b/2">2</a><a href="/list?page=2">2</a><a href="/list?open=1">offen</a>`,
		"/list?page=2":               `<a href="/b/3">3</a>`,
		"/list?open=1":               `<a href="/b/4">4</a>`,
		"/en":                        `<a href="/b/4">4</a>`,
		"/robots.txt":                "User-agent: *\nDisallow: /api/\n",
		"/sitemap.xml":               `<sitemapindex><sitemap><loc>BASE/sitemaps/static.xml</loc></sitemap><sitemap><loc>BASE/sitemaps/businesses-1.xml</loc></sitemap></sitemapindex>`,
		"/sitemaps/businesses-1.xml": `<urlset><url><loc>BASE/b/1</loc></url><url><loc>BASE/b/2</loc></url><url><loc>BASE/b/3</loc></url><url><loc>BASE/b/4</loc></url></urlset>`,
	}
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := pages[r.URL.RequestURI()]
		if !ok {
			http.Error(w, "kaputt", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, strings.ReplaceAll(body, "BASE", srv.URL))
	}))
	defer srv.Close()

	r := measureDepth(context.Background(), srv.URL, depthLists, 2)
	if r.Err != nil || r.Listed != 4 || r.Missed != 1 || !slices.Equal(r.Businesses, []int{0, 0, 2, 1}) || r.Fetched != 3 || r.failed() {
		t.Fatalf("lists: %+v; want 4 listed, /b/4 (only under /en and open=1) missed, 2 at depth 2, 1 at 3, 3 pages fetched", r)
	}
	var md strings.Builder
	r.markdown(func(f string, a ...any) { fmt.Fprintf(&md, f+"\n", a...) })
	for _, want := range []string{"| 2 | 2 | 50.0 % | 50.0 % |", "| 3 | 1 | 25.0 % | 75.0 % |", "| not reached | 1 | 25.0 % | |",
		"75.0 % are within 4 clicks ✗", "`/ → /list → /list?page=2 → /b/3`"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, md.String())
		}
	}

	r = measureDepth(context.Background(), srv.URL, depthEvery, 2)
	if len(r.Broken) != 3 || !r.failed() || !strings.HasPrefix(r.Broken[0], "500 /b/1") {
		t.Errorf("every: broken %q; want the three business pages", r.Broken)
	}
}
