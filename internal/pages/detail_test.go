package pages

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

// detailStore answers the detail page from a fixed list: the business by
// slug or id, and the neighbours a search of its category finds.
type detailStore struct {
	directory.Store
	bs []directory.Business
}

func (s detailStore) BusinessBySlug(_ context.Context, slug string) (*directory.Business, error) {
	for _, b := range s.bs {
		if b.URLSlug == slug {
			return &b, nil
		}
	}
	return nil, directory.Errorf(directory.ENOTFOUND, "Unternehmen nicht gefunden.")
}

func (s detailStore) Business(_ context.Context, id int64) (*directory.Business, error) {
	for _, b := range s.bs {
		if b.ID == id {
			return &b, nil
		}
	}
	return nil, directory.Errorf(directory.ENOTFOUND, "Unternehmen nicht gefunden.")
}

func (s detailStore) Search(_ context.Context, q directory.SearchQuery) (*directory.SearchResult, error) {
	var out []directory.Business
	for _, b := range s.bs {
		if b.CategorySlug == q.Category && b.Latitude != nil {
			km := float64(b.ID) * 0.6
			b.DistanceKm = &km
			out = append(out, b)
		}
	}
	return &directory.SearchResult{Businesses: out}, nil
}

func ptr[T any](v T) *T { return &v }

// mueller is a business with every part of the page.
func mueller() directory.Business {
	return directory.Business{ID: 1, Name: "Autowerkstatt Müller", Category: "Auto repair shop", CategorySlug: "kfz-werkstatt",
		City: "München", Address: "Sendlinger Str. 1, 80331 München", FullAddress: "Sendlinger Str. 1, 80331 München, Deutschland",
		PostalCode: "80331", Country: "Deutschland", CountryCode: "DE", Phone: "+49 89 123456", Website: "https://www.mueller.example",
		Rating: 4.5, ReviewCount: 1234, ReviewsLink: "https://reviews.example/mueller", PlaceID: "place-1",
		ReviewsPerScore: map[string]int{"5": 2, "4": 1, "3": 0},
		Photos:          []string{"/media/photos/a.jpg", "/media/photos/b.jpg", "/media/photos/c.jpg", "/media/photos/d.jpg", "/media/photos/e.jpg", "/media/photos/f.jpg"},
		PhotosCount:     40,
		WorkingHours: map[string]string{"Monday": "08:00–18:00", "Tuesday": "08:00–18:00", "Saturday": "Closed",
			"sunday": "Closed"},
		About: json.RawMessage(`{"Service options":{"Online appointments":true,"Onsite services":false},"Payments":{"Credit cards":true,"Made up key":true},` +
			`"Unknown group":{"Wheelchair accessible entrance":true},"From the business":"Familienbetrieb seit 1950","Offerings":{"Brands":"VW, Audi"}}`),
		Subtypes: "Kfz-Werkstatt, Reifendienst, Kfz-Werkstatt", Latitude: ptr(48.13), Longitude: ptr(11.56),
		URLSlug: "muenchen/autowerkstatt-mueller", BusinessStatus: directory.StatusOperational}
}

// neighbour is a business of the same category nearby.
func neighbour(id int64, name, slug string) directory.Business {
	return directory.Business{ID: id, Name: name, Category: "Auto repair shop", CategorySlug: "kfz-werkstatt", City: "München",
		Rating: 4, ReviewCount: 3, Latitude: ptr(48.14), Longitude: ptr(11.57), URLSlug: slug}
}

// detailPage renders a page the server renders completely (a detail page from st) as the server does, with its status.
func detailPage(t *testing.T, st directory.Store, path string, set directory.Settings, consent *Consent) (int, string) {
	t.Helper()
	p, err := Build(context.Background(), st, "https://example.org", set, path)
	if err != nil {
		t.Fatal(err)
	}
	if !p.Server() {
		t.Fatalf("%s: not rendered by the server", path)
	}
	p.Consent, p.Script = consent, "/assets/islands-4d.js"
	b, err := Render([]byte(viteIndex), p)
	if err != nil {
		t.Fatal(err)
	}
	return p.Status, string(b)
}

