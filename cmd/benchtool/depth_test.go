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
// found through the lists, exactly up to -click-depth; the pages crawled
// are checked for 4xx and 5xx.
func TestMeasureDepth(t *testing.T) {
	var srv *httptest.Server
	pages := map[string]string{
		"/":                          `<a href="/list">Liste</a><a href="/en">English</a>`,
		"/list":                      `<a href="/b/1">1</a><a href="/b/2">2</a><a href="/list?page=2">2</a><a href="/list?open=1">offen</a>`,
		"/list?page=2":               `<a href="/b/3">3</a>`,
		"/list?open=1":               `<a href="/b/4">4</a>`,
		"/en":                        `<a href="/b/4">4</a>`,
		"/b/1":                       `<a href="/">Start</a>`,
		"/b/2":                       `<a href="/">Start</a>`,
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

	// Two clicks: / and /list fetched; /b/3 (3 clicks) and /b/4 (only under /en and open=1) not reached.
	r := measureDepth(context.Background(), srv.URL, 2, 2)
	if r.Err != nil || r.Listed != 4 || r.Missed != 2 || !slices.Equal(r.Businesses, []int{0, 0, 2}) || r.Fetched != 2 || r.failed() {
		t.Fatalf("2 clicks: %+v; want 4 listed, 2 at depth 2, 2 deeper, 2 pages fetched", r)
	}
	var md strings.Builder
	r.markdown(func(f string, a ...any) { fmt.Fprintf(&md, f+"\n", a...) })
	for _, want := range []string{"the pages 0 to 1 clicks from the start fetched (`-click-depth 2`)", "| 2 | 2 | 50.0 % | 50.0 % |",
		"| more than 2 | 2 | 50.0 % | |", "50.0 % are within 4 clicks ✗", "`/ → /list → /b/"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, md.String())
		}
	}

	// Four clicks: the business pages are fetched too, and /b/3 fails.
	r = measureDepth(context.Background(), srv.URL, 4, 2)
	if !slices.Equal(r.Businesses, []int{0, 0, 2, 1}) || r.Missed != 1 || !r.failed() || len(r.Broken) != 1 || !strings.HasPrefix(r.Broken[0], "500 /b/3") {
		t.Errorf("4 clicks: %+v; want 2 at depth 2, 1 at 3, /b/3 broken", r)
	}
}

// TestDepthReportOfAStoppedCrawl: a crawl stopped half-way says that its
// figures are partial.
func TestDepthReportOfAStoppedCrawl(t *testing.T) {
	r := &depthResult{Clicks: 4, Listed: 4, Known: 10, Fetched: 3, Businesses: []int{0, 1}, Missed: 3, Err: context.Canceled}
	var md strings.Builder
	r.markdown(func(f string, a ...any) { fmt.Fprintf(&md, f+"\n", a...) })
	if !strings.Contains(md.String(), "the figures below are partial") || !r.failed() {
		t.Errorf("failed %t, report:\n%s", r.failed(), md.String())
	}
}
