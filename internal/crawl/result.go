package crawl

import (
	"fmt"
	"net/url"
	"strings"
)

// Histogram counts the pages keep accepts (nil: all) by depth: h[d] pages
// are d clicks from the start.
func (r *Result) Histogram(keep func(*Page) bool) []int {
	var h []int
	for _, p := range r.Pages {
		if keep != nil && !keep(p) {
			continue
		}
		for len(h) <= p.Depth {
			h = append(h, 0)
		}
		h[p.Depth]++
	}
	return h
}

// Broken are the fetched pages that answered 4xx or 5xx or not at all.
func (r *Result) Broken() []*Page {
	var out []*Page
	for _, p := range r.Pages {
		if p.Err != "" || p.Status >= 400 {
			out = append(out, p)
		}
	}
	return out
}

// Trail is the chain of first links from the start to u ("/ → /city/Berlin
// → …"), the way the crawl reached it; "" when u was not reached.
func (r *Result) Trail(u string) string {
	var chain []string
	for p := r.ByURL[u]; p != nil && len(chain) <= len(r.Pages); p = r.ByURL[p.From] {
		chain = append(chain, strings.TrimPrefix(p.URL, strings.TrimSuffix(r.Start, "/")))
		if p.From == "" {
			break
		}
	}
	if len(chain) == 0 {
		return ""
	}
	for i, j := 0, len(chain)-1; i < j; i, j = i+1, j-1 {
		chain[i], chain[j] = chain[j], chain[i]
	}
	return strings.Join(chain, " → ")
}

// FormatHistogram writes h as "0: 1, 1: 40, 2: 873" (depths without pages
// left out) and the total.
func FormatHistogram(h []int) string {
	var parts []string
	total := 0
	for d, n := range h {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d: %d", d, n))
			total += n
		}
	}
	return fmt.Sprintf("%s (total %d)", strings.Join(parts, ", "), total)
}

// Steady tells whether u is a page whose links do not change with the clock:
// not a list filtered by "open now" (the storefront's open=1), whose
// businesses change by the hour. A crawl that follows only these gives the
// same depths at any hour, and no smaller ones than a crawler that follows
// everything finds.
func Steady(u *url.URL) bool { return !u.Query().Has("open") }