// at sets the page's clock for one test.
func at(t *testing.T, now time.Time) {
	t.Helper()
	old := detailNow
	detailNow = func() time.Time { return now }
	t.Cleanup(func() { detailNow = old })
}

func TestDetailPageParts(t *testing.T) {
	at(t, time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)) // Monday 10:00 in Berlin
	b := mueller()
	st := detailStore{bs: []directory.Business{b, neighbour(2, "Kfz Meier", "muenchen/kfz-meier"), neighbour(3, "Reifen Roth", "")}}
	ads := directory.Settings{"ad_area_1": "<b>1</b>", "ad_area_2": "<b>2</b>", "ad_area_3": " ", "ad_area_4": "<b>4</b>",
		"map_tile_url": "https://tile.openstreetmap.org/{z}/{x}/{y}.png"}
	status, page := detailPage(t, st, "/muenchen/autowerkstatt-mueller", ads, &Consent{Marketing: true})
	if status != http.StatusOK {
		t.Fatalf("status %d", status)
	}
	main := page[strings.Index(page, `<main`):strings.Index(page, `</main>`)]
	// The parts in the page's order (docs/pages.md, "The detail page"); ad area 3 has no markup and is left out.
	order := []string{`href="/businesses" data-back-link=""`, `data-ad-area="1"`, `<h1 `, `id="photos-title"`, `data-ad-area="2"`,
		`id="hours-title"`, `id="about-title"`, `data-ad-area="4"`, `id="distribution-title"`, `id="contact-title"`, `id="map-title"`, `id="nearby-title"`}
	last := -1
	for _, part := range order {
		i := strings.Index(main, part)
		if i < 0 || i < last {
			t.Errorf("%s missing or out of order", part)
		}
		last = i
	}
	if strings.Contains(main, `data-ad-area="3"`) || strings.Contains(main, "<b>1</b>") {
		t.Errorf("ad area 3 without markup shown, or ad markup in the HTML (the island injects it)")
	}
	// With marketing consent the areas are there (and wait in templates for a withdrawal and a new consent); without, only in templates.
	if a, tpl := strings.Count(main, `<aside aria-label="Anzeige"`), strings.Count(main, `<template data-ad-template=`); a != 6 || tpl != 3 {
		t.Errorf("with consent %d asides and %d templates, want 6 and 3", a, tpl)
	}
	_, without := detailPage(t, st, "/muenchen/autowerkstatt-mueller", ads, &Consent{Analytics: true, Preferences: true})
	if a := strings.Count(without, `<aside aria-label="Anzeige"`); a != 3 || !strings.Contains(without, `<template data-ad-template="1"><aside aria-label="Anzeige" data-ad-area="1"`) {
		t.Errorf("without marketing consent %d asides, want the 3 in their templates only", a)
	}
	for _, want := range []string{
		// Header: category link by its German name, rating, reviews, open status, address, phone, website, subtypes, reviews link.
		`href="/categories/kfz-werkstatt">Autowerkstatt</a><h1 class="mt-2 text-2xl font-bold break-words text-slate-900 sm:text-3xl">Autowerkstatt Müller</h1>`,
		`role="img" aria-label="Bewertung 4,5 von 5"`, `style="width: 90%;">★★★★★</span>`, `<span class="text-slate-700">1.234 Bewertungen</span>`,
		`data-open="true" class="inline-flex items-center gap-1.5 rounded-full font-medium px-2.5 py-0.5 text-sm bg-green-100 text-green-800"`,
		`<span class="sr-only">Adresse: </span>Sendlinger Str. 1, 80331 München</span>`,
		`<a href="tel:&#43;4989123456" class="text-blue-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600" aria-label="&#43;49 89 123456 anrufen">&#43;49 89 123456</a>`,
		`<a href="https://www.mueller.example/" target="_blank" rel="noopener nofollow" class="text-blue-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600 break-all">mueller.example<span class="sr-only"> (öffnet in neuem Tab)</span></a>`,
		`<ul aria-label="Leistungen" class="mt-4 flex flex-wrap gap-2"><li><span class="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">Kfz-Werkstatt</span></li><li><span class="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">Reifendienst</span></li></ul>`,
		`href="https://reviews.example/mueller" target="_blank" rel="noopener nofollow"`, `data-share-title="Autowerkstatt Müller" data-share-copied="Link kopiert"`,
		// Photos: the first large and eager, the next four small and lazy.
		`<span class="text-sm text-slate-600">40 Fotos</span>`,
		`max-h-80"><img src="/media/photos/a.jpg" alt="Autowerkstatt Müller" loading="eager"`,
		`rounded-md"><img src="/media/photos/b.jpg" alt="Autowerkstatt Müller, Foto 2" loading="lazy"`,
		`alt="Autowerkstatt Müller, Foto 5" loading="lazy"`,
		// Hours: German days in order, Closed as Geschlossen, today (Monday in Berlin) marked.
		`<tr data-day="Monday" aria-current="date" class="border-b border-slate-100 last:border-0 bg-blue-50 font-semibold"><th scope="row" class="py-2 pr-4 pl-2 font-medium text-slate-900">Montag<span class="ml-2 text-xs font-semibold text-blue-800">(Heute)</span></th><td class="py-2 pr-2 text-right text-slate-700">08:00–18:00</td></tr>`,
		`<tr data-day="Sunday" class="border-b border-slate-100 last:border-0"><th scope="row" class="py-2 pr-4 pl-2 font-medium text-slate-900">Sonntag</th><td class="py-2 pr-2 text-right text-red-800">Geschlossen</td></tr>`,
		// About: facts and Additional Information in German; unknown keys and groups left out; text groups and values kept.
		`data-fact="Bewertung">4,5 von 5</dd>`, `data-fact="Fotos">40</dd>`, `data-fact="Status">Jetzt geöffnet</dd>`,
		`data-fact="Verifiziert">Nein</dd>`, `data-fact="Preisniveau">€€</dd>`,
		`<h4 class="text-sm font-semibold text-slate-800">Serviceoptionen</h4>`,
		`<span data-available="true">Online-Terminvereinbarung<span class="sr-only"> (vorhanden)</span></span>`,
		`<span data-available="false">`, `(nicht vorhanden)`, `lucide-x mt-0.5`,
		`<h4 class="text-sm font-semibold text-slate-800">Vom Unternehmen</h4><p class="mt-1 text-sm text-slate-700">Familienbetrieb seit 1950</p>`,
		// Rating distribution: 5 to 1, widths as shares with one decimal.
		`<li data-score="5" class="flex items-center gap-3 text-sm"><span class="w-16 shrink-0 text-slate-700">5 Sterne</span>`,
		`data-testid="score-bar-5" class="block h-full rounded-full bg-amber-500" style="width: 66.7%;">`,
		`data-testid="score-bar-4" class="block h-full rounded-full bg-amber-500" style="width: 33.3%;">`,
		`<span class="w-16 shrink-0 text-slate-700">1 Stern</span>`, `>2 Bewertungen</span></li>`, `>1 Bewertung</span></li>`,
		// Contact: the full address and a map link by place_id.
		`<address class="not-italic"><span class="sr-only">Adresse: </span><span class="block">Sendlinger Str. 1, 80331 München, Deutschland</span></address>`,
		`href="https://www.google.com/maps/search/?api=1&amp;query=Autowerkstatt%20M%C3%BCller%2C%20Sendlinger%20Str.%201%2C%2080331%20M%C3%BCnchen&amp;query_place_id=place-1"`,
		// Map card: the island's data.
		`data-detail-map="" data-tiles="https://tile.openstreetmap.org/{z}/{x}/{y}.png" data-lat="48.13" data-lng="11.56" data-name="Autowerkstatt Müller" data-rating="4,5"`,
		// Nearby: name links, category, rating and distance; not the business itself.
		`<a href="/muenchen/kfz-meier" class="hover:underline focus-visible:outline-3 focus-visible:outline-blue-600">Kfz Meier</a></h3><p class="text-sm text-slate-600">Autowerkstatt</p>`,
		`<a href="/business/3"`, `<span class="sr-only">Entfernung: </span>1,2 km</span>`, `text-base">★★★★★`,
	} {
		if !strings.Contains(main, want) {
			t.Errorf("page lacks %s", want)
		}
	}
	for _, not := range []string{"Made up key", "Unknown group", "Wheelchair", "Foto 6", "/media/photos/f.jpg", ">Autowerkstatt Müller</a>"} {
		if strings.Contains(main, not) {
			t.Errorf("page shows %s", not)
		}
	}
	if n := strings.Count(main, `data-testid="nearby-business"`); n != 2 {
		t.Errorf("%d nearby businesses, want 2", n)
	}
}

