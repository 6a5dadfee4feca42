package pages

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// pairStore is a real SQLite store with a small directory: Berlin with 25
// tradespeople (one more hidden), 3 car repair shops and a hair salon;
// tradespeople in Teltow and Potsdam (Berlin's neighbours), München and
// Zürich (which the German postal-code table does not know); a car repair
// shop in Hamburg and a restaurant in Köln.
func pairStore(t *testing.T) directory.Store {
	t.Helper()
	var bs []directory.Business
	add := func(city, category, name string, rating float64, reviews int) {
		bs = append(bs, directory.Business{Name: name, Category: category, City: city, PlaceID: "p-" + name,
			Rating: rating, ReviewCount: reviews, Address: "Hauptstraße 1"})
	}
	for i := range 25 {
		add("Berlin", "Elektriker", fmt.Sprintf("Elektro %02d", i+1), 4.9-float64(i)*0.05, 100-i)
	}
	for i := range 3 {
		add("Berlin", "Autowerkstatt", fmt.Sprintf("Werkstatt %d", i+1), 4.5, 10)
	}
	add("Berlin", "Friseursalon", "Salon Schnitt", 4.2, 8)
	add("Teltow", "Dachdecker", "Dach Teltow", 4.4, 12)
	add("Potsdam", "Maler", "Maler Potsdam", 4.1, 5)
	add("Potsdam", "Maler", "Farbe Potsdam", 4.0, 2)
	for i := range 4 {
		add("München", "Elektriker", fmt.Sprintf("Strom München %d", i+1), 4.6, 20)
	}
	add("Zürich", "Elektriker", "Elektro Zürich", 4.3, 7)
	add("Hamburg", "Autowerkstatt", "Werkstatt Hamburg", 4.0, 3)
	add("Köln", "Restaurant", "Brauhaus Köln", 4.4, 300)
	add("Unknown", "Steuerberater", "Steuer Irgendwo", 4, 1)
	bs = append(bs, directory.Business{Name: "Versteckt Elektro", Category: "Elektriker", City: "Berlin", PlaceID: "p-hidden", Rating: 5, ReviewCount: 900, Hidden: true})
	return sqliteStore(t, bs)
}

