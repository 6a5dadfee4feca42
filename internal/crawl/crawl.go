// Package crawl walks a web site as a search engine's crawler without
// JavaScript does: breadth first from a start page over the <a href> links
// of the HTML the server sends (links.go), on the start's scheme and host,
// honouring the site's robots.txt (robots.go), recording for every page its
// click depth (the fewest links from the start) and the status it answered.
// The crawl test of cmd/branchenbuch and the click-depth figures of
// cmd/benchtool use it.
package crawl

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// Options tune a crawl; the zero value is usable.
type Options struct {
	// Client fetches the pages; nil is a client with a 30 s timeout. Its
	// redirects are never followed by the client: the crawler follows a
	// Location itself, at the depth of the page that answered it (a
	// redirect is no click).
	Client *http.Client
	// Workers is the number of requests in flight (default 4).
	Workers int
	// MaxPages stops the crawl after this many fetched pages (0: no limit);
	// Result.Truncated tells that it did.
	MaxPages int
	// UserAgent is sent with every request and chooses the robots.txt group
	// (default "Branchenbuch-Crawler/1").
	UserAgent string
	// Follow, when set, decides which discovered URLs are fetched; the others
	// are left out of the result (as a crawler configured to skip them).
	Follow func(*url.URL) bool
	// MaxDepth, when above 0, is the deepest depth whose pages are fetched:
	// the pages their links reach are recorded one click deeper, not
	// fetched (Status 0). The depths up to MaxDepth+1 are exact; what is not
	// reached lies deeper. A crawl of a big site's first levels.
	MaxDepth int
	// MaxBodyBytes caps what is read of a page (default 16 MiB); links past
	// it are not seen.
	MaxBodyBytes int64
	// Level, when set, is told after each depth how many pages are known
	// and how many were fetched so far (progress of a long crawl).
	Level func(depth, known, fetched int)
}

// Page is one URL the crawl reached.
type Page struct {
	URL    string
	Depth  int    // clicks from the start page
	From   string // the page whose link reached it first ("" for the start)
	Status int    // the HTTP status; 0 when it was not fetched (Err, MaxDepth)
	Err    string // the transport error, if any
	Links  int    // the same-site links found on it (HTML pages only)
}

// Result is a finished (or stopped) crawl.
type Result struct {
	Start     string
	Pages     []*Page          // in the order they were reached: by depth, then by discovery
	ByURL     map[string]*Page // the same pages by normalised URL
	Blocked   map[string]*Page // URLs robots.txt disallowed: not fetched (From and Depth set)
	Robots    *Robots
	Truncated bool // MaxPages was reached before the crawl was done
	Took      time.Duration
}

// Crawl crawls the site of start. It returns an error when robots.txt
// cannot be read (other than a 4xx: no rules) or the start is no URL; a
// cancelled context returns what was crawled with the context's error.
func Crawl(ctx context.Context, start string, o Options) (*Result, error) {
	began := time.Now()
	su, err := url.Parse(start)
	if err != nil {
		return nil, fmt.Errorf("crawl: start %q: %w", start, err)
	}
	root, ok := Normalize(su)
	if !ok {
		return nil, fmt.Errorf("crawl: start %q is no http(s) URL", start)
	}
	c := newCrawler(o)
	robots, err := c.robots(ctx, root)
	if err != nil {
		return nil, err
	}
	r := &Result{Start: root.String(), ByURL: map[string]*Page{}, Blocked: map[string]*Page{}, Robots: robots}
	c.res = r
	c.add(root, 0, "")
	level := r.Pages[:len(r.Pages):len(r.Pages)]
	for depth := 0; len(level) > 0 && (o.MaxDepth <= 0 || depth <= o.MaxDepth); depth++ {
		next, err := c.fetchLevel(ctx, level)
		if err != nil {
			r.Took = time.Since(began)
			return r, err
		}
		if o.Level != nil {
			o.Level(depth, len(r.Pages), c.fetched)
		}
		level = next
	}
	r.Took = time.Since(began)
	return r, nil
}

// crawler is one crawl's state.
type crawler struct {
	o      Options
	client *http.Client
	res    *Result
	mu     sync.Mutex // guards res and fetched
	// fetched counts the pages fetched, against MaxPages.
	fetched int
}

func newCrawler(o Options) *crawler {
	if o.Workers <= 0 {
		o.Workers = 4
	}
	if o.UserAgent == "" {
		o.UserAgent = "Branchenbuch-Crawler/1"
	}
	if o.MaxBodyBytes <= 0 {
		o.MaxBodyBytes = 16 << 20
	}
	client := &http.Client{Timeout: 30 * time.Second}
	if o.Client != nil {
		copied := *o.Client
		client = &copied
	}
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &crawler{o: o, client: client}
}

