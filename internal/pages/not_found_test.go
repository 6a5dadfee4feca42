package pages

import (
	"context"
	"net/http"
	"strings"
	"testing"
)

func TestNotFoundCard(t *testing.T) {
	card := `<div class="mx-auto flex min-h-[60vh] max-w-xl items-center px-4 py-12"><div class="rounded-xl border border-slate-200 bg-white shadow-sm w-full p-8 text-center"><svg`
	cases := []struct {
		name, path    string
		want, notWant []string
	}{
		{name: "unknown route", path: "/gibt-es-nicht", want: []string{card, `lucide-search-x`,
			`<h1 class="mt-4 text-2xl font-bold text-slate-900">Seite nicht gefunden</h1>`,
			`<p class="mt-3 text-slate-700">Die gesuchte Seite gibt es nicht. Sie werden in 3 Sekunden zur Startseite weitergeleitet.</p>`,
			`bg-blue-700 text-white hover:bg-blue-800 mt-6" href="/" data-redirect-after="3000">Zur Startseite</a>`,
			// The page is missing in English too: the language switch leads to the English start page.
			`href="/en" hreflang="en" lang="en" data-language-switch="en"`}},
		{name: "unknown route in English", path: "/en/gibt/es/nicht", want: []string{card, `>Page not found</h1>`,
			`href="/en" data-redirect-after="3000">Go to the home page</a>`, `href="/" hreflang="de" lang="de" data-language-switch="de"`}},
		{name: "the panel has no English variant", path: "/en/admin", want: []string{`>Page not found</h1>`}},
		{name: "a path that is no text", path: "/%ff", want: []string{`>Seite nicht gefunden</h1>`}},
		{name: "unknown article: its own card, no redirect", path: "/blog/gibt-es-nicht", want: []string{card,
			`<h1 class="mt-4 text-2xl font-bold text-slate-900">Artikel nicht gefunden</h1>`,
			`Diesen Artikel gibt es nicht (mehr).`, `mt-6" href="/blog">Zurück zum Blog</a>`, `href="/en" hreflang="en" lang="en" data-language-switch="en"`},
			notWant: []string{"data-redirect-after"}},
		{name: "unknown article in English", path: "/en/blog/gibt-es-nicht", want: []string{`>Article not found</h1>`,
			`href="/en/blog">Back to the blog</a>`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := Build(context.Background(), nil, "https://example.org", nil, c.path)
			if err != nil {
				t.Fatal(err)
			}
			if p.Status != http.StatusNotFound || p.Index || p.URL != "" || !p.Server() {
				t.Fatalf("status %d, index %t, url %q, server %t", p.Status, p.Index, p.URL, p.Server())
			}
			got := serverPage(t, c.path, nil, nil)
			for _, w := range append(c.want, `<meta name="robots" content="noindex, follow">`) {
				if !strings.Contains(got, w) {
					t.Errorf("missing %s", w)
				}
			}
			for _, w := range append(c.notWant, `id="root"`, "modulepreload", "<no value>", `rel="canonical"`) {
				if strings.Contains(got, w) {
					t.Errorf("has %s", w)
				}
			}
			if n := strings.Count(got, "<h1"); n != 1 {
				t.Errorf("%d h1", n)
			}
		})
	}
}
