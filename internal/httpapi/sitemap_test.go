package httpapi_test

import (
	"branchenbuch/internal/blog"
	"encoding/xml"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/crawl"
	"branchenbuch/internal/directory"
	"branchenbuch/internal/httpapi"
)

// sitemapDoc reads both a sitemap index and a urlset.
type sitemapDoc struct {
	XMLName xml.Name
	Entries []struct {
		Loc     string `xml:"loc"`
		LastMod string `xml:"lastmod"`
	} `xml:",any"`
}

func fetchSitemap(t *testing.T, url string) sitemapDoc {
	t.Helper()
	res, body := get(t, url)
	if res.StatusCode != 200 {
		t.Fatalf("%s: status %d", url, res.StatusCode)
	}
	if ct, cc := res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"); ct != "application/xml; charset=utf-8" || cc != "public, max-age=3600" {
		t.Errorf("%s: Content-Type %q, Cache-Control %q", url, ct, cc)
	}
	var doc sitemapDoc
	if err := xml.Unmarshal([]byte(body), &doc); err != nil {
		t.Fatalf("%s: %v\n%s", url, err, body)
	}
	if doc.XMLName.Space != "http://www.sitemaps.org/schemas/sitemap/0.9" {
		t.Errorf("%s: namespace %q", url, doc.XMLName.Space)
	}
	return doc
}

func (d sitemapDoc) locs() []string {
	var out []string
	for _, e := range d.Entries {
		out = append(out, e.Loc)
	}
	return out
}

// TestBusinessSitemaps: the 11 listed businesses split into files of at most
// perFile URLs, read perQuery at a time; each listed business is in exactly
// one file, no unlisted one in any.
func TestBusinessSitemaps(t *testing.T) {
	cases := []struct {
		name              string
		perFile, perQuery int
		files             int
	}{
		{"one query per file", 3, 10_000, 4},
		{"several queries per file", 5, 2, 3},
		{"one file", 50_000, 10_000, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			restore := httpapi.SetSitemapSizes(tc.perFile, tc.perQuery)
			defer restore()
			srv := startServer(t, asSEO())
			base, byName := srv.URL, srv.ByName
			checkBusinessSitemaps(t, base, byName, tc.perFile, tc.files)
		})
	}
}

func checkBusinessSitemaps(t *testing.T, base string, byName map[string]directory.Business, perFile, files int) {
	index := fetchSitemap(t, base+"/sitemap.xml")
	if index.XMLName.Local != "sitemapindex" {
		t.Fatalf("root element %q, want sitemapindex", index.XMLName.Local)
	}
	want := []string{siteURL + "/sitemaps/static.xml", siteURL + "/sitemaps/categories.xml", siteURL + "/sitemaps/cities.xml"}
	for n := 1; n <= (len(seoPairs)+perFile-1)/perFile; n++ {
		want = append(want, siteURL+"/sitemaps/city-categories-"+strconv.Itoa(n)+".xml")
	}
	fixed := len(want)
	for n := 1; n <= files; n++ {
		want = append(want, siteURL+"/sitemaps/businesses-"+strconv.Itoa(n)+".xml")
	}
	if !slices.Equal(index.locs(), want) {
		t.Fatalf("index = %v\nwant    %v", index.locs(), want)
	}

	seen := map[string]int{}
	lastmod := map[string]string{}
	for i, loc := range want[fixed:] {
		doc := fetchSitemap(t, base+strings.TrimPrefix(loc, siteURL))
		wantN := min(perFile, 11-i*perFile)
		if doc.XMLName.Local != "urlset" || len(doc.Entries) != wantN {
			t.Errorf("%s: <%s> with %d URLs, want a urlset of %d", loc, doc.XMLName.Local, len(doc.Entries), wantN)
		}
		for _, e := range doc.Entries {
			seen[e.Loc]++
			lastmod[e.Loc] = e.LastMod
		}
	}
	for _, b := range byName {
		url := siteURL + "/" + b.URLSlug
		switch {
		case b.Listed() && seen[url] != 1:
			t.Errorf("%s appears %d times, want once", b.Name, seen[url])
		case !b.Listed() && seen[url] != 0:
			t.Errorf("unlisted %s appears in a sitemap", b.Name)
		case b.Listed() && lastmod[url] != b.UpdatedAt.UTC().Format(time.RFC3339):
			t.Errorf("%s lastmod = %q, want %s", b.Name, lastmod[url], b.UpdatedAt.UTC().Format(time.RFC3339))
		}
	}
	if len(seen) != 11 {
		t.Errorf("%d business URLs, want the 11 listed", len(seen))
	}

	last := "businesses-" + strconv.Itoa(files+1) + ".xml"
	for _, name := range []string{last, "businesses-0.xml", "businesses-01.xml", "businesses--1.xml",
		"businesses-x.xml", "businesses.xml", "nope.xml", "static"} {
		if res, _ := get(t, base+"/sitemaps/"+name); res.StatusCode != 404 {
			t.Errorf("%s: status %d, want 404", name, res.StatusCode)
		}
	}
}