// TestCityCategoryPage: the page of one category in one city is the
// server's, with heading, count, the city page's cards, filters and pager,
// and links to the city's other categories and to the category nearby.
func TestCityCategoryPage(t *testing.T) {
	store := pairStore(t)
	p, html := listPage(t, store, "/city/Berlin/handwerker")
	if !p.Server() || p.Status != http.StatusOK || !p.Index {
		t.Fatalf("status %d, server %t, index %t", p.Status, p.Server(), p.Index)
	}
	mustContain(t, html, `<h1 class="text-3xl font-bold text-slate-900 sm:text-4xl">Handwerker in Berlin</h1>`,
		`data-testid="pair-count">25 Betriebe</p>`, "<title>Handwerker in Berlin – Branchenbuch</title>",
		`<link rel="canonical" href="https://example.org/city/Berlin/handwerker">`,
		`<link rel="alternate" hreflang="en" href="https://example.org/en/city/Berlin/handwerker">`,
		`<meta name="description" content="Handwerker in Berlin: 25 Betriebe mit Adresse, Telefon, Öffnungszeiten und Bewertungen, darunter Elektro 01, Elektro 02, Elektro 03.">`,
		`<form id="list-filters" method="get" action="/city/Berlin/handwerker"`, `href="/city/Berlin/handwerker?page=2" aria-label="Seite 2"`,
		`"@type":"ItemList","itemListElement":[{"@type":"ListItem","name":"Elektro 01","position":1,"url":"https://example.org/berlin/elektro-01"}`,
		// the city's other categories, most businesses first, and the category's neighbours, nearest first
		`<h2 id="pair-categories" class="text-xl font-semibold text-slate-900">Weitere Branchen in Berlin</h2>`,
		`href="/city/Berlin/kfz-werkstatt"`, `KFZ-Werkstätten</span><span class="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">3</span>`,
		`href="/city/Berlin/friseur-kosmetik"`, `<h2 id="pair-nearby" class="text-xl font-semibold text-slate-900">Handwerker in der Nähe</h2>`,
		`href="/city/Teltow/handwerker"`, `href="/city/Potsdam/handwerker"`,
		`<meta property="og:image" content="https://example.org/api/og/city/Berlin">`)
	mustNotContain(t, html, "Versteckt Elektro", "Elektro 21", `Handwerker</span><span class="shrink-0`, `href="/city/M%C3%BCnchen/handwerker"`,
		`rel="prev"`)
	if got := cardNames(html); len(got) != CityPageSize || got[0] != "Elektro 01" {
		t.Errorf("page 1 shows %v, want %d cards best rated first", got, CityPageSize)
	}
	order := []string{"/city/Berlin/kfz-werkstatt", "/city/Berlin/friseur-kosmetik", "/city/Teltow/handwerker", "/city/Potsdam/handwerker"}
	for i := 1; i < len(order); i++ {
		if strings.Index(html, order[i-1]) > strings.Index(html, order[i]) {
			t.Errorf("%s comes after %s", order[i-1], order[i])
		}
	}

	// Page 2: the rest, "Seite 2" in the title, a canonical of its own.
	_, html = listPage(t, store, "/city/Berlin/handwerker?page=2")
	if got := cardNames(html); len(got) != 5 || got[0] != "Elektro 21" {
		t.Errorf("page 2 shows %v", got)
	}
	mustContain(t, html, "<title>Handwerker in Berlin – Seite 2 – Branchenbuch</title>",
		`<link rel="canonical" href="https://example.org/city/Berlin/handwerker?page=2">`, `href="/city/Berlin/handwerker" rel="prev"`,
		`href="/en/city/Berlin/handwerker?page=2" hreflang="en" lang="en" data-language-switch="en"`)

	// Filters: applied, kept by the pager and the form; none matching says so (200).
	_, html = listPage(t, store, "/city/Berlin/handwerker?minRating=4.5")
	mustContain(t, html, `data-testid="pair-count">9 Betriebe</p>`, `<option value="4.5" selected>`, "Filter zurücksetzen",
		`href="/city/Berlin/handwerker" class="inline-flex min-h-10 items-center px-2`)
	p, html = listPage(t, store, "/city/Teltow/handwerker?minRating=4.5")
	mustContain(t, html, "Keine Betriebe mit diesen Filtern.", `role="status"`, `data-testid="pair-count">0 Betriebe</p>`)
	if p.Status != http.StatusOK {
		t.Errorf("no match for the filters: status %d, want 200 (the pair exists)", p.Status)
	}

	// The city as stored and the taxonomy slug, whatever the URL said.
	for _, path := range []string{"/city/berlin/handwerker", "/city/BERLIN/Handwerker", "/city/Berlin/%20handwerker"} {
		p, html := listPage(t, store, path)
		if p.Status != http.StatusOK {
			t.Errorf("%s: status %d", path, p.Status)
			continue
		}
		mustContain(t, html, ">Handwerker in Berlin</h1>", `<link rel="canonical" href="https://example.org/city/Berlin/handwerker">`,
			`hreflang="en" href="https://example.org/en/city/Berlin/handwerker"`)
	}
	p, html = listPage(t, store, "/city/Berlin/hair-salon") // an alias, as /categories/hair-salon
	mustContain(t, html, ">Friseure &amp; Kosmetik in Berlin</h1>", `data-testid="pair-count">1 Betrieb</p>`,
		`<link rel="canonical" href="https://example.org/city/Berlin/friseur-kosmetik">`)
	if p.Status != http.StatusOK {
		t.Errorf("alias: status %d", p.Status)
	}
	// A bad page number is page 1.
	for _, q := range []string{"page=0", "page=-1", "page=abc", "page=2&page=2", "page=%00"} {
		p, html := listPage(t, store, "/city/Berlin/handwerker?"+q)
		if p.Status != http.StatusOK || !strings.Contains(html, `aria-label="Seite 1" aria-current="page"`) {
			t.Errorf("%s: status %d, want page 1", q, p.Status)
		}
	}

	// English: the English category name, texts and links.
	_, html = listPage(t, store, "/en/city/Berlin/handwerker")
	mustContain(t, html, ">Tradespeople in Berlin</h1>", `data-testid="pair-count">25 businesses</p>`, "<title>Tradespeople in Berlin – Branchenbuch</title>",
		"More categories in Berlin", `href="/en/city/Berlin/kfz-werkstatt"`, "Car repair shops</span>", "Tradespeople nearby",
		`href="/en/city/Teltow/handwerker"`, `href="/en/city/Berlin/handwerker?page=2"`, `<html lang="en"`)

	// A city the postal-code table does not know links the category's biggest cities instead.
	_, html = listPage(t, store, "/city/Z%C3%BCrich/handwerker")
	mustContain(t, html, ">Handwerker in Zürich</h1>", "Handwerker in anderen Städten", `href="/city/Berlin/handwerker"`, `href="/city/M%C3%BCnchen/handwerker"`)
	if strings.Index(html, `href="/city/Berlin/handwerker"`) > strings.Index(html, `href="/city/M%C3%BCnchen/handwerker"`) {
		t.Error("the biggest city comes first")
	}
}

