package pages

import (
	"context"
	"encoding/json"
	"html"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlite"
	"branchenbuch/internal/store/storetest"
)

// sqliteStore is a real SQLite store holding the businesses.
func sqliteStore(t *testing.T, bs []directory.Business) directory.Store {
	t.Helper()
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "pages.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if len(bs) > 0 {
		if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// step is one crumb as a test expects it: its text and locale-free path.
type step struct{ text, path string }

var (
	crumbNav  = regexp.MustCompile(`<nav aria-label="(Brotkrümelnavigation|Breadcrumb)"[^>]*><ol[^>]*>(.*?)</ol></nav>`)
	crumbItem = regexp.MustCompile(`<li[^>]*>(?:<span aria-hidden="true"[^>]*>›</span>)?(?:<a href="([^"]*)"[^>]*>([^<]*)</a>|<span aria-current="page"[^>]*>([^<]*)</span>)</li>`)
	ldScripts = regexp.MustCompile(`<script type="application/ld\+json">(.*?)</script>`)
)

// visibleCrumbs are the page's breadcrumbs as a visitor reads them: text and
// link, "" for the page itself (no link, aria-current="page").
func visibleCrumbs(t *testing.T, page string) (label string, out []step) {
	t.Helper()
	navs := crumbNav.FindAllStringSubmatch(page, -1)
	if len(navs) != 1 {
		t.Fatalf("%d breadcrumb navigations, want 1", len(navs))
	}
	items := crumbItem.FindAllStringSubmatch(navs[0][2], -1)
	if n := strings.Count(navs[0][2], "<li"); n != len(items) {
		t.Fatalf("%d list items, %d of them crumbs: %s", n, len(items), navs[0][2])
	}
	for i, m := range items {
		if m[1] == "" && i != len(items)-1 || m[1] != "" && i == len(items)-1 {
			t.Errorf("crumb %d of %d: link %q; only the last is the page itself, without a link", i+1, len(items), m[1])
		}
		out = append(out, step{html.UnescapeString(m[2] + m[3]), html.UnescapeString(m[1])})
	}
	return navs[0][1], out
}

// ldCrumbs are the page's BreadcrumbList items: name and absolute URL.
func ldCrumbs(t *testing.T, page string) []step {
	t.Helper()
	var out []step
	found := 0
	for _, m := range ldScripts.FindAllStringSubmatch(page, -1) {
		var ld struct {
			Type  string `json:"@type"`
			Items []struct {
				Position int    `json:"position"`
				Name     string `json:"name"`
				Item     string `json:"item"`
			} `json:"itemListElement"`
		}
		if err := json.Unmarshal([]byte(m[1]), &ld); err != nil {
			t.Fatalf("JSON-LD %s: %v", m[1], err)
		}
		if ld.Type != "BreadcrumbList" {
			continue
		}
		found++
		for i, it := range ld.Items {
			if it.Position != i+1 {
				t.Errorf("item %d has position %d", i+1, it.Position)
			}
			out = append(out, step{it.Name, it.Item})
		}
	}
	if found != 1 {
		t.Fatalf("%d BreadcrumbLists, want 1", found)
	}
	return out
}

// checkCrumbs: the visible trail and the JSON-LD are the expected steps, in
// the page's locale: the same names, the links the JSON-LD's URLs, the last
// step the page itself.
func checkCrumbs(t *testing.T, loc Locale, page string, want []step) {
	t.Helper()
	label, visible := visibleCrumbs(t, page)
	if wantLabel := map[Locale]string{DE: "Brotkrümelnavigation", EN: "Breadcrumb"}[loc]; label != wantLabel {
		t.Errorf("navigation label %q, want %q", label, wantLabel)
	}
	ld := ldCrumbs(t, page)
	if len(visible) != len(want) || len(ld) != len(want) {
		t.Fatalf("visible %v, JSON-LD %v, want %v", visible, ld, want)
	}
	for i, w := range want {
		href := loc.Path(w.path)
		if i == len(want)-1 {
			href = ""
		}
		if visible[i] != (step{w.text, href}) {
			t.Errorf("visible crumb %d = %+v, want %q → %q", i+1, visible[i], w.text, href)
		}
		if abs := "https://example.org" + loc.Path(w.path); ld[i] != (step{w.text, abs}) {
			t.Errorf("JSON-LD crumb %d = %+v, want %q → %q", i+1, ld[i], w.text, abs)
		}
	}
}

// TestBreadcrumbs: every page kind with a trail shows it as links in the
// first HTML and writes the same trail as JSON-LD, in both locales.
func TestBreadcrumbs(t *testing.T) {
	st := sqliteStore(t, storetest.Fixture())
	start := map[Locale]string{DE: "Startseite", EN: "Home"}
	places := map[Locale]string{DE: "Orte", EN: "Places"}
	categories := map[Locale]string{DE: "Kategorien", EN: "Categories"}
	// The taxonomy's names in the page's language (directory.CategoryLabels).
	name := func(loc Locale, de, en string) string { return map[Locale]string{DE: de, EN: en}[loc] }
	for _, loc := range Locales {
		for _, c := range []struct {
			path string
			want []step
		}{
			// Detail: the city, the category in the city, the business.
			{"/muenchen/autowerkstatt-mueller", []step{{start[loc], "/"}, {"München", "/city/M%C3%BCnchen"},
				{name(loc, "KFZ-Werkstätten", "Car repair shops"), "/city/M%C3%BCnchen/kfz-werkstatt"}, {"Autowerkstatt Müller", "/muenchen/autowerkstatt-mueller"}}},
			// Without a known city the category's own page.
			{"/unknown/steuerberatung-gross", []step{{start[loc], "/"}, {name(loc, "Dienstleister", "Service providers"), "/categories/dienstleister"},
				{"Steuerberatung Groß", "/unknown/steuerberatung-gross"}}},
			// A city: the places index, the city in its stored spelling (the URL's need not be it); page 2 is the city's trail.
			{"/city/muenchen", []step{{start[loc], "/"}, {places[loc], "/cities"}, {"München", "/city/M%C3%BCnchen"}}},
			{"/city/Frankfurt%20(Oder)", []step{{start[loc], "/"}, {places[loc], "/cities"}, {"Frankfurt (Oder)", "/city/Frankfurt%20%28Oder%29"}}},
			// A category, by an alias too.
			{"/categories/handwerker", []step{{start[loc], "/"}, {categories[loc], "/categories"}, {name(loc, "Handwerker", "Tradespeople"), "/categories/handwerker"}}},
			{"/categories/hair-salon", []step{{start[loc], "/"}, {categories[loc], "/categories"}, {name(loc, "Friseure & Kosmetik", "Hair & beauty"), "/categories/friseur-kosmetik"}}},
			// One category in one city: the places index, the city, the category.
			{"/city/muenchen/kfz-werkstatt", []step{{start[loc], "/"}, {places[loc], "/cities"}, {"München", "/city/M%C3%BCnchen"},
				{name(loc, "KFZ-Werkstätten", "Car repair shops"), "/city/M%C3%BCnchen/kfz-werkstatt"}}},
			// The places index and a letter's page.
			{"/cities", []step{{start[loc], "/"}, {places[loc], "/cities"}}},
			{"/cities/m", []step{{start[loc], "/"}, {places[loc], "/cities"}, {"M", "/cities/m"}}},
		} {
			t.Run(loc.Path(c.path), func(t *testing.T) {
				p, page := listPage(t, st, loc.Path(c.path))
				if p.Status != http.StatusOK || !p.Server() {
					t.Fatalf("status %d, server %t", p.Status, p.Server())
				}
				checkCrumbs(t, loc, page, c.want)
				// The trail stands first in the page's content, before its heading.
				main := mainOf(page)
				if strings.Index(main, "<nav aria-label=") > strings.Index(main, "<h1") {
					t.Error("the breadcrumbs come after the heading")
				}
			})
		}
	}
	// A page of a list is the list's trail.
	bs := businesses("Berlin", 45)
	_, page := listPage(t, &listStore{bs: bs}, "/city/Berlin?page=2")
	checkCrumbs(t, DE, page, []step{{"Startseite", "/"}, {"Orte", "/cities"}, {"Berlin", "/city/Berlin"}})

	// Not-found pages have no trail.
	for _, path := range []string{"/city/Atlantis", "/categories/gibt-es-nicht", "/muenchen/gibt-es-nicht", "/cities/q", "/en/cities/q"} {
		p, page := listPage(t, st, path)
		if p.Status != http.StatusNotFound {
			t.Errorf("%s: status %d", path, p.Status)
		}
		if crumbNav.MatchString(page) || strings.Contains(page, "BreadcrumbList") {
			t.Errorf("%s: a 404 with breadcrumbs", path)
		}
	}
}

// TestBreadcrumbsEscape: names from the data are escaped in the trail and in
// its JSON-LD, and a name that closes the script stays inside it.
func TestBreadcrumbsEscape(t *testing.T) {
	evil := `</script><script>alert(1)</script> & "Söhne"`
	st := sqliteStore(t, []directory.Business{{Name: evil, Category: "Elektriker", City: "Köln <b>", PlaceID: "p-evil", Rating: 4, ReviewCount: 1}})
	bs, _, err := st.CityBusinesses(context.Background(), "Köln <b>", directory.ListQuery{Page: 1, Limit: 1})
	if err != nil || len(bs) != 1 {
		t.Fatalf("%v %v", bs, err)
	}
	_, page := listPage(t, st, BusinessPath(bs[0].URLSlug, bs[0].ID))
	if strings.Contains(page, "<script>alert(1)") || strings.Contains(page, "<b>") {
		t.Error("a name written raw")
	}
	checkCrumbs(t, DE, page, []step{{"Startseite", "/"}, {"Köln <b>", CityPath("Köln <b>")},
		{"Handwerker", CityCategoryPath("Köln <b>", "handwerker")}, {evil, BusinessPath(bs[0].URLSlug, bs[0].ID)}})
}

// TestDetailPageLinks: the detail page links its city, its category, the
// category in the city and its neighbours with plain links in the first HTML.
func TestDetailPageLinks(t *testing.T) {
	st := sqliteStore(t, storetest.Fixture())
	for _, loc := range Locales {
		_, page := listPage(t, st, loc.Path("/muenchen/autowerkstatt-mueller"))
		main := mainOf(page)
		for _, href := range []string{"/city/M%C3%BCnchen", "/categories/kfz-werkstatt", "/city/M%C3%BCnchen/kfz-werkstatt",
			// the neighbours: the other listed businesses of its category nearby (not the unlisted ones)
			"/muenchen/kfz-service-mueller"} {
			if !regexp.MustCompile(`<a [^>]*href="` + regexp.QuoteMeta(loc.Path(href)) + `"`).MatchString(main) {
				t.Errorf("%s: no link to %s", loc, loc.Path(href))
			}
		}
		if strings.Count(main, `data-testid="nearby-business"`) == 0 || strings.Contains(main, "alte-werkstatt-schmidt") {
			t.Errorf("%s: the neighbours", loc)
		}
	}
}