// TestFixedSitemaps: the indexable pages without parameters and the blog's
// articles in both locales (the legal pages and the panel are noindex), every
// category in both locales, every city with listed businesses but the placeholder Unknown.
func TestFixedSitemaps(t *testing.T) {
	base := startServer(t, asSEO()).URL
	static := fetchSitemap(t, base+"/sitemaps/static.xml").locs()
	var want []string
	for _, prefix := range []string{"", "/en"} {
		for _, p := range []string{"/", "/businesses", "/categories", "/cities", "/contact", "/about", "/add-business", "/blog", "/help"} {
			if prefix != "" && p == "/" {
				p = ""
			}
			want = append(want, siteURL+prefix+p)
		}
		for _, a := range blog.All() {
			want = append(want, siteURL+prefix+"/blog/"+a.ID)
		}
	}
	if !slices.Equal(static, want) {
		t.Errorf("static = %v\nwant     %v", static, want)
	}

	categories := fetchSitemap(t, base+"/sitemaps/categories.xml").locs()
	want = nil
	for _, prefix := range []string{"", "/en"} {
		for _, c := range directory.Categories() {
			want = append(want, siteURL+prefix+"/categories/"+c.Slug)
		}
	}
	if !slices.Equal(categories, want) {
		t.Errorf("categories = %v\nwant         %v", categories, want)
	}

	cities := fetchSitemap(t, base+"/sitemaps/cities.xml").locs()
	want = []string{siteURL + "/city/M%C3%BCnchen", siteURL + "/city/Berlin", siteURL + "/city/Frankfurt%20am%20Main",
		siteURL + "/city/Frankfurt%20%28Oder%29", siteURL + "/city/Hamburg", siteURL + "/city/K%C3%B6ln",
		siteURL + "/city/Offenbach%20am%20Main"}
	if !slices.Equal(cities, want) {
		t.Errorf("cities = %v\nwant     %v", cities, want)
	}
}

func TestRobotsTxt(t *testing.T) {
	base := startServer(t, asSEO()).URL
	res, body := get(t, base+"/robots.txt")
	head := "User-agent: *\nAllow: /\nAllow: /api/og/\nDisallow: /api/\nDisallow: /admin\nDisallow: /url-validation-status\n"
	if res.StatusCode != 200 || !strings.HasPrefix(body, head) || !strings.HasSuffix(body, "\n\nSitemap: "+siteURL+"/sitemap.xml\n") ||
		!strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain") {
		t.Errorf("robots.txt: %d %q\n%s", res.StatusCode, res.Header.Get("Content-Type"), body)
	}
	// What a crawler may fetch, read as RFC 9309 says (the longest rule decides).
	robots := crawl.ParseRobots([]byte(body), "Googlebot/2.1")
	for path, want := range map[string]bool{
		"/": true, "/city/Berlin": true, "/city/Berlin?page=3": true, "/en/categories/handwerker?page=2": true,
		"/city/Berlin/handwerker?page=2": true, "/berlin/salon-1": true, "/cities/b": true, "/api/og/city/Berlin": true,
		"/businesses": true, "/businesses?page=7": true, "/en/businesses?page=2": true,
		"/businesses?q=friseur": true, "/en/businesses?city=Berlin&page=2": true, "/businesses?query=friseur&location=Berlin": true,
		// Filtered and sorted lists repeat the plain lists' businesses.
		"/city/Berlin?open=1": false, "/city/Berlin?website=1&page=2": false, "/categories/handwerker?sortBy=name": false,
		"/en/city/Berlin/handwerker?minRating=4": false, "/city/Berlin?photos=1": false,
		"/businesses?q=friseur&website=1": false, "/businesses?category=handwerker&open=1&page=2": false,
		"/admin": false, "/api/businesses": false,
	} {
		if got := robots.Allowed(path); got != want {
			t.Errorf("robots.txt allows %s: %t, want %t", path, got, want)
		}
	}
}

