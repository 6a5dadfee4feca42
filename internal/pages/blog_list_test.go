package pages

import (
	"context"
	"html/template"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/blog"
)

func TestBlogList(t *testing.T) {
	all, featured := blog.All(), blog.Picks(1)[0]
	esc := template.HTMLEscapeString
	got := serverPage(t, "/blog", nil, nil)
	for _, w := range []string{
		`<h1 class="text-3xl font-bold sm:text-4xl">Ratgeber-Blog</h1>`,
		`<dt class="text-sm text-blue-100">Artikel</dt><dd class="text-3xl font-bold">6</dd>`,
		`<dt class="text-sm text-blue-100">Kategorien</dt><dd class="text-3xl font-bold">6</dd>`,
		`<div class="[&>p]:bg-white/15 [&>p]:text-white"></div>`, // no note in German
		// The featured article, large, with its link twice and the German date.
		`<h3 lang="de" class="mt-3 text-2xl font-bold text-slate-900"><a class="hover:text-blue-700 hover:underline" href="/blog/` + featured.ID + `">` + esc(featured.Title) + `</a></h3>`,
		`aria-label="Weiterlesen: ` + esc(featured.Title) + `" class="mt-4 self-start font-semibold text-blue-700 hover:underline" href="/blog/` + featured.ID + `">Weiterlesen →</a>`,
		`<time datetime="` + featured.Date.Format(time.DateOnly) + `">` + (&Ctx{Locale: DE}).date(featured.Date) + `</time>`,
		`>von Redaktion Branchenbuch</span>`, `Lesezeit</span>`,
		// Sidebar: categories with badge colours and counts, the newsletter form with its texts and the honeypot.
		`<span lang="de" class="inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold bg-blue-100 text-blue-800">Auto &amp; Werkstatt</span><span class="text-sm text-slate-600">1 Artikel</span>`,
		`<h2 id="blog-picks" class="text-lg font-semibold text-slate-900">Lesetipps der Redaktion</h2>`,
		`<form novalidate data-newsletter="" data-missing="Bitte geben Sie Ihre E-Mail-Adresse ein." data-sending="Wird gesendet …"`,
		`<input id="newsletter-email" type="email" autocomplete="email" placeholder="name@beispiel.de"`,
		`<input id="website2" name="website2" type="text" tabindex="-1" autocomplete="off" value="">`,
		`href="/privacy">Hinweise zum Datenschutz</a>`,
		`<script type="application/ld+json">{"@context":"https://schema.org","@type":"ItemList"`,
	} {
		if !strings.Contains(got, w) {
			t.Errorf("missing %s", w)
		}
	}
	// The next five after the featured one, newest first, each a card linking to its article.
	cards := regexp.MustCompile(`<h3 lang="de" class="mt-2 text-lg font-semibold text-slate-900"><a class="hover:text-blue-700 hover:underline" href="(/blog/[^"]+)">`).FindAllStringSubmatch(got, -1)
	var want []string
	for _, a := range all {
		if a.ID != featured.ID && len(want) < blogListSize {
			want = append(want, "/blog/"+a.ID)
		}
	}
	if len(cards) != len(want) {
		t.Fatalf("%d cards, want %d", len(cards), len(want))
	}
	for i, c := range cards {
		if c[1] != want[i] {
			t.Errorf("card %d links %s, want %s", i, c[1], want[i])
		}
	}
	// The editors' three picks: the featured article first.
	picks := regexp.MustCompile(`<li><a lang="de" class="font-medium text-slate-900 hover:text-blue-700 hover:underline" href="([^"]+)">`).FindAllStringSubmatch(got, -1)
	if len(picks) != 3 || picks[0][1] != "/blog/"+featured.ID {
		t.Errorf("picks %v", picks)
	}
	if n := strings.Count(got, "<h1"); n != 1 {
		t.Errorf("%d h1", n)
	}
	if n := strings.Count(got, `lang="de" class="inline-block rounded-full`); n != 6+6 {
		t.Errorf("%d badges, want 6 on cards and 6 categories", n)
	}

	en := serverPage(t, "/en/blog", nil, nil)
	for _, w := range []string{`>Advice Blog</h1>`, `Our articles are written in German.</p></div></header>`,
		`>Editors&#39; picks</h2>`, `href="/en/blog/` + featured.ID + `"`, `>by Redaktion Branchenbuch</span>`,
		`>` + (&Ctx{Locale: EN}).date(featured.Date) + `</time>`, `href="/en/privacy">Privacy notice</a>`, `>1 article</span>`,
		`data-missing="Please enter your e-mail address."`} {
		if !strings.Contains(en, w) {
			t.Errorf("English: missing %s", w)
		}
	}
}

// A confirmation link leads back to the blog with its outcome, which the server shows; any other value shows nothing.
func TestBlogListNewsletterNotice(t *testing.T) {
	confirmed, invalid := "Danke! Ihre Anmeldung zum Newsletter ist bestätigt.", "Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an."
	for _, c := range []struct {
		query     string
		want, not []string
	}{
		{"newsletter=confirmed", []string{`<p role="status" class="mb-6 rounded-lg border p-4 border-emerald-300 bg-emerald-50 text-emerald-900">` + confirmed + `</p>`}, []string{invalid}},
		{"newsletter=invalid", []string{invalid + `</p>`}, []string{confirmed}},
		{"", nil, []string{confirmed, invalid}},
		{"newsletter=etwas", nil, []string{confirmed, invalid}},
		{"newsletter=confirmed&newsletter=invalid", nil, []string{confirmed, invalid}},
		{"newsletter=CONFIRMED", nil, []string{confirmed, invalid}},
		{"newsletter=%00", nil, []string{confirmed, invalid}},
	} {
		q, _ := url.ParseQuery(c.query)
		p, err := BuildRequest(context.Background(), nil, "https://example.org", nil, "/blog", Request{Query: q})
		if err != nil {
			t.Fatal(err)
		}
		b, err := Render([]byte(viteIndex), p)
		if err != nil {
			t.Fatal(err)
		}
		got := string(b)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%q: missing %s", c.query, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(got, w) {
				t.Errorf("%q: has %s", c.query, w)
			}
		}
		if p.Status != 200 || !strings.Contains(got, `<link rel="canonical" href="https://example.org/blog">`) {
			t.Errorf("%q: status %d, want 200 with the blog's canonical", c.query, p.Status)
		}
	}
}
