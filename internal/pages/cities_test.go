package pages

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// placesIn makes n listed businesses in each city (and unlisted ones, which do not count).
func placesIn(counts map[string]int) []directory.Business {
	var out []directory.Business
	for city, n := range counts {
		for i := range n {
			out = append(out, directory.Business{Name: fmt.Sprintf("Betrieb %d in %s", i+1, city), Category: "Elektriker",
				City: city, PlaceID: fmt.Sprintf("p-%s-%d", city, i), Rating: 4, ReviewCount: 1})
		}
		out = append(out, directory.Business{Name: "Geschlossen in " + city, Category: "Elektriker", City: city,
			PlaceID: "p-closed-" + city, BusinessStatus: directory.StatusClosedPermanently})
	}
	return out
}

var placeItem = regexp.MustCompile(`<li><a href="([^"]*)">([^<]*)</a> <span>\(([^)]*)\)</span></li>`)

// placesOf are the places a page lists, in its order: "name (count) → link".
func placesOf(page string) []string {
	var out []string
	for _, m := range placeItem.FindAllStringSubmatch(page, -1) {
		out = append(out, fmt.Sprintf("%s (%s) → %s", html.UnescapeString(m[2]), m[3], m[1]))
	}
	return out
}

// sectionsOf are the letters of /cities's sections, in order.
func sectionsOf(page string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`<section aria-labelledby="letter-([a-z]+)"><h2 id="letter-([a-z]+)">([^<]*)</h2>`).FindAllStringSubmatch(page, -1) {
		if m[1] != m[2] {
			panic("section and heading differ")
		}
		out = append(out, m[3])
	}
	return out
}

// mainOf is the page's main content.
func mainOf(page string) string {
	return page[strings.Index(page, "<main"):strings.Index(page, "</main>")]
}