// seoPairs are the city × category pages of newSEOServer's directory, in
// the order of city key and slug.
var seoPairs = []string{"/city/Berlin/handwerker", "/city/Frankfurt%20am%20Main/gastronomie", "/city/Frankfurt%20%28Oder%29/kfz-werkstatt",
	"/city/Hamburg/friseur-kosmetik", "/city/K%C3%B6ln/handwerker", "/city/M%C3%BCnchen/handwerker", "/city/M%C3%BCnchen/kfz-werkstatt",
	"/city/Offenbach%20am%20Main/gastronomie"}

// TestCityCategorySitemaps: every city × category page with listed
// businesses, in German, once, in files of at most perFile URLs read
// perQuery at a time; the placeholder city Unknown has none.
func TestCityCategorySitemaps(t *testing.T) {
	for _, tc := range []struct {
		name              string
		perFile, perQuery int
	}{{"one query per file", 3, 10_000}, {"several queries per file", 5, 2}, {"queries of one", 3, 1}, {"one file", 50_000, 10_000}} {
		t.Run(tc.name, func(t *testing.T) {
			defer httpapi.SetSitemapSizes(tc.perFile, tc.perQuery)()
			base := startServer(t, asSEO()).URL
			files := (len(seoPairs) + tc.perFile - 1) / tc.perFile
			var got []string
			for n := 1; n <= files; n++ {
				doc := fetchSitemap(t, base+"/sitemaps/city-categories-"+strconv.Itoa(n)+".xml")
				if want := min(tc.perFile, len(seoPairs)-(n-1)*tc.perFile); doc.XMLName.Local != "urlset" || len(doc.Entries) != want {
					t.Errorf("file %d: <%s> with %d URLs, want %d", n, doc.XMLName.Local, len(doc.Entries), want)
				}
				got = append(got, doc.locs()...)
			}
			var want []string
			for _, p := range seoPairs {
				want = append(want, siteURL+p)
			}
			if !slices.Equal(got, want) {
				t.Errorf("pairs = %v\nwant    %v", got, want)
			}
			for _, name := range []string{"city-categories-" + strconv.Itoa(files+1) + ".xml", "city-categories-0.xml",
				"city-categories-01.xml", "city-categories-.xml", "city-categories-1", "city-categories-%00.xml"} {
				if res, _ := get(t, base+"/sitemaps/"+name); res.StatusCode != 404 {
					t.Errorf("%s: status %d, want 404", name, res.StatusCode)
				}
			}
		})
	}
}

// TestCityCategorySitemapPagesExist: each URL of the pairs' sitemap answers
// its page, indexable, with itself as the canonical URL.
func TestCityCategorySitemapPagesExist(t *testing.T) {
	base := startServer(t, asSEO()).URL
	for _, loc := range fetchSitemap(t, base+"/sitemaps/city-categories-1.xml").locs() {
		res, body := get(t, base+strings.TrimPrefix(loc, siteURL))
		if res.StatusCode != 200 || !strings.Contains(body, `<link rel="canonical" href="`+loc+`">`) {
			t.Errorf("%s: status %d, or not its own canonical", loc, res.StatusCode)
		}
	}
}