// TestCityCategoryPageNotFound: a pair without listed businesses, an unknown
// city or category and a page past the end answer 404 and are never indexed;
// hostile segments are no page.
func TestCityCategoryPageNotFound(t *testing.T) {
	store := pairStore(t)
	long := strings.Repeat("a", 5000)
	cases := []struct {
		path string
		want []string
		not  []string
	}{
		{"/city/Atlantis/handwerker", []string{">Keine Einträge für Handwerker in Atlantis</h1>", `href="/categories/handwerker">Handwerker: alle Städte</a>`},
			[]string{`href="/city/Atlantis"`}},
		{"/city/K%C3%B6ln/handwerker", []string{">Keine Einträge für Handwerker in Köln</h1>", `href="/city/K%C3%B6ln">Alle Unternehmen in Köln</a>`,
			`href="/categories/handwerker"`}, nil},
		{"/city/Hamburg/handwerker", []string{"Keine Einträge für Handwerker in Hamburg"}, nil},
		{"/city/Berlin/gibt-es-nicht", []string{">Kategorie nicht gefunden</h1>", "Diese Branche gibt es nicht.", `href="/city/Berlin">Alle Unternehmen in Berlin</a>`},
			[]string{`href="/categories/gibt-es-nicht"`}},
		{"/city/Atlantis/gibt-es-nicht", []string{"Kategorie nicht gefunden", `href="/">Zur Startseite</a>`}, nil},
		{"/en/city/Atlantis/handwerker", []string{">No listings for Tradespeople in Atlantis</h1>", `href="/en/categories/handwerker">Tradespeople: all cities</a>`}, nil},
		{"/city/Unknown/dienstleister", []string{"Keine Einträge für Dienstleister in Unknown"}, nil},
		{"/city/Berlin/handwerker?page=3", []string{"data-redirect-after"}, nil},
		{"/city/Berlin/handwerker?page=10000", []string{"data-redirect-after"}, nil},
		{"/city/Teltow/handwerker?minRating=4.5&page=2", []string{"data-redirect-after"}, nil},
		{"/city/Berlin/handwerker%00", nil, nil},
		{"/city/Berlin%00/handwerker", nil, nil},
		{"/city/Berlin%2FMitte/handwerker", []string{"Keine Einträge für Handwerker in Berlin/Mitte"}, nil},
		{"/city/Berlin/handwerker%2Fx", []string{"Kategorie nicht gefunden"}, nil},
		{"/city/Berlin/handwerker/mehr", nil, nil},
		{"/city/%FF/handwerker", nil, nil},
		{"/city/%F0%9F%98%80/handwerker", []string{"Keine Einträge für Handwerker in 😀"}, nil},
		{"/city/Berlin/%E2%80%8Bhandwerker", []string{"Kategorie nicht gefunden"}, nil},
		{"/city/" + long + "/handwerker", []string{"Keine Einträge für Handwerker in aaaa"}, nil},
		{"/city/Berlin/" + long, []string{"Kategorie nicht gefunden"}, nil},
		{"/city/%3Cscript%3E/handwerker", []string{"in &lt;script&gt;"}, []string{"<script>"}},
		{"/city/Berlin/%27%3B%20DROP%20TABLE%20businesses%3B--", []string{"Kategorie nicht gefunden"}, nil},
	}
	for _, c := range cases {
		p, html := listPage(t, store, c.path)
		if p.Status != http.StatusNotFound || !p.Server() {
			t.Errorf("%.60s: status %d, server %t; want 404", c.path, p.Status, p.Server())
			continue
		}
		mustContain(t, html, append(c.want, `<meta name="robots" content="noindex, follow">`)...)
		mustNotContain(t, html, append(c.not, `rel="canonical"`, "list-filters", `"ItemList"`)...)
	}
	// The store still answers after the hostile ones.
	if p, _ := listPage(t, store, "/city/Berlin/handwerker"); p.Status != http.StatusOK {
		t.Errorf("status %d after the hostile paths", p.Status)
	}
}

