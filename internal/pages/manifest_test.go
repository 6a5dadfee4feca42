package pages

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The router's table in web/ must be what the manifest makes: a route added
// here and not generated there would be a page the app does not know.
func TestRoutesTSIsCurrent(t *testing.T) {
	got, err := os.ReadFile("../../web/src/app/routes.gen.ts")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, RoutesTS()) {
		t.Fatal("web/src/app/routes.gen.ts is stale: run go generate ./internal/pages")
	}
}

func TestManifestIsComplete(t *testing.T) {
	seen := map[string]bool{}
	for i, r := range Manifest {
		if seen[r.Pattern] {
			t.Errorf("pattern %q twice", r.Pattern)
		}
		seen[r.Pattern] = true
		switch {
		case (r.Module == "") == (r.Template == ""):
			t.Errorf("%q: a page has a module or a template, got module %q and template %q", r.Pattern, r.Module, r.Template)
		case r.Template != "" && pageTemplates.Lookup(r.Template) == nil:
			t.Errorf("%q: no template %q", r.Pattern, r.Template)
		case r.Module != "":
			if _, err := os.Stat(filepath.Join("../../web", r.Module)); err != nil {
				t.Errorf("%q: module %s: %v", r.Pattern, r.Module, err)
			}
		}
		if r.Build == nil {
			for _, l := range Locales {
				if strings.TrimSpace(r.Title[l]) == "" || strings.TrimSpace(r.Description[l]) == "" {
					t.Errorf("%q has no fixed title or description in %s", r.Pattern, l)
				}
				if n := len([]rune(r.Description[l])); n > 160 {
					t.Errorf("%q: description in %s has %d characters, at most 160 show", r.Pattern, l, n)
				}
			}
		}
		if r.Pattern == "" && i != len(Manifest)-1 {
			t.Errorf("the catch-all is at %d, must be last", i)
		}
		if r.Panel && r.Index {
			t.Errorf("%q: the operator area must not be indexed", r.Pattern)
		}
	}
	if !seen[""] {
		t.Error("no catch-all not-found route")
	}
}

func TestMatch(t *testing.T) {
	cases := []struct {
		seg     []string
		pattern string
		vars    Vars
	}{
		{[]string{}, "/", Vars{}},
		{[]string{"city", "Halle/Saale"}, "/city/{city}", Vars{"city": "Halle/Saale"}},
		{[]string{"categories", "handwerker"}, "/categories/{category}", Vars{"category": "handwerker"}},
		{[]string{"blog", "x"}, "/blog/{id}", Vars{"id": "x"}},
		{[]string{"berlin", "baecker"}, "/{city}/{slug}", Vars{"city": "berlin", "slug": "baecker"}},
		{[]string{"help"}, "/help", Vars{}},
		{[]string{"a", "b", "c"}, "", Vars{}},
		{nil, "", Vars{}}, // a path that does not unescape
	}
	for _, c := range cases {
		r, v := Match(c.seg)
		if r.Pattern != c.pattern || len(v) != len(c.vars) {
			t.Errorf("Match(%q) = %q %v, want %q %v", c.seg, r.Pattern, v, c.pattern, c.vars)
		}
		for k, want := range c.vars {
			if v[k] != want {
				t.Errorf("Match(%q)[%s] = %q, want %q", c.seg, k, v[k], want)
			}
		}
	}
}

func TestSplitLocale(t *testing.T) {
	cases := []struct {
		in   string
		loc  Locale
		rest string
	}{
		{"/", DE, "/"}, {"/help", DE, "/help"}, {"/en", EN, "/"}, {"/en/", EN, "/"}, {"/en/help", EN, "/help"},
		{"/english", DE, "/english"}, {"/enx/help", DE, "/enx/help"},
	}
	for _, c := range cases {
		if loc, rest := SplitLocale(c.in); loc != c.loc || rest != c.rest {
			t.Errorf("SplitLocale(%q) = %s %q, want %s %q", c.in, loc, rest, c.loc, c.rest)
		}
		if c.loc == EN && c.loc.Path(c.rest) != strings.TrimSuffix(c.in, "/") && c.in != "/en/" {
			t.Errorf("Path(%q) = %q, want %q", c.rest, c.loc.Path(c.rest), c.in)
		}
	}
}
