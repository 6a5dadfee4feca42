package httpapi

import (
	"bufio"
	"encoding/xml"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"branchenbuch/internal/blog"
	"branchenbuch/internal/directory"
	"branchenbuch/internal/pages"
)

// businessesPerSitemap is the most business URLs (and city × category URLs,
// sitemap_pairs.go) one sitemap holds: the protocol's limit of 50,000. sitemapChunk is how many one store call reads;
// the file is written as the chunks arrive, so memory stays flat. Tests
// lower both (export_test.go) to see files split and chunks continue.
var businessesPerSitemap, sitemapChunk atomic.Int64

func init() {
	businessesPerSitemap.Store(50_000)
	sitemapChunk.Store(10_000)
}

const (
	xmlHeader    = `<?xml version="1.0" encoding="UTF-8"?>` + "\n"
	sitemapCache = "public, max-age=3600"
)

// sitemapIndex lists the fixed sitemaps, one city × category sitemap per
// businessesPerSitemap pairs and one businesses sitemap per
// businessesPerSitemap listed businesses.
func (s *Server) sitemapIndex(w http.ResponseWriter, r *http.Request) {
	n, err := s.store.CountListed(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	names := []string{"static.xml", "categories.xml", "cities.xml"}
	pairs, err := s.pairSitemaps(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	names = append(names, pairs...)
	for i := range businessSitemaps(n) {
		names = append(names, "businesses-"+strconv.Itoa(i+1)+".xml")
	}
	bw := startXML(w)
	bw.WriteString(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, name := range names {
		writeLoc(bw, "sitemap", s.baseURL+"/sitemaps/"+name, time.Time{})
	}
	bw.WriteString("</sitemapindex>\n")
	bw.Flush()
}

// businessSitemaps is the number of businesses sitemaps for n listed businesses.
func businessSitemaps(n int) int {
	per := int(businessesPerSitemap.Load())
	return (n + per - 1) / per
}

// sitemap writes one sitemap of the index; other names are 404.
func (s *Server) sitemap(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	var paths []string
	switch name {
	case "static.xml": // the manifest's indexable pages and the blog's articles, in every locale
		fixed := pages.SitemapPaths()
		for _, a := range blog.All() {
			fixed = append(fixed, pages.ArticlePath(a.ID))
		}
		paths = inEveryLocale(fixed)
	case "categories.xml":
		var fixed []string
		for _, c := range directory.Categories() {
			fixed = append(fixed, pages.CategoryPath(c.Slug))
		}
		paths = inEveryLocale(fixed)
	case "cities.xml":
		cities, err := s.store.Cities(r.Context(), "", 0) // without the placeholder city Unknown
		if err != nil {
			writeError(w, r, err)
			return
		}
		for _, c := range cities {
			paths = append(paths, pages.CityPath(c.City))
		}
	default:
		if !s.pairSitemap(w, r, name) {
			s.businessSitemap(w, r, name)
		}
		return
	}
	bw := startXML(w)
	bw.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, p := range paths {
		writeLoc(bw, "url", s.baseURL+p, time.Time{})
	}
	bw.WriteString("</urlset>\n")
	bw.Flush()
}

// businessSitemap writes businesses-{n}.xml: the listed businesses from
// position (n-1)*per on, by id. The store skips to the file's start once and
// continues each further chunk after the last id it wrote.
func (s *Server) businessSitemap(w http.ResponseWriter, r *http.Request, name string) {
	ctx := r.Context()
	n, ok := sitemapNumber(name, "businesses-")
	if !ok {
		writeError(w, r, directory.Errorf(directory.ENOTFOUND, "Sitemap %q gibt es nicht.", name))
		return
	}
	listed, err := s.store.CountListed(ctx)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if n > businessSitemaps(listed) {
		writeError(w, r, directory.Errorf(directory.ENOTFOUND, "Sitemap %q gibt es nicht.", name))
		return
	}
	per := int(businessesPerSitemap.Load())
	chunk := int(sitemapChunk.Load())
	limit := min(per, chunk)
	urls, err := s.store.BusinessURLs(ctx, 0, (n-1)*per, limit)
	if err != nil {
		writeError(w, r, err) // nothing written yet: a proper error status
		return
	}
	bw := startXML(w)
	bw.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for left := per; ; {
		for _, u := range urls {
			writeLoc(bw, "url", s.baseURL+pages.BusinessPath(u.URLSlug, u.ID), u.UpdatedAt)
		}
		left -= len(urls)
		if left <= 0 || len(urls) < limit {
			break
		}
		limit = min(left, chunk)
		if urls, err = s.store.BusinessURLs(ctx, urls[len(urls)-1].ID, 0, limit); err != nil {
			// The status is sent; a cut-off file is invalid XML, which crawlers retry later.
			s.log.ErrorContext(ctx, "businesses sitemap", "name", name, "err", err)
			bw.Flush()
			return
		}
	}
	bw.WriteString("</urlset>\n")
	bw.Flush()
}

// startXML sends the headers of a sitemap and returns a buffered body writer.
func startXML(w http.ResponseWriter) *bufio.Writer {
	h := w.Header()
	h.Set("Content-Type", "application/xml; charset=utf-8")
	h.Set("Cache-Control", sitemapCache)
	w.WriteHeader(http.StatusOK)
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.WriteString(xmlHeader)
	return bw
}

// writeLoc writes <elem><loc>…</loc><lastmod>…</lastmod></elem>; a zero time has no lastmod.
func writeLoc(bw *bufio.Writer, elem, loc string, lastmod time.Time) {
	bw.WriteString("<" + elem + "><loc>")
	xml.EscapeText(bw, []byte(loc))
	bw.WriteString("</loc>")
	if !lastmod.IsZero() {
		bw.WriteString("<lastmod>" + lastmod.UTC().Format(time.RFC3339) + "</lastmod>")
	}
	bw.WriteString("</" + elem + ">\n")
}

// inEveryLocale lists locale-free paths in every locale, one locale after the other.
func inEveryLocale(paths []string) []string {
	var out []string
	for _, l := range pages.Locales {
		for _, p := range paths {
			out = append(out, l.Path(p))
		}
	}
	return out
}

// robots allows everything but the API, the operator area (the manifest's
// panel routes) and filtered or sorted lists, which repeat the businesses of
// the plain lists. Searches stay allowed: a search page is indexable and its
// results are links a crawler may follow (Lighthouse's SEO audit, too, fails
// a page that robots.txt blocks). The share images stay allowed: link-preview
// crawlers honour robots.txt.
func (s *Server) robots(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("Cache-Control", sitemapCache)
	w.WriteHeader(http.StatusOK)
	var b strings.Builder
	b.WriteString("User-agent: *\nAllow: /\nAllow: /api/og/\nDisallow: /api/\n")
	for _, r := range pages.Manifest {
		if r.Panel {
			b.WriteString("Disallow: " + r.Pattern + "\n")
		}
	}
	for _, p := range pages.ListViewParams() {
		b.WriteString("Disallow: /*?" + p + "=\nDisallow: /*&" + p + "=\n")
	}
	b.WriteString("\nSitemap: " + s.baseURL + "/sitemap.xml\n")
	w.Write([]byte(b.String()))
}