func TestDetailPageEnglish(t *testing.T) {
	at(t, time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC))
	b := mueller()
	b.ReviewsPerScore = map[string]int{"5": 1234, "1": 1}
	st := detailStore{bs: []directory.Business{b, neighbour(2, "Kfz Meier", "muenchen/kfz-meier")}}
	_, page := detailPage(t, st, "/en/muenchen/autowerkstatt-mueller", nil, nil)
	for _, want := range []string{
		`href="/en/businesses" data-back-link="">`, `Back to Search</a>`, `href="/en/categories/kfz-werkstatt">Auto repair shop</a>`,
		`aria-label="Rating 4.5 out of 5"`, `>1,234 reviews</span>`, `>Open now</span>`, `aria-label="Call &#43;49 89 123456"`,
		`>Opening Hours</h2>`, `>Monday<span class="ml-2 text-xs font-semibold text-blue-800">(Today)</span>`, `text-red-800">Closed</td>`,
		`>About the Business</h2>`, `data-fact="Rating">4.5 out of 5</dd>`, `>Service options</h4>`, `>Made up key<span class="sr-only"> (available)</span>`,
		`>Unknown group</h4>`, `>Rating Distribution</h2>`, `>1,234 reviews</span></li>`, `>1 star</span>`, `>Contact</h2>`,
		`>Show on the map<span class="sr-only"> (opens in a new tab)</span>`, `>Nearby</h2>`, `href="/en/muenchen/kfz-meier"`,
		`<span class="sr-only">Distance: </span>1.2 km</span>`, `>40 photos</span>`, `<span>Brands: VW, Audi</span>`, `alt="Autowerkstatt Müller, photo 2"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("English page lacks %s", want)
		}
	}
	// Without a tile URL there is no map card; without markup no ad area.
	if strings.Contains(page, `id="map-title"`) || strings.Contains(page, "data-ad-area") {
		t.Errorf("map card or ad area without their settings")
	}
}

func TestDetailPageStates(t *testing.T) {
	at(t, time.Date(2026, 11, 23, 7, 30, 0, 0, time.UTC)) // Monday 08:30 in Berlin, Sunday 23:30 in Los Angeles
	paused := mueller()
	paused.BusinessStatus = directory.StatusClosedTemporarily
	la := mueller()
	la.ID, la.URLSlug, la.TimeZone = 5, "la/salon", "America/Los_Angeles"
	la.WorkingHours = map[string]string{"Sunday": "Closed", "Monday": "09:00–17:00"}
	bare := directory.Business{ID: 7, Name: "über Eck", Category: "Coiffeur", City: "Zürich", Address: "Seestrasse 1",
		PostalCode: "8002", Country: "Schweiz", CountryCode: "CH", URLSlug: "zuerich/ueber-eck", Website: "javascript:alert(1)"}
	st := detailStore{bs: []directory.Business{paused, la, bare}}

	// A temporarily closed business says so in the header, the hours card and the facts.
	_, page := detailPage(t, st, "/muenchen/autowerkstatt-mueller", directory.Settings{"map_tile_url": "https://tiles.example/{z}/{x}/{y}.png"}, nil)
	if n := strings.Count(page, `data-status="temporarily-closed" class="inline-flex items-center gap-1.5 rounded-full font-medium px-2.5 py-0.5 text-sm bg-amber-100 text-amber-900"`); n != 2 ||
		!strings.Contains(page, `data-fact="Status">Vorübergehend geschlossen</dd>`) {
		t.Errorf("temporarily closed: %d pills, want 2, and the fact", n)
	}
	// Today is the weekday in the business's own time zone.
	_, page = detailPage(t, st, "/la/salon", nil, nil)
	if !strings.Contains(page, `<tr data-day="Sunday" aria-current="date"`) || strings.Contains(page, `<tr data-day="Monday" aria-current`) {
		t.Errorf("today in Los Angeles is Sunday")
	}
	// No description, hours, photos, coordinates, ratings or website: a generated sentence, the letter, the
	// empty distribution, no hours or map card; the country of a foreign business; no unsafe website.
	_, page = detailPage(t, st, "/zuerich/ueber-eck", directory.Settings{"map_tile_url": "https://tiles.example/{z}/{x}/{y}.png"}, nil)
	for _, want := range []string{
		`<p class="mt-3 text-slate-700">über Eck aus der Kategorie Friseursalon in Zürich. Hier finden Sie Kontaktdaten, Öffnungszeiten und Bewertungen.</p>`,
		`<span class="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">Friseursalon</span><h1`,
		`data-testid="photo-placeholder" aria-hidden="true" class="flex h-full w-full items-center justify-center text-5xl font-bold text-blue-800">Ü</div>`,
		`>Noch keine Fotos</span>`, `>Noch keine Bewertungen</span>`, `<p class="mt-3 text-slate-700">Noch keine Bewertungsverteilung vorhanden.</p>`,
		`Adresse: </span>Seestrasse 1, 8002 Zürich, Schweiz</span>`, `<span class="block">Seestrasse 1</span><span class="block">8002 Zürich</span><span class="block">Schweiz</span>`,
		`style="width: 0%;"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("bare business lacks %s", want)
		}
	}
	for _, not := range []string{`id="hours-title"`, `id="map-title"`, "javascript:", `id="nearby-title"`, "lucide-globe h-5", `data-fact="Status"`} {
		if strings.Contains(page, not) {
			t.Errorf("bare business shows %s", not)
		}
	}
	_, page = detailPage(t, st, "/en/zuerich/ueber-eck", nil, nil)
	if !strings.Contains(page, `Address: </span>Seestrasse 1, 8002 Zürich, Switzerland</span>`) {
		t.Errorf("English page names the country in English")
	}
}

