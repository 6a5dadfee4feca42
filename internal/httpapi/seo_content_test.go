package httpapi_test

import (
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// TestMainContent: detail, city, category and home pages carry their main
// content as HTML inside #root, for crawlers without JavaScript.
func TestMainContent(t *testing.T) {
	base, _ := newSEOServer(t, nil, viteIndex)
	cases := []struct {
		name, path string
		want       []string
	}{
		{"detail", "/muenchen/autowerkstatt-mueller", []string{
			"<h1>Autowerkstatt Müller</h1>", `<a href="/categories/kfz-werkstatt">Autowerkstatt</a>`,
			"Bewertung: 4,8 von 5 (120 Bewertungen)", "<address>Sendlinger Str. 1<br>", `80331 <a href="/city/M%C3%BCnchen">München</a>`,
			`<a href="tel:&#43;4989123456">&#43;49 89 123456</a>`, `<a href="https://mueller.example/" rel="nofollow noopener">`,
			"Preisniveau: €€", "<h2>Öffnungszeiten</h2>", "<dt>Montag</dt><dd>08:00–12:00, 13:00–18:00</dd>",
			"<dt>Samstag</dt><dd>Geschlossen</dd>", "<dt>Sonntag</dt><dd>24 Stunden geöffnet</dd>",
			"<p>Reparatur und Inspektion aller Marken.</p>",
		}},
		{"detail without description", "/berlin/muller-elektrotechnik", []string{
			"<h1>Muller Elektrotechnik</h1>", "<p>Muller Elektrotechnik ist ein Betrieb der Branche Elektriker in Berlin.</p>",
		}},
		{"city", "/city/M%C3%BCnchen", []string{
			"<h1>Unternehmen in München</h1>", "<p>3 Unternehmen in München.</p>",
			`<li><a href="/muenchen/autowerkstatt-mueller">Autowerkstatt Müller</a> – Autowerkstatt · 4,8 von 5 (120 Bewertungen)</li>`,
			`<a href="/muenchen/kfz-service-mueller">`, `<a href="/muenchen/elektro-weber">`,
		}},
		{"category", "/categories/handwerker", []string{
			"<h1>Handwerker</h1>", "<li>Elektroinstallation</li>", "<h2>4 Betriebe – die am besten bewerteten</h2>",
			`<li><a href="/berlin/muller-elektrotechnik">Muller Elektrotechnik</a> – Berlin · 4,9 von 5 (10 Bewertungen)</li>`,
		}},
		{"home", "/", []string{
			"<h1>11 Unternehmen in ganz Deutschland finden</h1>", "<h2>Beliebte Städte</h2>",
			`<li><a href="/city/M%C3%BCnchen">München</a> – 3 Unternehmen</li>`, `<a href="/categories/kfz-werkstatt">KFZ-Werkstätten</a>`,
		}},
		{"categories", "/categories", []string{"<h1>Kategorien</h1>", `<a href="/categories/handwerker">Handwerker</a> – 4 Betriebe`}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := fetchPage(t, base+tc.path)
			for _, w := range tc.want {
				if !strings.Contains(p.root, w) {
					t.Errorf("#root lacks %s:\n%s", w, p.root)
				}
			}
		})
	}
	if p := fetchPage(t, base+"/city/M%C3%BCnchen"); strings.Contains(p.root, "Versteckte") || strings.Contains(p.root, "Alte Werkstatt") {
		t.Errorf("city page lists unlisted businesses:\n%s", p.root)
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
	base, _ := newSEOServer(t, set, viteIndex)
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
// HTML, the title and the JSON-LD, and nothing but a website over http(s) is linked.
func TestHostileBusinessText(t *testing.T) {
	base, byName := newSEOServer(t, nil, viteIndex)
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
		if !strings.Contains(p.root, "Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;Bold&lt;/b&gt;") {
			t.Errorf("%s: escaped name missing from #root:\n%s", path, p.root)
		}
	}
	p := fetchPage(t, base+"/"+evil.URLSlug)
	if p.title != evilName+" in Berlin – Branchenbuch" {
		t.Errorf("title = %q", p.title)
	}
	if lb := p.ldOf("LocalBusiness"); lb == nil || lb["name"] != evilName || lb["description"] != `<img src=x onerror=alert(2)>` || lb["sameAs"] != nil {
		t.Errorf("JSON-LD of the hostile business = %v, want its name and description as text and no sameAs", lb)
	}
	if strings.Contains(p.root, "Website:") {
		t.Errorf("a javascript: website is shown:\n%s", p.root)
	}
}

// TestIndexWithoutMarkers: an index.html without the markers still gets the
// head before </head>, the content in #root and the footer before </body>.
func TestIndexWithoutMarkers(t *testing.T) {
	set := directory.Settings{"footer_code": "<script>footer()</script>"}
	base, _ := newSEOServer(t, set, `<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>`)
	p := fetchPage(t, base+"/muenchen/elektro-weber")
	if p.title != "Elektro Weber in München – Branchenbuch" || strings.Index(p.body, "<title>") > strings.Index(p.body, "</head>") {
		t.Errorf("title %q not in the head:\n%s", p.title, p.body)
	}
	if !strings.Contains(p.root, "<h1>Elektro Weber</h1>") {
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
