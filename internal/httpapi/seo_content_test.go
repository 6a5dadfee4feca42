package httpapi_test

import (
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// TestMainContent: the storefront pages are the server's, their main content
// in <main> for crawlers without JavaScript and without the app's #root (each
// kind has its own tests too).
func TestMainContent(t *testing.T) {
	base := startServer(t, asSEO()).URL
	// The category page is the server's, with its header and cards.
	if p := fetchPage(t, base+"/categories/handwerker"); p.root != "" {
		t.Errorf("category page has the app's root")
	} else {
		for _, w := range []string{">Handwerker</h1>", "Elektroinstallation</li>", ">4 Betriebe gefunden</h2>",
			`<h3 class="text-lg font-semibold text-slate-900">Muller Elektrotechnik</h3>`, `href="/berlin/muller-elektrotechnik"`, "<p class=\"text-sm text-slate-700\">10 Bewertungen</p>"} {
			if !strings.Contains(p.body, w) {
				t.Errorf("category page lacks %s", w)
			}
		}
	}
	// So is the start page: headline, search form, tiles, cities and featured businesses.
	if p := fetchPage(t, base+"/"); p.root != "" {
		t.Errorf("start page has the app's root")
	} else {
		for _, w := range []string{">11 Unternehmen in ganz Deutschland</h1>", `action="/businesses"`, ">Beliebte Städte</h2>",
			`<a href="/city/M%C3%BCnchen" class="flex h-20`, `<span class="block text-sm text-slate-600">3 Unternehmen</span>`,
			`<a href="/categories/gastronomie" class="flex h-28`, ">Empfohlene Unternehmen</h2>"} {
			if !strings.Contains(p.body, w) {
				t.Errorf("start page lacks %s", w)
			}
		}
	}
	// So is the overview, with every category and its count.
	if p := fetchPage(t, base+"/categories"); p.root != "" || !strings.Contains(p.body, ">Branchen &amp; Kategorien</h1>") ||
		!strings.Contains(p.body, `<a href="/categories/handwerker" class="group block`) || !strings.Contains(p.body, `>4 Unternehmen</p>`) {
		t.Errorf("categories page, want every category with its count and no #root:\n%s", p.body)
	}
	// The city page is the server's: its cards in <main>, without the app's root, and no unlisted business.
	if p := fetchPage(t, base+"/city/M%C3%BCnchen"); p.root != "" || strings.Contains(p.body, "Versteckte") || strings.Contains(p.body, "Alte Werkstatt") {
		t.Errorf("city page has the app's root or lists unlisted businesses:\n%s", p.body)
	} else {
		for _, w := range []string{">Unternehmen in München</h1>", `data-testid="city-count">3 Unternehmen</p>`,
			`<a href="/muenchen/autowerkstatt-mueller" class="hover:underline focus-visible:outline-3 focus-visible:outline-blue-600">Autowerkstatt Müller</a>`,
			`aria-label="Bewertung 4,8 von 5"`, "<span>120 Bewertungen</span>", `href="/muenchen/kfz-service-mueller"`, `href="/muenchen/elektro-weber"`} {
			if !strings.Contains(p.body, w) {
				t.Errorf("city page lacks %s", w)
			}
		}
	}
	// The search page is the server's: its hero, the count and the first page's results, each linking its page.
	if p := fetchPage(t, base+"/businesses"); p.root != "" || !strings.Contains(p.body, ">Unternehmen finden</h1>") ||
		!strings.Contains(p.body, "11 Unternehmen gefunden") || !strings.Contains(p.body, `href="/muenchen/autowerkstatt-mueller">Ansehen`) {
		t.Errorf("search page without its results:\n%s", p.body)
	}
	// A page the server renders completely is all there, in the frame's main element and without the app's root.
	if p := fetchPage(t, base+"/help"); p.root != "" || !strings.Contains(p.body, `<main id="main" class="flex-1"><div class="mx-auto max-w-5xl`) ||
		!strings.Contains(p.body, ">Hilfe-Center</h1>") || !strings.Contains(p.body, ">Wie finde ich ein Unternehmen?</summary>") {
		t.Errorf("help page, want the whole help centre in <main> and no #root:\n%s", p.body)
	}
	// So is the about page, with its figures counted from the database.
	if p := fetchPage(t, base+"/about"); p.root != "" || strings.Count(p.body, `<dd class="mt-1 text-3xl font-bold text-slate-900">`) != 3 ||
		!strings.Contains(p.body, `<dt class="text-sm font-medium text-slate-600">Größte Stadt im Verzeichnis</dt>`) {
		t.Errorf("about page, want its three figures:\n%s", p.body)
	}
	// So is a blog article, with its text.
	if p := fetchPage(t, base+"/blog/kfz-werkstatt-finden"); p.root != "" || !strings.Contains(p.body, ">"+blogTitle(t, "kfz-werkstatt-finden")+"</h1>") ||
		!strings.Contains(p.body, "<h2") {
		t.Errorf("article page lacks its heading or its text:\n%s", p.body)
	}
}

// TestOperatorCode: head_code and footer_code reach the page byte for byte,
// where the operator put them; site title and description name the site.
func TestOperatorCode(t *testing.T) {
	head := `<script>window.gruß = "ä ö ü ß € 😀 <b>";</script><!--app-html--><meta name="verify" content="x&y">`
	footer := `<script src="https://ads.example/tag.js?a=1&b=2" async></script><noscript>Grüße</noscript>`
	set := directory.Settings{"head_code": head, "footer_code": footer,
		"site_title": "Firmenfinder", "site_description": "Alle Firmen in Deutschland."}
	base := startServer(t, asSEO(), withSettings(set)).URL
	for _, path := range []string{"/", "/muenchen/autowerkstatt-mueller", "/city/Berlin", "/privacy", "/gibt/es/nicht"} {
		p := fetchPage(t, base+path)
		h, f := strings.Index(p.body, head), strings.Index(p.body, footer)
		if h < 0 || h > strings.Index(p.body, "</head>") || strings.Count(p.body, head) != 1 {
			t.Errorf("%s: head code missing, repeated or outside <head>", path)
		}
		if f < 0 || f < strings.Index(p.body, `<div id="root">`) || f > strings.Index(p.body, "</body>") {
			t.Errorf("%s: footer code missing or not before </body>", path)
		}
		if p.meta["og:site_name"] != "Firmenfinder" {
			t.Errorf("%s: og:site_name = %q", path, p.meta["og:site_name"])
		}
	}
	for _, path := range []string{"/admin", "/admin/", "/admin?tab=settings"} {
		if p := fetchPage(t, base+path); strings.Contains(p.body, "window.gruß") || strings.Contains(p.body, "ads.example") {
			t.Errorf("%s: the operator panel carries the operator's head or footer code", path)
		}
	}
	home := fetchPage(t, base+"/")
	if home.title != "Firmenfinder" || home.meta["description"] != "Alle Firmen in Deutschland." {
		t.Errorf("home title %q description %q, want the site settings", home.title, home.meta["description"])
	}
	if p := fetchPage(t, base+"/city/Berlin"); p.title != "Unternehmen in Berlin – Firmenfinder" {
		t.Errorf("city title = %q, want the site title as suffix", p.title)
	}
}

// TestHostileBusinessText: a business name with markup stays text in the
// HTML, the title and the JSON-LD, and a website with markup in it is linked
// as an escaped URL.
func TestHostileBusinessText(t *testing.T) {
	srv := startServer(t, asSEO())
	base, byName := srv.URL, srv.ByName
	evil := byName[evilName]
	for _, path := range []string{"/" + evil.URLSlug, "/business/" + idStr(evil.ID), "/city/Berlin", "/categories/handwerker"} {
		p := fetchPage(t, base+path)
		// The preloaded API answers are data (JSON in a script element the app
		// parses), so they may hold "javascript:" but never a raw "<".
		preload, page := cutPreload(t, p.body)
		if strings.Contains(preload, "<") {
			t.Errorf("%s: preloaded data contains a raw '<': %s", path, preload)
		}
		for _, bad := range []string{"<script>alert(1)", "<b>Bold", "<img src=x", "javascript:"} {
			if strings.Contains(page, bad) {
				t.Errorf("%s: page contains %q unescaped", path, bad)
			}
		}
		if n := strings.Count(page, "<script"); n != len(p.ld)+1 {
			t.Errorf("%s: %d script elements, want the app's and %d JSON-LD", path, n, len(p.ld))
		}
		content := p.root
		if content == "" { // a page the server renders completely has its content in <main>
			content = p.body
		}
		if !strings.Contains(content, "Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;Bold&lt;/b&gt;") {
			t.Errorf("%s: escaped name missing from the main content:\n%s", path, content)
		}
	}
	p := fetchPage(t, base+"/"+evil.URLSlug)
	if p.title != evilName+" in Berlin – Branchenbuch" {
		t.Errorf("title = %q", p.title)
	}
	escapedSite := "https://evil.example/%22%3E%3Cimg%20src=x%20onerror=alert%283%29%3E"
	if lb := p.ldOf("LocalBusiness"); lb == nil || lb["name"] != evilName || lb["description"] != `<img src=x onerror=alert(2)>` || lb["sameAs"] != escapedSite {
		t.Errorf("JSON-LD of the hostile business = %v, want its name and description as text and sameAs %s", lb, escapedSite)
	}
	if !strings.Contains(p.body, `href="`+escapedSite+`"`) {
		t.Errorf("the website is not linked as %s:\n%s", escapedSite, p.body)
	}
}

// TestIndexWithoutMarkers: an index.html without the markers still gets the
// head before </head>, the content in #root and the footer before </body>.
func TestIndexWithoutMarkers(t *testing.T) {
	set := directory.Settings{"footer_code": "<script>footer()</script>"}
	base := startServer(t, asSEO(), withSettings(set), withIndex(`<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>`)).URL
	p := fetchPage(t, base+"/muenchen/elektro-weber")
	if p.title != "Elektro Weber in München – Branchenbuch" || strings.Index(p.body, "<title>") > strings.Index(p.body, "</head>") {
		t.Errorf("title %q not in the head:\n%s", p.title, p.body)
	}
	if !strings.Contains(p.root, ">Elektro Weber</h1>") {
		t.Errorf("#root = %q", p.root)
	}
	if !strings.HasSuffix(p.body, "<script>footer()</script></body></html>") {
		t.Errorf("footer code not before </body>:\n%s", p.body)
	}
}

// cutPreload splits the preloaded-data script element off a page.
func cutPreload(t *testing.T, body string) (preload, rest string) {
	t.Helper()
	const open = `<script id="bb-preload" type="application/json">`
	before, after, ok := strings.Cut(body, open)
	if !ok {
		return "", body
	}
	data, tail, ok := strings.Cut(after, "</script>")
	if !ok {
		t.Fatalf("preload script not closed")
	}
	return data, before + tail
}
