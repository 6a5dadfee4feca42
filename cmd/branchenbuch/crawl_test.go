package main_test

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/crawl"
)

// Issue 18: a crawler without JavaScript that starts at / and follows only
// the <a href> links of the server's HTML, as robots.txt lets it, reaches
// every listed business within crawlMaxClicks clicks, and no link of the
// site answers 4xx or 5xx, in either language. A thousand businesses make
// about 2,500 pages here (6,200 with the city × category pages and the
// places index), crawled in 25 to 45 s under -race on 2 cores; the click
// depth at 500,000 is make bench's (docs/benchmarks.md).
const (
	crawlDemoCount = 1000
	crawlMaxClicks = 4
)

// TestCrawlReachesEveryBusiness starts the binary with demo data and crawls it.
func TestCrawlReachesEveryBusiness(t *testing.T) {
	// The storefront's pages fill the front-end build's index.html; a binary
	// without it answers every path with the plain page of the API (web/embed.go).
	// make test builds it before the Go tests; CI must not skip.
	if _, err := os.Stat("../../web/dist/index.html"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("no front-end build (web/dist/index.html): run make ui before the Go tests, as make test does")
		}
		t.Skip("no front-end build (web/dist/index.html): make ui, or make test, runs this test")
	}
	bin := buildBinary(t)
	base, _, _ := startServe(t, bin, "DATABASE_URL="+filepath.Join(t.TempDir(), "b.db"), "DEMO_COUNT="+strconv.Itoa(crawlDemoCount))
	listed := sitemapBusinesses(t, base)
	if want := listedCount(t, base); len(listed) != want {
		t.Fatalf("the sitemap lists %d businesses, the directory %d", len(listed), want)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	res, err := crawl.Crawl(ctx, base+"/", crawl.Options{Workers: 4, Follow: crawl.Steady})
	if err != nil {
		t.Fatalf("crawl: %v (after %d pages)", err, len(res.Pages))
	}
	t.Logf("crawled %d pages in %s (%.0f pages/s); all pages by depth: %s", len(res.Pages), res.Took.Round(time.Millisecond),
		float64(len(res.Pages))/res.Took.Seconds(), crawl.FormatHistogram(res.Histogram(nil)))
	t.Logf("the %d listed businesses by depth: %s", len(listed),
		crawl.FormatHistogram(res.Histogram(func(p *crawl.Page) bool { return listed[p.URL] })))

	for _, p := range res.Broken() {
		t.Errorf("%s answered %d %s; reached %s", p.URL, p.Status, p.Err, res.Trail(p.URL))
	}
	var missed, deep []string
	for u := range listed {
		switch p := res.ByURL[u]; {
		case p == nil:
			missed = append(missed, u)
		case p.Depth > crawlMaxClicks:
			deep = append(deep, res.Trail(u))
		}
	}
	report := func(what string, list []string) {
		if len(list) == 0 {
			return
		}
		sort.Strings(list)
		t.Errorf("%d listed businesses %s, among them:\n%s", len(list), what, strings.Join(list[:min(len(list), 5)], "\n"))
	}
	report("not reached at all", missed)
	report("more than "+strconv.Itoa(crawlMaxClicks)+" clicks away", deep)
	for u := range res.Blocked {
		if listed[u] {
			t.Errorf("robots.txt disallows the business page %s", u)
		}
	}
	if res.Truncated {
		t.Error("the crawl stopped at its page limit")
	}

	// The not-found page is reached by no link; its own links must lead on.
	notFoundLinksWork(t, base+"/keine-solche-seite")
	notFoundLinksWork(t, base+"/en/keine-solche-seite")
}

// notFoundLinksWork fetches a missing page (404) and every same-site link on it.
func notFoundLinksWork(t *testing.T, page string) {
	t.Helper()
	status, body := fetch(t, page)
	if status != http.StatusNotFound {
		t.Fatalf("%s answered %d, want 404", page, status)
	}
	u, _ := url.Parse(page)
	links := crawl.Links(u, body)
	if len(links) < 10 {
		t.Errorf("the not-found page %s has %d links, want the frame's and the card's", page, len(links))
	}
	for _, l := range links {
		if status, _ := fetch(t, l); status >= 400 {
			t.Errorf("the not-found page %s links %s, which answers %d", page, l, status)
		}
	}
}

func fetch(t *testing.T, u string) (int, []byte) {
	t.Helper()
	res, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res.StatusCode, body
}

// sitemapBusinesses reads the business pages from the sitemap index, as the
// crawler writes URLs (on base: the sitemap's host is BASE_URL's).
func sitemapBusinesses(t *testing.T, base string) map[string]bool {
	t.Helper()
	type locs struct {
		Loc []string `xml:"url>loc"`
		Map []string `xml:"sitemap>loc"`
	}
	read := func(u string) locs {
		status, body := fetch(t, u)
		var l locs
		if err := xml.Unmarshal(body, &l); status != http.StatusOK || err != nil {
			t.Fatalf("%s: %d %v", u, status, err)
		}
		return l
	}
	onBase := func(loc string) string {
		u, err := url.Parse(loc)
		if err != nil {
			t.Fatalf("sitemap loc %q: %v", loc, err)
		}
		b, _ := url.Parse(base)
		u.Scheme, u.Host = b.Scheme, b.Host
		n, _ := crawl.Normalize(u)
		return n.String()
	}
	out := map[string]bool{}
	for _, m := range read(base + "/sitemap.xml").Map {
		if !strings.Contains(m, "/businesses-") {
			continue
		}
		for _, loc := range read(onBase(m)).Loc {
			out[onBase(loc)] = true
		}
	}
	return out
}

// listedCount is the directory's own count of listed businesses.
func listedCount(t *testing.T, base string) int {
	t.Helper()
	_, body := fetch(t, base+"/api/businesses/stats")
	var s struct{ Total int }
	if err := json.Unmarshal(body, &s); err != nil {
		t.Fatal(err)
	}
	return s.Total
}
