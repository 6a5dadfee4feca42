package httpapi_test

import (
	"branchenbuch/internal/blog"
	"encoding/json"
	"html"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"branchenbuch/internal/directory"
)

const siteURL = "https://www.branchenbuch.example"

// evilName is a business name that tries to break out of the page and the JSON-LD.
const evilName = `Evil </script><script>alert(1)</script> <b>Bold</b>`

// evilWebsite is an http(s) link (the store refuses any other) with markup in it.
const evilWebsite = `https://evil.example/"><img src=x onerror=alert(3)>`

// viteIndex is web/dist/index.html as Vite builds it, with the markers the server fills.
const viteIndex = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1a2b.js"></script>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-footer-->
  </body>
</html>
`

func seoPtr[T any](v T) *T { return &v }

func idStr(id int64) string { return strconv.FormatInt(id, 10) }

// htmlPage is a served page taken apart the way a crawler reads it.
type htmlPage struct {
	status      int
	body, root  string
	title       string
	canonical   string
	meta        map[string]string // name or property → content
	ld          []map[string]any
	contentType string
}

var (
	titleRe     = regexp.MustCompile(`<title>([^<]*)</title>`)
	canonicalRe = regexp.MustCompile(`<link rel="canonical" href="([^"]*)">`)
	metaRe      = regexp.MustCompile(`<meta (?:name|property)="([^"]+)" content="([^"]*)">`)
	ldRe        = regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`)
)

func fetchPage(t *testing.T, url string) htmlPage {
	t.Helper()
	res, body := get(t, url)
	p := htmlPage{status: res.StatusCode, body: body, meta: map[string]string{}, contentType: res.Header.Get("Content-Type")}
	if cc := res.Header.Get("Cache-Control"); cc != "no-cache" {
		t.Errorf("%s: Cache-Control = %q, want no-cache", url, cc)
	}
	if m := titleRe.FindStringSubmatch(body); m != nil {
		p.title = html.UnescapeString(m[1])
	}
	if m := canonicalRe.FindStringSubmatch(body); m != nil {
		p.canonical = html.UnescapeString(m[1])
	}
	for _, m := range metaRe.FindAllStringSubmatch(body, -1) {
		p.meta[m[1]] = html.UnescapeString(m[2])
	}
	for _, m := range ldRe.FindAllStringSubmatch(body, -1) {
		var obj map[string]any
		if err := json.Unmarshal([]byte(m[1]), &obj); err != nil {
			t.Fatalf("%s: JSON-LD does not parse (%v): %s", url, err, m[1])
		}
		p.ld = append(p.ld, obj)
	}
	if i := strings.Index(body, `<div id="root">`); i >= 0 {
		rest := body[i+len(`<div id="root">`):]
		p.root = rest[:strings.Index(rest, "</div>")] // the main content holds no div
	}
	return p
}

// ldOf returns the JSON-LD object of the given @type, or nil.
func (p htmlPage) ldOf(typ string) map[string]any {
	for _, obj := range p.ld {
		if obj["@type"] == typ {
			return obj
		}
	}
	return nil
}

func (p htmlPage) ldTypes() []string {
	var out []string
	for _, obj := range p.ld {
		out = append(out, obj["@type"].(string))
	}
	return out
}

// TestPageMetadata is the table of routes and the head a crawler gets for each.
func TestPageMetadata(t *testing.T) {
	srv := startServer(t, asSEO())
	base, byName := srv.URL, srv.ByName
	mueller := byName["Autowerkstatt Müller"]
	cases := []struct {
		name, path, title, canonical, image string
		noindex                             bool
		ldTypes                             []string
	}{
		{"home", "/", "Branchenbuch – Unternehmen in ganz Deutschland finden", siteURL + "/", "", false, []string{"WebSite"}},
		{"detail by slug", "/muenchen/autowerkstatt-mueller", "Autowerkstatt Müller in München – Branchenbuch",
			siteURL + "/muenchen/autowerkstatt-mueller", siteURL + "/api/og/business/" + idStr(mueller.ID), false, []string{"LocalBusiness", "BreadcrumbList"}},
		{"detail by id names the slug URL", "/business/" + idStr(mueller.ID), "Autowerkstatt Müller in München – Branchenbuch",
			siteURL + "/muenchen/autowerkstatt-mueller", siteURL + "/api/og/business/" + idStr(mueller.ID), false, []string{"LocalBusiness", "BreadcrumbList"}},
		{"city", "/city/M%C3%BCnchen", "Unternehmen in München – Branchenbuch", siteURL + "/city/M%C3%BCnchen",
			siteURL + "/api/og/city/M%C3%BCnchen", false, []string{"ItemList", "BreadcrumbList"}},
		{"city transliterated", "/city/muenchen", "Unternehmen in München – Branchenbuch", siteURL + "/city/M%C3%BCnchen",
			siteURL + "/api/og/city/M%C3%BCnchen", false, []string{"ItemList", "BreadcrumbList"}},
		{"city with brackets", "/city/Frankfurt%20%28Oder%29", "Unternehmen in Frankfurt (Oder) – Branchenbuch", siteURL + "/city/Frankfurt%20%28Oder%29",
			siteURL + "/api/og/city/Frankfurt%20%28Oder%29", false, []string{"ItemList", "BreadcrumbList"}},
		{"placeholder city", "/city/Unknown", "Unternehmen ohne Ortsangabe – Branchenbuch", "", siteURL + "/api/og/city/Unknown", true, []string{"ItemList", "BreadcrumbList"}},
		{"category", "/categories/handwerker", "Handwerker – Branchenbuch", siteURL + "/categories/handwerker", "", false, []string{"ItemList", "BreadcrumbList"}},
		{"category alias", "/categories/restaurant", "Gastronomie – Branchenbuch", siteURL + "/categories/gastronomie", "", false, []string{"ItemList", "BreadcrumbList"}},
		{"search", "/businesses?query=x", "Unternehmen suchen – Branchenbuch", siteURL + "/businesses", "", false, nil},
		{"categories", "/categories", "Kategorien – Branchenbuch", siteURL + "/categories", "", false, nil},
		{"help", "/help", "Hilfe – Branchenbuch", siteURL + "/help", "", false, nil},
		{"add business", "/add-business", "Unternehmen eintragen – Branchenbuch", siteURL + "/add-business", "", false, nil},
		{"privacy", "/privacy", "Datenschutzerklärung – Branchenbuch", "", "", true, nil},
		{"imprint", "/imprint", "Impressum – Branchenbuch", "", "", true, nil},
		{"terms", "/terms", "Nutzungsbedingungen – Branchenbuch", "", "", true, nil},
		{"cookies", "/cookies", "Cookie-Richtlinie – Branchenbuch", "", "", true, nil},
		{"operator panel", "/admin", "Yönetim Paneli – Branchenbuch", "", "", true, nil},
		{"url check status", "/url-validation-status", "URL Doğrulama Durumu – Branchenbuch", "", "", true, nil},
		{"contact", "/contact", "Kontakt – Branchenbuch", siteURL + "/contact", "", false, nil},
		{"about", "/about", "Über uns – Branchenbuch", siteURL + "/about", "", false, nil},
		{"blog", "/blog", "Blog – Branchenbuch", siteURL + "/blog", "", false, []string{"ItemList"}},
		{"blog article", "/blog/kfz-werkstatt-finden", blogTitle(t, "kfz-werkstatt-finden") + " – Branchenbuch", siteURL + "/blog/kfz-werkstatt-finden", "", false, []string{"Article", "BreadcrumbList"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := fetchPage(t, base+tc.path)
			if p.status != 200 || !strings.HasPrefix(p.contentType, "text/html") {
				t.Fatalf("status %d, content type %q", p.status, p.contentType)
			}
			if p.title != tc.title || p.meta["og:title"] != tc.title || p.meta["twitter:title"] != tc.title {
				t.Errorf("title %q, og:title %q, twitter:title %q, want %q", p.title, p.meta["og:title"], p.meta["twitter:title"], tc.title)
			}
			if p.canonical != tc.canonical {
				t.Errorf("canonical = %q, want %q", p.canonical, tc.canonical)
			}
			if tc.canonical != "" && p.meta["og:url"] != tc.canonical {
				t.Errorf("og:url = %q, want %q", p.meta["og:url"], tc.canonical)
			}
			if got := strings.Contains(p.meta["robots"], "noindex"); got != tc.noindex {
				t.Errorf("robots = %q, want noindex %v", p.meta["robots"], tc.noindex)
			}
			d := p.meta["description"]
			if d == "" || utf8.RuneCountInString(d) > 160 || p.meta["og:description"] != d || p.meta["twitter:description"] != d {
				t.Errorf("description %q (%d characters), og %q", d, utf8.RuneCountInString(d), p.meta["og:description"])
			}
			want := map[string]string{"og:locale": "de_DE", "og:site_name": "Branchenbuch", "og:image": tc.image, "twitter:image": tc.image}
			if tc.image != "" {
				want["og:image:width"], want["og:image:height"], want["twitter:card"] = "1200", "630", "summary_large_image"
			}
			for k, v := range want {
				if p.meta[k] != v {
					t.Errorf("%s = %q, want %q", k, p.meta[k], v)
				}
			}
			if !slices.Equal(p.ldTypes(), tc.ldTypes) {
				t.Errorf("JSON-LD types = %v, want %v", p.ldTypes(), tc.ldTypes)
			}
			if !strings.Contains(p.body, `<html lang="de">`) {
				t.Error("lang attribute lost")
			}
		})
	}
}

// TestPageStatuses: unknown data and paths are 404 with noindex, and still the app.
func TestPageStatuses(t *testing.T) {
	srv := startServer(t, asSEO())
	base, byName := srv.URL, srv.ByName
	cases := []struct {
		path, title string
		status      int
	}{
		{"/muenchen/gibt-es-nicht", "Unternehmen nicht gefunden – Branchenbuch", 404},
		{"/muenchen/versteckte-werkstatt", "Unternehmen nicht gefunden – Branchenbuch", 404},
		{"/business/" + idStr(byName["Versteckte Werkstatt"].ID), "Unternehmen nicht gefunden – Branchenbuch", 404},
		{"/business/" + idStr(byName["Alte Werkstatt Schmidt"].ID), "Unternehmen nicht gefunden – Branchenbuch", 404},
		{"/business/" + idStr(byName[directory.UnavailableName].ID), "Unternehmen nicht gefunden – Branchenbuch", 404},
		{"/business/99999999", "Unternehmen nicht gefunden – Branchenbuch", 404},
		{"/business/abc", "Unternehmen nicht gefunden – Branchenbuch", 404},
		{"/business/0", "Unternehmen nicht gefunden – Branchenbuch", 404},
		{"/business/-1", "Unternehmen nicht gefunden – Branchenbuch", 404},
		{"/business/99999999999999999999999", "Unternehmen nicht gefunden – Branchenbuch", 404},
		{"/categories/nichts", "Kategorie nicht gefunden – Branchenbuch", 404},
		{"/city/Atlantis", "Keine Unternehmen in Atlantis – Branchenbuch", 404},
		{"/city/%ff", "Seite nicht gefunden – Branchenbuch", 404},
		{"/gibt/es/nicht", "Seite nicht gefunden – Branchenbuch", 404},
		{"/nirgendwo", "Seite nicht gefunden – Branchenbuch", 404},
		{"/categories/handwerker/mehr", "Seite nicht gefunden – Branchenbuch", 404},
		{"/muenchen/autowerkstatt-mueller", "Autowerkstatt Müller in München – Branchenbuch", 200},
	}
	for _, tc := range cases {
		p := fetchPage(t, base+tc.path)
		if p.status != tc.status || p.title != tc.title {
			t.Errorf("%s: %d %q, want %d %q", tc.path, p.status, p.title, tc.status, tc.title)
		}
		if !strings.Contains(p.body, `<script type="module"`) {
			t.Errorf("%s: the app is not served", tc.path)
		}
		if tc.status == 404 && (!strings.Contains(p.meta["robots"], "noindex") || p.canonical != "" || len(p.ld) > 0 || p.root != "") {
			t.Errorf("%s: robots %q canonical %q %d JSON-LD, root %q; want noindex and nothing else", tc.path, p.meta["robots"], p.canonical, len(p.ld), p.root)
		}
	}
}

// blogTitle is the title of an embedded article.
func blogTitle(t *testing.T, id string) string {
	t.Helper()
	a, ok := blog.ByID(id)
	if !ok {
		t.Fatalf("no article %q", id)
	}
	return a.Title
}