// TestCitiesPage: /cities lists the places with listed businesses A–Z in
// German order, grouped by first letter, with counts and links to their pages.
func TestCitiesPage(t *testing.T) {
	st := sqliteStore(t, placesIn(map[string]int{
		"Zwickau": 1, "Öhringen": 2, "Oberhausen": 1, "Offenburg": 1, "Ulm": 1, "Überlingen": 3, "Uelzen": 1,
		"Aachen": 1, "Ägidienberg": 1, "Ahlen": 1, "Bad Tölz": 1, "Baden-Baden": 1, "Bad Homburg": 1, "Berlin": 1234,
		"'s-Hertogenbosch": 1, "1010 Wien": 1, "Łódź": 1, "Unknown": 5,
	}))
	p, page := listPage(t, st, "/cities")
	if p.Status != http.StatusOK || !p.Server() || !p.Index || p.URL != "https://example.org/cities" {
		t.Fatalf("status %d, server %t, index %t, URL %q", p.Status, p.Server(), p.Index, p.URL)
	}
	want := []string{
		// Ä with A, after Aa: DIN 5007-1 (dictionary order), not the phone book's Ae.
		"Aachen (1) → /city/Aachen", "Ägidienberg (1) → /city/%C3%84gidienberg", "Ahlen (1) → /city/Ahlen",
		// "Bad " before "Baden": the space sorts first; Bad … stands under B as it is written.
		"Bad Homburg (1) → /city/Bad%20Homburg", "Bad Tölz (1) → /city/Bad%20T%C3%B6lz", "Baden-Baden (1) → /city/Baden-Baden",
		"Berlin (1.234) → /city/Berlin",
		"Oberhausen (1) → /city/Oberhausen", "Offenburg (1) → /city/Offenburg", "Öhringen (2) → /city/%C3%96hringen",
		"'s-Hertogenbosch (1) → /city/%27s-Hertogenbosch",
		"Überlingen (3) → /city/%C3%9Cberlingen", "Uelzen (1) → /city/Uelzen", "Ulm (1) → /city/Ulm",
		"Zwickau (1) → /city/Zwickau",
		// No letter A–Z after folding: the last group, #.
		"1010 Wien (1) → /city/1010%20Wien", "Łódź (1) → /city/%C5%81%C3%B3d%C5%BA",
		// The placeholder city is no place: its businesses are one list after the letters, not counted as a place.
		"Unternehmen ohne Ortsangabe (5) → /city/Unknown",
	}
	if got := placesOf(page); !slices.Equal(got, want) {
		t.Errorf("places\n got %q\nwant %q", got, want)
	}
	if got := sectionsOf(page); !slices.Equal(got, []string{"A", "B", "O", "S", "U", "Z", "#"}) {
		t.Errorf("sections %q", got)
	}
	mustContain(t, page, "<title>Orte A–Z – Branchenbuch</title>", `<h1 class="text-3xl font-bold text-slate-900 sm:text-4xl">Orte A–Z</h1>`,
		`data-testid="cities-count">17 Orte</p>`, `<meta name="description" content="Alle 17 Orte im Verzeichnis von A bis Z`,
		`<nav aria-label="Orte nach Anfangsbuchstabe"`, `<a href="#letter-a"`, `<a href="#letter-other"`, `<a href="#letter-z"`,
		`<link rel="canonical" href="https://example.org/cities">`)
	// Every letter is in the jump bar; one without places is no link.
	mustContain(t, page, `<span aria-disabled="true" class="flex h-11 min-w-11 items-center justify-center px-2 text-slate-500">Q</span>`)
	mustNotContain(t, page, ">Unknown<", "#letter-q", `href="/cities/`, "Geschlossen")

	// English: texts and links in English, the same order.
	p, page = listPage(t, st, "/en/cities")
	if p.Status != http.StatusOK {
		t.Fatalf("en: status %d", p.Status)
	}
	mustContain(t, page, "<title>Places A–Z – Branchenbuch</title>", `data-testid="cities-count">17 places</p>`, "Berlin</a> <span>(1,234)</span>",
		`<a href="/en/city/%C3%84gidienberg">`, `<nav aria-label="Places by first letter"`)
	if got := placesOf(page); len(got) != len(want) || !strings.HasPrefix(got[1], "Ägidienberg (1) → /en/city/") {
		t.Errorf("en places %q", got)
	}
}

