package httpapi

// The city × category sitemaps: city-categories-{n}.xml lists the pages of
// every city and category with listed businesses (pages.CityCategoryPath),
// businessesPerSitemap to a file, in the German locale, as cities.xml does:
// the pages link their English twins with hreflang.

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/pages"
)

const pairSitemapPrefix = "city-categories-"

// pairSitemaps names the city × category sitemaps of the index.
func (s *Server) pairSitemaps(r *http.Request) ([]string, error) {
	n, err := s.store.CountCityCategoryPairs(r.Context())
	if err != nil {
		return nil, err
	}
	var names []string
	for i := range businessSitemaps(n) {
		names = append(names, pairSitemapPrefix+strconv.Itoa(i+1)+".xml")
	}
	return names, nil
}

// pairSitemap writes city-categories-{n}.xml (ok false: the name is none of
// them), as businessSitemap does: the store skips to the file's start once
// and continues each further chunk after the last pair it wrote.
func (s *Server) pairSitemap(w http.ResponseWriter, r *http.Request, name string) (ok bool) {
	n, ok := sitemapNumber(name, pairSitemapPrefix)
	if !ok {
		return false
	}
	ctx := r.Context()
	total, err := s.store.CountCityCategoryPairs(ctx)
	if err != nil {
		writeError(w, r, err)
		return true
	}
	if n > businessSitemaps(total) {
		writeError(w, r, directory.Errorf(directory.ENOTFOUND, "Sitemap %q gibt es nicht.", name))
		return true
	}
	per, chunk := int(businessesPerSitemap.Load()), int(sitemapChunk.Load())
	asked := min(per, chunk)
	pairs, err := s.store.CityCategoryPairs(ctx, nil, (n-1)*per, asked)
	if err != nil {
		writeError(w, r, err) // nothing written yet: a proper error status
		return true
	}
	bw := startXML(w)
	bw.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for done := 0; ; {
		for _, p := range pairs {
			// A slug the taxonomy no longer has names no page.
			if cat, ok := directory.CategoryBySlug(p.Slug); ok && cat.Slug == p.Slug {
				writeLoc(bw, "url", s.baseURL+pages.CityCategoryPath(p.City, p.Slug), time.Time{})
			}
		}
		done += len(pairs)
		if done >= per || len(pairs) < asked {
			break
		}
		asked = min(per-done, chunk)
		if pairs, err = s.store.CityCategoryPairs(ctx, &pairs[len(pairs)-1], 0, asked); err != nil {
			// The status is sent; a cut-off file is invalid XML, which crawlers retry later.
			s.log.ErrorContext(ctx, "city categories sitemap", "name", name, "err", err)
			bw.Flush()
			return true
		}
	}
	bw.WriteString("</urlset>\n")
	bw.Flush()
	return true
}

// sitemapNumber reads n of "{prefix}{n}.xml": digits without a leading zero, from 1.
func sitemapNumber(name, prefix string) (int, bool) {
	num, ok := strings.CutPrefix(name, prefix)
	num, ok2 := strings.CutSuffix(num, ".xml")
	n, err := strconv.Atoi(num)
	return n, ok && ok2 && err == nil && n >= 1 && strconv.Itoa(n) == num
}
