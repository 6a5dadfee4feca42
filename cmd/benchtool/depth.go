package main

// The storefront's click depth (issue 18): how many clicks a crawler without
// JavaScript needs from the start page to each listed business, following
// only the <a href> links of the server's HTML as robots.txt lets it
// (internal/crawl). Measured on the SQLite server of the run (the pages and
// links are the same on PostgreSQL), after the scenarios.
//
// A crawl of every page of 500,000 businesses would take hours on 2 cores:
// there are more list pages than businesses (a city × category page for
// every pair), a business page costs the server some 7 ms, and a category
// page deep in its list seconds (its OFFSET). The crawl therefore fetches
// every page up to one click less than -click-depth (4: the issue's
// bound) and records the pages their links reach: the depths up to
// -click-depth are exact, and whatever is not reached lies deeper. A larger
// -click-depth measures the tail too, at the price of the levels it adds.
// English pages are not followed: each links the same pages as its German
// twin, one click further from the start, so they shorten no German path.
// Nor are lists filtered by "open now" (crawl.Steady), so that the figures
// do not depend on the hour of the run.

import (
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"time"

	"branchenbuch/internal/crawl"
)

// depthScenario is the name -only matches to run the click-depth crawl.
const depthScenario = "click depth"

// depthClicks is the depth every listed business should be within (issue 18)
// and the default of -click-depth.
const depthClicks = 4

// depthResult is what the crawl found.
type depthResult struct {
	Clicks     int // pages up to Clicks-1 fetched: depths up to Clicks exact
	Took       time.Duration
	Fetched    int   // pages fetched
	Known      int   // pages reached, fetched or not
	Listed     int   // businesses in the sitemap
	Businesses []int // listed businesses by depth
	Missed     int   // listed businesses not reached: deeper than Clicks
	Broken     []string
	Deepest    string // the way to one of the deepest businesses
	Err        error
}

// measureDepth crawls the server at base to depth clicks.
func measureDepth(ctx context.Context, base string, clicks, workers int) *depthResult {
	r := &depthResult{Clicks: clicks}
	listed, err := listedBusinesses(ctx, base)
	if err != nil {
		r.Err = err
		return r
	}
	r.Listed = len(listed)
	german := func(u *url.URL) bool { return crawl.Steady(u) && u.Path != "/en" && !strings.HasPrefix(u.Path, "/en/") }
	o := crawl.Options{Workers: workers, Follow: german, MaxDepth: clicks - 1, MaxBodyBytes: 64 << 20,
		Level: func(depth, known, fetched int) {
			logf("  click depth: depth %d done, %d pages known, %d fetched", depth, known, fetched)
		}}
	res, err := crawl.Crawl(ctx, base+"/", o)
	if res == nil {
		r.Err = err
		return r
	}
	r.Err, r.Took, r.Known = err, res.Took, len(res.Pages)
	r.Businesses = res.Histogram(func(p *crawl.Page) bool { return listed[p.URL] })
	for _, p := range res.Pages {
		if p.Status != 0 || p.Err != "" {
			r.Fetched++
		}
	}
	for u := range listed {
		if res.ByURL[u] == nil {
			r.Missed++
		}
	}
	for _, p := range res.Broken() {
		r.Broken = append(r.Broken, fmt.Sprintf("%d %s%s (from %s)", p.Status, strings.TrimPrefix(p.URL, base), p.Err, strings.TrimPrefix(p.From, base)))
	}
	sort.Strings(r.Broken)
	for _, p := range res.Pages { // by depth: the last business is one of the deepest
		if listed[p.URL] {
			r.Deepest = res.Trail(p.URL)
		}
	}
	return r
}

// failed: the crawl did not finish, or a link answered 4xx or 5xx.
func (r *depthResult) failed() bool { return r != nil && (r.Err != nil || len(r.Broken) > 0) }

// listedBusinesses are the business pages the sitemaps list, as the crawler
// writes URLs (on base: the sitemaps name BASE_URL, which is base here).
func listedBusinesses(ctx context.Context, base string) (map[string]bool, error) {
	read := func(u string) ([]string, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
		if err != nil {
			return nil, err
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, err
		}
		defer res.Body.Close()
		var doc struct {
			Locs []string `xml:"url>loc"`
			Maps []string `xml:"sitemap>loc"`
		}
		if err := xml.NewDecoder(io.LimitReader(res.Body, 256<<20)).Decode(&doc); err != nil || res.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("sitemap %s: %d %v", u, res.StatusCode, err)
		}
		return append(doc.Maps, doc.Locs...), nil
	}
	maps, err := read(base + "/sitemap.xml")
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, m := range maps {
		if !strings.Contains(m, "/businesses-") {
			continue
		}
		locs, err := read(m)
		if err != nil {
			return nil, err
		}
		for _, l := range locs {
			if u, err := url.Parse(l); err == nil {
				if n, ok := crawl.Normalize(u); ok {
					out[n.String()] = true
				}
			}
		}
	}
	return out, nil
}

// markdown writes the histogram of the businesses' depths.
func (r *depthResult) markdown(p func(string, ...any)) {
	p("")
	p("### Click depth")
	p("")
	if r.Err != nil && r.Known == 0 {
		p("Not measured: %v", r.Err)
		return
	}
	rate := float64(r.Fetched) / max(r.Took.Seconds(), 0.001)
	p("A crawler without JavaScript from `/`, `<a href>` links only, robots.txt honoured, German pages (English ones shorten no path), no lists filtered by \"open now\" (they change by the hour), the pages 0 to %d clicks from the start fetched (`-click-depth %d`): %s pages fetched in %s (%s pages/s), %s pages reached.",
		r.Clicks-1, r.Clicks, thousands(r.Fetched), r.Took.Round(time.Second), thousands(int(rate)), thousands(r.Known))
	if r.Err != nil {
		p("")
		p("**The crawl stopped before it was done (%v): the figures below are partial, not the depths.**", r.Err)
	}
	p("")
	p("| clicks | businesses | share | within |")
	p("|--:|--:|--:|--:|")
	share := func(n int) float64 { return 100 * float64(n) / float64(max(r.Listed, 1)) }
	for d, n := range r.Businesses {
		if n > 0 {
			p("| %d | %s | %.1f %% | %.1f %% |", d, thousands(n), share(n), share(sum(r.Businesses[:d+1])))
		}
	}
	if r.Missed > 0 {
		p("| more than %d | %s | %.1f %% | |", r.Clicks, thousands(r.Missed), share(r.Missed))
	}
	p("")
	within := sum(r.Businesses[:min(len(r.Businesses), depthClicks+1)])
	p("Of %s listed businesses %.1f %% are within %d clicks %s; the deepest reached, %d clicks away: %s.", thousands(r.Listed),
		share(within), depthClicks, mark(within == r.Listed), len(r.Businesses)-1, "`"+r.Deepest+"`")
	var problems []string
	if r.Err != nil {
		problems = append(problems, "**Crawl stopped:** "+r.Err.Error())
	}
	if len(r.Broken) > 0 {
		line := fmt.Sprintf("%d pages answered 4xx or 5xx:", len(r.Broken))
		for _, b := range r.Broken[:min(len(r.Broken), 10)] {
			line += "\n  - `" + b + "`"
		}
		problems = append(problems, line)
	}
	writeProblems(p, problems, "\n  ")
}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}