func TestDetailNotFound(t *testing.T) {
	st := detailStore{bs: []directory.Business{mueller()}}
	for _, c := range []struct{ path, title, home string }{
		{"/gibt/es-nicht", "Unternehmen nicht gefunden", "/"}, {"/business/99", "Unternehmen nicht gefunden", "/"},
		{"/business/abc", "Unternehmen nicht gefunden", "/"}, {"/en/gibt/es-nicht", "Business not found", "/en"},
	} {
		status, page := detailPage(t, st, c.path, nil, nil)
		if status != http.StatusNotFound || !strings.Contains(page, `<h1 class="mt-4 text-2xl font-bold text-slate-900">`+c.title+`</h1>`) ||
			!strings.Contains(page, `href="`+c.home+`" data-redirect-after="2000"`) || !strings.Contains(page, `noindex`) {
			t.Errorf("%s: status %d, want 404 with the not-found card going to %s", c.path, status, c.home)
		}
		if !regexp.MustCompile(`<script type="module" crossorigin src="/assets/islands-4d.js"></script>`).MatchString(page) || strings.Contains(page, "modulepreload") {
			t.Errorf("%s: want only the islands' script", c.path)
		}
	}
}

// TestAboutNames: the German names cover the common groups and many attributes, by any case of a key.
func TestAboutNames(t *testing.T) {
	if len(aboutNames["attributes"]) < 160 {
		t.Errorf("%d attribute names (keys and names), want at least 80 attributes", len(aboutNames["attributes"]))
	}
	for _, g := range []string{"service options", "accessibility", "payments", "planning", "amenities", "serviceoptionen"} {
		if aboutNames["groups"][g] == "" {
			t.Errorf("no German name for group %q", g)
		}
	}
	got := localizeAbout([]aboutGroup{{Title: "PAYMENTS", Items: []aboutItem{{Label: "credit CARDS", Flag: true}, {Label: "constructor", Flag: true}}},
		{Title: "__proto__", Items: []aboutItem{{Label: "toString", Flag: true}}}}, DE)
	if len(got) != 1 || got[0].Title != "Zahlungen" || len(got[0].Items) != 1 || got[0].Items[0].Label != "Kreditkarten" {
		t.Errorf("localizeAbout = %+v", got)
	}
}