// robots reads the site's robots.txt: a 4xx means no rules (RFC 9309 2.3.1.3),
// anything else but a 200 is an error (the site's rules are unknown).
func (c *crawler) robots(ctx context.Context, root *url.URL) (*Robots, error) {
	ru := root.ResolveReference(&url.URL{Path: "/robots.txt"})
	res, body, err := c.get(ctx, ru.String(), RobotsMaxBytes)
	switch {
	case err != nil:
		return nil, fmt.Errorf("crawl: robots.txt: %w", err)
	case res.StatusCode >= 400 && res.StatusCode < 500:
		return &Robots{}, nil
	case res.StatusCode != http.StatusOK:
		return nil, fmt.Errorf("crawl: robots.txt answered %d", res.StatusCode)
	}
	return ParseRobots(body, c.o.UserAgent), nil
}

// add records u as reached at depth from the page from, unless it was
// reached before; it returns the new page or nil. The caller holds mu (or
// is alone).
func (c *crawler) add(u *url.URL, depth int, from string) *Page {
	s := u.String()
	if c.res.ByURL[s] != nil || c.res.Blocked[s] != nil {
		return nil
	}
	if c.o.Follow != nil && !c.o.Follow(u) {
		return nil
	}
	p := &Page{URL: s, Depth: depth, From: from}
	if !c.res.Robots.Allowed(u.RequestURI()) {
		c.res.Blocked[s] = p
		return nil
	}
	c.res.ByURL[s] = p
	c.res.Pages = append(c.res.Pages, p)
	return p
}

// fetchLevel fetches the pages of one depth with the workers and returns
// the pages their links reach at the next depth. A redirect's target joins
// the level being fetched: it is as many clicks away as the redirect.
func (c *crawler) fetchLevel(ctx context.Context, level []*Page) ([]*Page, error) {
	var next []*Page
	for len(level) > 0 {
		var same []*Page
		work := make(chan *Page)
		var wg sync.WaitGroup
		for range min(c.o.Workers, len(level)) {
			wg.Go(func() {
				for p := range work {
					links, redirect := c.fetch(ctx, p)
					c.mu.Lock()
					for _, l := range links {
						if n := c.add(l, p.Depth+1, p.URL); n != nil {
							next = append(next, n)
						}
					}
					if redirect != nil {
						if n := c.add(redirect, p.Depth, p.URL); n != nil {
							same = append(same, n)
						}
					}
					c.mu.Unlock()
				}
			})
		}
		stopped := false
		for _, p := range level {
			if ctx.Err() != nil || !c.take() {
				stopped = true
				break
			}
			work <- p
		}
		close(work)
		wg.Wait()
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if stopped {
			c.res.Truncated = true
			return nil, nil
		}
		level = same
	}
	return next, nil
}

// take counts one more fetch against MaxPages; false when none is left.
func (c *crawler) take() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.o.MaxPages > 0 && c.fetched >= c.o.MaxPages {
		return false
	}
	c.fetched++
	return true
}

// fetch gets one page, records its status and returns its links (HTML
// answers) and the target of a redirect.
func (c *crawler) fetch(ctx context.Context, p *Page) (links []*url.URL, redirect *url.URL) {
	res, body, err := c.get(ctx, p.URL, c.o.MaxBodyBytes)
	c.mu.Lock()
	defer c.mu.Unlock()
	if err != nil {
		p.Err = err.Error()
		return nil, nil
	}
	p.Status = res.StatusCode
	page, _ := url.Parse(p.URL)
	if loc := res.Header.Get("Location"); res.StatusCode >= 300 && res.StatusCode < 400 && loc != "" {
		if u, ok := resolve(page, loc); ok && sameSite(page, u) {
			return nil, u
		}
		return nil, nil
	}
	if !isHTML(res.Header.Get("Content-Type")) {
		return nil, nil
	}
	for _, l := range Links(page, body) {
		if u, err := url.Parse(l); err == nil {
			links = append(links, u)
		}
	}
	p.Links = len(links)
	return links, nil
}

// get fetches target and reads at most limit bytes of its body.
func (c *crawler) get(ctx context.Context, target string, limit int64) (*http.Response, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return nil, nil, err
	}
	req.Header.Set("User-Agent", c.o.UserAgent)
	req.Header.Set("Accept", "text/html,*/*;q=0.8")
	// Uncompressed: a crawl of the site's own server spends less CPU so (the
	// client would otherwise ask for gzip and inflate every page).
	req.Header.Set("Accept-Encoding", "identity")
	res, err := c.client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, limit))
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return nil, nil, err
	}
	io.Copy(io.Discard, io.LimitReader(res.Body, 1<<20)) // let the connection be reused
	return res, body, nil
}

// isHTML tells whether a Content-Type names an HTML document.
func isHTML(contentType string) bool {
	mt, _, _ := strings.Cut(contentType, ";")
	mt = strings.TrimSpace(mt)
	return strings.EqualFold(mt, "text/html") || strings.EqualFold(mt, "application/xhtml+xml")
}
