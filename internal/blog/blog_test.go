package blog

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

const goodHead = `title: Eine Werkstatt finden
excerpt: Worauf es ankommt.
author: Redaktion Branchenbuch
date: 2026-11-12
category: Auto & Werkstatt
readTime: 6 Min
image: /blog/werkstatt.svg
`

func article(head, body string) []byte { return []byte("---\n" + head + "---\n" + body) }

func TestParseGoodFile(t *testing.T) {
	a, err := Parse("werkstatt-finden", article(goodHead+"featured: true\n", "Ein **kurzer** Text.\n\n## Teil\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := Article{ID: "werkstatt-finden", Title: "Eine Werkstatt finden", Excerpt: "Worauf es ankommt.",
		Author: "Redaktion Branchenbuch", Category: "Auto & Werkstatt", ReadTime: "6 Min", Image: "/blog/werkstatt.svg",
		Date: time.Date(2026, 11, 12, 0, 0, 0, 0, time.UTC), Featured: true,
		HTML: "<p>Ein <strong>kurzer</strong> Text.</p>\n<h2>Teil</h2>\n"}
	if a != want {
		t.Errorf("got  %+v\nwant %+v", a, want)
	}
}

func TestParseCRLFAndColonInTitle(t *testing.T) {
	head := strings.Replace(goodHead, "Eine Werkstatt finden", "Reifen: von O bis O", 1)
	src := strings.ReplaceAll(string(article(head, "Text.\n")), "\n", "\r\n")
	a, err := Parse("reifen", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if a.Title != "Reifen: von O bis O" || a.Featured {
		t.Errorf("title %q featured %v", a.Title, a.Featured)
	}
}

func TestParseRefusesMissingField(t *testing.T) {
	for _, key := range requiredKeys {
		t.Run(key, func(t *testing.T) {
			var kept []string
			for _, line := range strings.Split(goodHead, "\n") {
				if !strings.HasPrefix(line, key+":") {
					kept = append(kept, line)
				}
			}
			_, err := Parse("x", article(strings.Join(kept, "\n"), "Text.\n"))
			if err == nil || !strings.Contains(err.Error(), key) {
				t.Errorf("without %s: err = %v", key, err)
			}
			// An empty value is as missing as no line.
			_, err = Parse("x", article(strings.Join(kept, "\n")+key+":\n", "Text.\n"))
			if err == nil {
				t.Errorf("with empty %s: no error", key)
			}
		})
	}
}

func TestParseRefusesBadFiles(t *testing.T) {
	swap := func(old, new string) []byte {
		return article(strings.Replace(goodHead, old, new, 1), "Text.\n")
	}
	cases := map[string]struct {
		id  string
		src []byte
	}{
		"bad date":               {"x", swap("2026-11-12", "12.11.2026")},
		"impossible date":        {"x", swap("2026-11-12", "2026-02-30")},
		"no front matter":        {"x", []byte("# Titel\n\nText.\n")},
		"unclosed front matter":  {"x", []byte("---\n" + goodHead + "Text.\n")},
		"line without colon":     {"x", article(goodHead+"nur Text\n", "Text.\n")},
		"unknown key":            {"x", article(goodHead+"views: 100\n", "Text.\n")},
		"repeated key":           {"x", article(goodHead+"title: Noch einer\n", "Text.\n")},
		"featured not a boolean": {"x", article(goodHead+"featured: ja\n", "Text.\n")},
		"unknown category":       {"x", swap("Auto & Werkstatt", "Kochen")},
		"read time not minutes":  {"x", swap("6 Min", "sechs Minuten")},
		"remote image":           {"x", swap("/blog/werkstatt.svg", "https://example.com/a.jpg")},
		"image outside /blog/":   {"x", swap("/blog/werkstatt.svg", "/blog/../index.html")},
		"empty body":             {"x", article(goodHead, "\n  \n")},
		"level-1 heading":        {"x", article(goodHead, "# Noch ein Titel\n")},
		"id not a slug":          {"Werkstatt Finden", article(goodHead, "Text.\n")},
	}
	for name, c := range cases {
		if _, err := Parse(c.id, c.src); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestRawHTMLIsNotPassedThrough(t *testing.T) {
	body := "<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> und [Link](javascript:alert(1)).\n"
	a, err := Parse("x", article(goodHead, body))
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"<script", "<img", "onerror", "javascript:"} {
		if strings.Contains(a.HTML, bad) {
			t.Errorf("HTML holds %q: %s", bad, a.HTML)
		}
	}
}

func TestLoadRefusesTwoFeatured(t *testing.T) {
	fsys := fstest.MapFS{
		"articles/a.md": {Data: article(goodHead+"featured: true\n", "A.\n")},
		"articles/b.md": {Data: article(goodHead+"featured: true\n", "B.\n")},
	}
	if _, err := load(fsys); err == nil {
		t.Fatal("two featured articles loaded")
	}
}

func TestLoadNamesTheBrokenFile(t *testing.T) {
	fsys := fstest.MapFS{
		"articles/gut.md":    {Data: article(goodHead, "A.\n")},
		"articles/kaputt.md": {Data: []byte("kein Kopf\n")},
	}
	_, err := load(fsys)
	if err == nil || !strings.Contains(err.Error(), "kaputt.md") {
		t.Fatalf("err = %v", err)
	}
}

// TestEmbeddedArticles checks what ships: every file parses (else the package
// would not load), there are enough of them, one is featured, every image is
// a file of the web app's public folder and every category is used.
func TestEmbeddedArticles(t *testing.T) {
	all := All()
	if len(all) < 6 {
		t.Fatalf("%d articles, want at least 6", len(all))
	}
	featured := 0
	for i, a := range all {
		if i > 0 && a.Date.After(all[i-1].Date) {
			t.Errorf("%s is newer than %s but comes later", a.ID, all[i-1].ID)
		}
		if a.Featured {
			featured++
		}
		if len(strings.Fields(a.HTML)) < 300 {
			t.Errorf("%s: only %d words", a.ID, len(strings.Fields(a.HTML)))
		}
		if !strings.Contains(a.HTML, "<h2>") {
			t.Errorf("%s: no sections", a.ID)
		}
		if _, err := os.Stat(filepath.Join("..", "..", "web", "public", filepath.FromSlash(a.Image))); err != nil {
			t.Errorf("%s: image %s: %v", a.ID, a.Image, err)
		}
		got, ok := ByID(a.ID)
		if !ok || got.HTML != a.HTML {
			t.Errorf("ByID(%q) = %v", a.ID, ok)
		}
	}
	if featured != 1 {
		t.Errorf("%d featured articles, want 1", featured)
	}
	if _, ok := ByID("gibt-es-nicht"); ok {
		t.Error("ByID found an unknown article")
	}
}

func TestCategoriesCountEveryArticle(t *testing.T) {
	cats := Categories()
	if len(cats) != 6 {
		t.Fatalf("%d categories, want 6", len(cats))
	}
	sum := 0
	for _, c := range cats {
		if c.Count == 0 || c.Color == "" {
			t.Errorf("category %+v is empty or has no colour", c)
		}
		sum += c.Count
	}
	if sum != len(All()) {
		t.Errorf("counts add up to %d, want %d", sum, len(All()))
	}
}

func TestAllReturnsACopy(t *testing.T) {
	All()[0].Title = "geändert"
	if All()[0].Title == "geändert" {
		t.Error("All hands out the package's own slice")
	}
}