// TestCitiesLetterPages: a letter with more places than /cities shows has its
// link there; its page lists all of them; unknown keys are the not-found page.
func TestCitiesLetterPages(t *testing.T) {
	counts := map[string]int{"Aachen": 2, "Ägidienberg": 1, "1010 Wien": 1}
	var s []string
	for i := range citiesPerLetter + 2 {
		city := fmt.Sprintf("Sankt %c", 'A'+i)
		counts[city] = 1 + i%3
		s = append(s, city)
	}
	st := sqliteStore(t, placesIn(counts))
	_, page := listPage(t, st, "/cities")
	// /cities: S's largest places A–Z (ties in A–Z order), and the link to all.
	var shown []string
	for _, pl := range placesOf(page) {
		if strings.HasPrefix(pl, "Sankt") {
			shown = append(shown, pl[:len("Sankt A")])
		}
	}
	if want := []string{"Sankt A", "Sankt B", "Sankt C", "Sankt D", "Sankt E", "Sankt F", "Sankt G", "Sankt H", "Sankt I", "Sankt K", "Sankt L", "Sankt N"}; !slices.Equal(shown, want) {
		t.Errorf("S on /cities: %q, want %q", shown, want)
	}
	mustContain(t, page, `<a href="/cities/s" class="mt-3 inline-flex min-h-11 items-center font-medium text-blue-700 underline-offset-2 hover:underline">Alle 14 Orte mit S</a>`)
	mustNotContain(t, page, `href="/cities/a"`, `href="/cities/other"`) // A and # are complete on /cities

	// /cities/s: all 14 A–Z, the bar linking the letters' pages, S current; no section heading (the page's is it).
	p, page := listPage(t, st, "/cities/s")
	if p.Status != http.StatusOK || !p.Index || p.URL != "https://example.org/cities/s" {
		t.Fatalf("status %d, index %t, URL %q", p.Status, p.Index, p.URL)
	}
	var all []string
	for _, pl := range placesOf(page) {
		all = append(all, pl[:len("Sankt A")])
	}
	if !slices.Equal(all, s) {
		t.Errorf("/cities/s: %q, want %q", all, s)
	}
	mustContain(t, page, "<title>Orte mit S – Branchenbuch</title>", `sm:text-4xl">Orte mit S</h1>`, `data-testid="cities-count">14 Orte</p>`,
		`<a href="/cities/a" class=`, `<a href="/cities/s" aria-current="page" class=`, `<a href="/cities/other" class=`,
		`<meta name="description" content="14 Orte mit S im Verzeichnis`)
	mustNotContain(t, mainOf(page), "<h2", "Aachen", `href="#letter-`)

	// The other places, in English.
	_, page = listPage(t, st, "/en/cities/other")
	mustContain(t, page, "<title>Other places – Branchenbuch</title>", "1010 Wien</a> <span>(1)</span>", `<a href="/en/cities/a" class=`)
	checkCrumbs(t, EN, page, []step{{"Home", "/"}, {"Places", "/cities"}, {"Other places", "/cities/other"}})

	// Only the lower-case keys of letters with places name a page.
	for _, path := range []string{"/cities/S", "/cities/b", "/cities/sa", "/cities/%C3%A4", "/cities/%C3%96", "/cities/%00", "/cities/a%2Fb",
		"/cities/%3Cscript%3E", "/cities/" + strings.Repeat("a", 5000), "/cities/0", "/cities/%23", "/cities/s/x", "/en/cities/Other"} {
		p, page := listPage(t, st, path)
		if p.Status != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", path, p.Status)
		}
		mustNotContain(t, page, "<script>", `rel="canonical"`)
	}
}

// TestCitiesPageEmpty: a directory without places says so; no letter has a page.
func TestCitiesPageEmpty(t *testing.T) {
	st := sqliteStore(t, placesIn(map[string]int{"Unknown": 3}))
	p, page := listPage(t, st, "/cities")
	if p.Status != http.StatusOK {
		t.Fatalf("status %d", p.Status)
	}
	mustContain(t, page, `data-testid="cities-count">0 Orte</p>`, "Noch sind keine Orte mit Unternehmen eingetragen.", `role="status"`)
	mustNotContain(t, mainOf(page), "Orte nach Anfangsbuchstabe", "<section", "Unknown")
	if p, _ := listPage(t, st, "/cities/u"); p.Status != http.StatusNotFound {
		t.Errorf("/cities/u: status %d", p.Status)
	}
	_, page = listPage(t, st, "/en/cities")
	mustContain(t, page, "No places with businesses are listed yet.")
}

// TestCitiesLinked: the home page links the places index beside its popular
// cities, and every page's footer links it.
func TestCitiesLinked(t *testing.T) {
	store := &listStore{bs: businesses("Berlin", 3)}
	_, page := listPage(t, store, "/")
	mustContain(t, page, `Beliebte Städte</h2><a href="/cities" class=`, "Alle Orte<svg")
	// The start page links the page of every letter with places (S: the store's "Stadt 1"…), the others as plain letters.
	mustContain(t, page, `<nav aria-labelledby="home-letters" class="mt-6"><h3 id="home-letters" class="mb-2 font-semibold text-slate-700">Orte nach Anfangsbuchstabe</h3>`, `<a href="/cities/s" class=`,
		`<span aria-disabled="true" class="flex h-11 min-w-11 items-center justify-center px-2 text-slate-500">A</span>`)
	mustNotContain(t, page, `href="/cities/a"`, `href="/cities/other"`, ">#<")
	_, page = listPage(t, store, "/en")
	mustContain(t, page, `Popular Cities</h2><a href="/en/cities" class=`, `<a href="/en/cities/s" class=`)
	if _, page = listPage(t, sqliteStore(t, nil), "/"); strings.Contains(page, `id="home-letters"`) {
		t.Error("an empty directory's start page shows the letters")
	}
	for _, path := range []string{"/", "/help", "/city/Berlin", "/en/help"} {
		_, page := listPage(t, store, path)
		footer := page[strings.Index(page, "<footer"):]
		loc, _ := SplitLocale(path)
		if !strings.Contains(footer, `href="`+loc.Path("/cities")+`">`+map[Locale]string{DE: "Alle Orte", EN: "All Places"}[loc]+"</a>") {
			t.Errorf("%s: the footer does not link the places index", path)
		}
	}
	if !slices.Contains(SitemapPaths(), CitiesPath) {
		t.Error("/cities is not in the sitemap's static list")
	}
}

