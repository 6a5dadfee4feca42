package pages

import (
	"html/template"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/blog"
	"branchenbuch/internal/directory"
)

// viteIndex is index.html as Vite builds it: the app's entry and its preloaded chunks.
const viteIndex = `<!doctype html><html lang="de"><head><!--app-head-->
    <script type="module" crossorigin src="/assets/index-1a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/locale-2b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3c.css">
  </head><body><div id="root"><!--app-html--></div><!--app-footer--></body></html>`

// serverPage renders a page the server renders completely, as the server does with a build (detailPage without a store).
func serverPage(t *testing.T, path string, set directory.Settings, consent *Consent) string {
	t.Helper()
	_, html := detailPage(t, nil, path, set, consent)
	return html
}

// serverCase is a page the server renders, with what its HTML must and must not hold.
type serverCase struct {
	name, path    string
	set           directory.Settings
	consent       *Consent
	want, notWant []string
}

func TestServerPages(t *testing.T) {
	operator := directory.Settings{"operator_company": "Muster GmbH", "operator_email": "info@muster.de", "operator_phone": "+49 30 123 45"}
	cases := []serverCase{
		{name: "help", path: "/help", set: directory.Settings{},
			want: []string{`<h1 class="text-3xl font-bold text-slate-900 sm:text-4xl">Hilfe-Center</h1>`, `data-hits-many="{n} passende Fragen"`,
				`<h2 id="faq-users" class="border-l-4 pl-3 text-xl font-semibold border-purple-600 text-purple-800">Für Nutzer</h2>`,
				`<summary class="cursor-pointer font-medium text-slate-900 marker:text-blue-700">Was ist das Branchenbuch?</summary>`,
				`href="/contact">Rückruf anfragen</a>`, `lucide-cookie`, `Keine Ergebnisse gefunden`}},
		{name: "help in English", path: "/en/help", set: directory.Settings{},
			want: []string{`>Help centre</h1>`, `href="/en/contact">`, `href="/en/add-business">`}},
		{name: "privacy", path: "/privacy", set: directory.Settings{},
			want: []string{`<h1 class="text-3xl font-bold break-words hyphens-auto text-slate-900">Datenschutzerklärung</h1>`, `<time datetime="2024-01-15">15. Januar 2024</time>`,
				`<li><a href="#server-logs" class="text-blue-700 underline hover:text-blue-900">Server-Protokolle</a></li>`,
				`<h2 id="cookies" tabindex="-1" class="scroll-mt-24 text-xl font-semibold text-slate-900">3. Cookies und Einwilligung</h2>`,
				`<ul class="list-disc space-y-1 pl-6"><li>bb_session`, `<p><a href="/imprint" class="text-blue-700 underline hover:text-blue-900">`,
				`target="_blank" rel="noopener noreferrer" class="break-words text-blue-700 underline hover:text-blue-900">CC BY 4.0</a>`}},
		{name: "imprint before the operator filled it in", path: "/imprint", set: directory.Settings{},
			want: []string{`<p role="status" class="rounded-lg border border-slate-300 bg-white p-3 font-medium text-slate-900">Der Betreiber hat seine Angaben für das Impressum noch nicht hinterlegt.</p>`,
				`<dd class="text-slate-500 italic">nicht angegeben</dd>`, `>6. EU-Streitschlichtung</h2>`, `href="https://ec.europa.eu/consumers/odr" target="_blank"`}},
		{name: "imprint with the operator's details", path: "/imprint", set: operator,
			want: []string{`<dd class="whitespace-pre-line">Muster GmbH</dd>`, `<a href="mailto:info@muster.de" class="text-blue-700 underline hover:text-blue-900">info@muster.de</a>`,
				`<a href="tel:&#43;493012345" class="text-blue-700 underline hover:text-blue-900">&#43;49 30 123 45</a>`},
			notWant: []string{`role="status" class="rounded-lg`}},
		{name: "imprint when the settings could not be read", path: "/imprint",
			want: []string{`Die Angaben des Betreibers konnten nicht geladen werden.`}},
		{name: "terms in English", path: "/en/terms", set: directory.Settings{},
			want: []string{`>Terms of use</h1>`, `<time datetime="2024-01-15">15 January 2024</time>`, `Only the German version is legally binding.`}},
		{name: "cookies with a stored choice", path: "/cookies", set: directory.Settings{}, consent: &Consent{Marketing: true},
			want: []string{`<form data-consent-form="" data-saved="`, `id="cookies-consent-marketing" name="marketing" type="checkbox" role="switch" checked`,
				`<th scope="row" class="border-b border-slate-200 px-3 py-2 align-top font-mono font-medium text-slate-900">bb_consent</th>`,
				`<a href="/privacy" class="text-blue-700 underline hover:text-blue-900">`},
			notWant: []string{`id="cookies-consent-analytics" name="analytics" type="checkbox" role="switch" checked`}},
	}
	a := blog.All()[0]
	cases = append(cases,
		serverCase{name: "blog article", path: "/blog/" + a.ID, set: directory.Settings{},
			want: []string{`<h1 lang="de" class="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">` + template.HTMLEscapeString(a.Title) + `</h1>`,
				`<time datetime="` + a.Date.Format(time.DateOnly) + `">`, `von ` + template.HTMLEscapeString(a.Author) + `</span>`,
				a.ReadTime + `. Lesezeit</span>`, `<img src="` + a.Image + `" alt="" width="640" height="360"`, `href="/blog">`, "<h2"},
			notWant: []string{"Our articles are written in German."}},
		serverCase{name: "blog article in English", path: "/en/blog/" + a.ID, set: directory.Settings{},
			want: []string{`by ` + template.HTMLEscapeString(a.Author), `Our articles are written in German.</p>`, `href="/en/blog">`}},
		serverCase{name: "unknown article", path: "/blog/gibt-es-nicht", set: directory.Settings{},
			want: []string{`<h1 class="mt-4 text-2xl font-bold text-slate-900">Artikel nicht gefunden</h1>`, `Zurück zum Blog</a>`}},
	)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := serverPage(t, c.path, c.set, c.consent)
			// The page is the content: no app, no app chunks, the islands' script.
			common := []string{`<script type="module" crossorigin src="/assets/islands-4d.js"></script>`,
				`<link rel="stylesheet" crossorigin href="/assets/index-3c.css">`, `<main id="main" class="flex-1">`}
			for _, w := range append(common, c.want...) {
				if !strings.Contains(got, w) {
					t.Errorf("missing %s", w)
				}
			}
			for _, w := range append([]string{`id="root"`, "index-1a.js", "modulepreload", "<no value>"}, c.notWant...) {
				if strings.Contains(got, w) {
					t.Errorf("has %s", w)
				}
			}
			// The stylesheet blocks the first paint: the browser must ask for it before the page's head and script.
			if css, title, script := strings.Index(got, `rel="stylesheet"`), strings.Index(got, "<title>"), strings.Index(got, "islands-4d.js"); css < 0 || css > title || css > script {
				t.Errorf("the stylesheet (at %d) must come before the title (%d) and the script (%d)", css, title, script)
			}
		})
	}
}
