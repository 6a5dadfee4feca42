package pages

import (
	"context"
	"reflect"
	"sort"
	"strings"
	"testing"

	"branchenbuch/web"
)

// indexHTML is web/index.html as Vite builds it, reduced to the markers.
const indexHTML = `<!doctype html><html lang="de"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><script type="module" src="/assets/index.js"></script><!--app-footer--></body></html>`

// framed renders the page of a path (no store: a page without data) with a stored choice or none.
func framed(t *testing.T, path string, consent *Consent) string {
	t.Helper()
	p, err := Build(context.Background(), nil, "https://example.org", nil, path)
	if err != nil {
		t.Fatal(err)
	}
	p.Consent = consent
	b, err := Render([]byte(indexHTML), p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestFrame(t *testing.T) {
	cases := []struct {
		name, path    string
		consent       *Consent
		want, notWant []string
	}{
		{name: "German page, first visit", path: "/contact",
			want: []string{`<nav aria-label="Hauptnavigation"`, `<a href="/contact" data-nav="/contact" aria-current="page"`,
				`<a href="/" data-nav="/" data-nav-end="" class=`, `>Zum Inhalt springen</a>`, `<h2 class="mb-3 font-semibold text-white">Rechtliches</h2>`,
				`href="/en/contact" hreflang="en" lang="en" data-language-switch="en"`, `<section aria-labelledby="consent-heading" data-consent-banner=""`,
				`Alle akzeptieren</button>`, `<a href="/cookies" class="text-blue-700 underline hover:text-blue-900">Mehr zu Cookies</a>`,
				`<main id="main" class="flex-1"><div class="mx-auto max-w-6xl`, `<div hidden data-analytics-code=""></div>`},
			notWant: []string{`<template id="consent-banner-template">`, "<no value>"}},
		{name: "returning visitor: the banner waits in a template", path: "/contact", consent: &Consent{Analytics: true},
			want:    []string{`<template id="consent-banner-template"><div aria-hidden="true" data-consent-spacer=""`, `id="consent-banner-analytics" name="analytics" type="checkbox" role="switch" checked`},
			notWant: []string{`<a href="/help" data-nav="/help" aria-current`}},
		{name: "English page", path: "/en/contact",
			want: []string{`<nav aria-label="Main navigation"`, `<a href="/en/contact" data-nav="/contact" aria-current="page"`,
				`href="/contact" hreflang="de" lang="de" data-language-switch="de"`, `>Accept all</button>`, `>Quick Links</h2>`,
				`href="/en/privacy">Privacy Policy</a>`}},
		{name: "panel: no banner, no analytics code", path: "/admin",
			want:    []string{`data-panel=""`, `<nav aria-label="Hauptnavigation"`, `<main id="main" class="flex-1"><div class="min-h-screen"><div id="root">`},
			notWant: []string{"consent-banner", "data-analytics-code"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := framed(t, c.path, c.consent)
			for _, w := range c.want {
				if !strings.Contains(got, w) {
					t.Errorf("missing %s", w)
				}
			}
			for _, w := range c.notWant {
				if strings.Contains(got, w) {
					t.Errorf("has %s", w)
				}
			}
		})
	}
}

func TestParseConsent(t *testing.T) {
	cases := []struct {
		raw  string
		want *Consent
	}{
		{"", nil},
		{"ja", nil},
		{"%7Bbroken", nil},
		{"null", nil},
		{`%7B%22necessary%22%3Atrue%7D`, &Consent{}},
		{`%7B%22necessary%22%3Atrue%2C%22analytics%22%3Atrue%2C%22marketing%22%3Afalse%2C%22preferences%22%3Atrue%2C%22v%22%3A1%7D`,
			&Consent{Analytics: true, Preferences: true}},
	}
	for _, c := range cases {
		if got := ParseConsent(c.raw); !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseConsent(%q) = %+v, want %+v", c.raw, got, c.want)
		}
	}
}

// Both locales must have the same texts: a key only in German would render
// as an error in English (the templates run with missingkey=error).
func TestSharedTextsMatch(t *testing.T) {
	texts, err := loadTexts(web.Texts())
	if err != nil {
		t.Fatal(err)
	}
	for _, part := range textParts {
		de, en := keys("", texts[DE][part]), keys("", texts[EN][part])
		if !reflect.DeepEqual(de, en) {
			t.Errorf("%s: German keys %v, English keys %v", part, de, en)
		}
	}
}

// keys lists the paths of every text in a JSON tree, sorted.
func keys(prefix string, v any) []string {
	var out []string
	switch v := v.(type) {
	case map[string]any:
		for k, c := range v {
			out = append(out, keys(prefix+"."+k, c)...)
		}
	case []any:
		for i, c := range v {
			out = append(out, keys(prefix+"["+itoa(int64(i))+"]", c)...)
		}
	default:
		out = append(out, prefix)
	}
	sort.Strings(out)
	return out
}