// TestCitiesPageAfterWrite: the index is kept between requests, and a write of
// business data shows on the next request (the store's data version changed).
func TestCitiesPageAfterWrite(t *testing.T) {
	st := sqliteStore(t, placesIn(map[string]int{"Aachen": 2}))
	_, page := listPage(t, st, "/cities/b")
	if len(placesOf(page)) != 0 {
		t.Fatalf("no place under B yet, got %v", placesOf(page))
	}
	if _, err := st.UpsertBusinesses(context.Background(), placesIn(map[string]int{"Bonn": 1})); err != nil {
		t.Fatal(err)
	}
	p, page := listPage(t, st, "/cities/b")
	if got := placesOf(page); p.Status != http.StatusOK || len(got) != 1 || !strings.HasPrefix(got[0], "Bonn (1)") {
		t.Errorf("after the import: status %d, places %v, want Bonn (1)", p.Status, got)
	}
}

// TestCitiesUnplaced: the businesses without a known place (the placeholder
// city) are one link of /cities, to a list named as such that stays out of
// the index; the start page's letters and the letter pages leave it out.
func TestCitiesUnplaced(t *testing.T) {
	st := sqliteStore(t, placesIn(map[string]int{"Aachen": 2, "Unknown": 3}))
	_, page := listPage(t, st, "/cities")
	mustContain(t, page, `<section aria-labelledby="unplaced"><h2 id="unplaced">Ohne Ortsangabe</h2><ul><li><a href="/city/Unknown">Unternehmen ohne Ortsangabe</a> <span>(3)</span></li></ul></section>`)
	if got := placesOf(page); !slices.Equal(got, []string{"Aachen (2) → /city/Aachen", "Unternehmen ohne Ortsangabe (3) → /city/Unknown"}) {
		t.Errorf("/cities lists %q", got)
	}
	_, page = listPage(t, st, "/en/cities")
	mustContain(t, page, `<a href="/en/city/Unknown">Businesses without a place</a> <span>(3)</span>`)
	p, page := listPage(t, st, "/city/Unknown")
	if p.Status != http.StatusOK || p.Index {
		t.Errorf("/city/Unknown: status %d, index %t", p.Status, p.Index)
	}
	mustContain(t, page, "<title>Unternehmen ohne Ortsangabe – Branchenbuch</title>", "Diese Einträge nennen keinen Ort.")
	mustNotContain(t, page, "Unternehmen in Unknown", "Geschäfte in Unknown")
	checkCrumbs(t, DE, page, []step{{"Startseite", "/"}, {"Orte", "/cities"}, {"Unternehmen ohne Ortsangabe", "/city/Unknown"}})
	for _, path := range []string{"/", "/cities/u"} {
		if _, page := listPage(t, st, path); strings.Contains(page, `href="/city/Unknown"`) || strings.Contains(page, `href="/cities/u"`) {
			t.Errorf("%s links the placeholder place", path)
		}
	}
	if _, page := listPage(t, sqliteStore(t, placesIn(map[string]int{"Aachen": 2})), "/cities"); strings.Contains(page, "unplaced") {
		t.Error("/cities has the section without such businesses")
	}
}