// TestPairLinks: the city page links its categories and the category page
// its biggest cities to their pairs' pages, with the counts of the store.
func TestPairLinks(t *testing.T) {
	store := pairStore(t)
	_, html := listPage(t, store, "/city/Berlin")
	mustContain(t, html, "Branchen in Berlin", `href="/city/Berlin/handwerker"`,
		`hover:bg-blue-100">Handwerker<span class="ml-1.5 text-blue-700">25</span>`, `href="/city/Berlin/kfz-werkstatt"`, `href="/city/Berlin/friseur-kosmetik"`)
	chips := regexp.MustCompile(`href="/city/Berlin/([a-z-]+)"`).FindAllStringSubmatch(html, -1)
	if got := fmt.Sprint(chips); !strings.HasPrefix(got, "[[href=\"/city/Berlin/handwerker\" handwerker] [href=\"/city/Berlin/kfz-werkstatt\" kfz-werkstatt]") || len(chips) != 3 {
		t.Errorf("city chips %v, want the city's three categories, most businesses first", got)
	}
	_, html = listPage(t, store, "/categories/handwerker")
	mustContain(t, html, `<h2 id="category-cities" class="text-xl font-semibold text-slate-900">Handwerker in den größten Städten</h2>`,
		`href="/city/Berlin/handwerker"`, `href="/city/M%C3%BCnchen/handwerker"`, `href="/city/Potsdam/handwerker"`,
		`href="/city/Teltow/handwerker"`, `href="/city/Z%C3%BCrich/handwerker"`)
	mustNotContain(t, html, "/city/Unknown/")
	if strings.Index(html, "/city/Berlin/handwerker") > strings.Index(html, "/city/M%C3%BCnchen/handwerker") ||
		strings.Index(html, "/city/M%C3%BCnchen/handwerker") > strings.Index(html, "/city/Potsdam/handwerker") {
		t.Error("the category's cities come most businesses first")
	}
	_, html = listPage(t, store, "/en/categories/handwerker")
	mustContain(t, html, "Tradespeople in the largest cities", `href="/en/city/Berlin/handwerker"`)
}
