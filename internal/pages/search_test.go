package pages

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// TestParseSearch: the search's own parameters; the page and the filters are
// the list pages' (TestParseListParams has their hostile values), read with
// the search page's own last page.
func TestParseSearch(t *testing.T) {
	long := strings.Repeat("ä", directory.MaxQueryLength+1)
	page1 := listParams{Page: 1}
	cases := []struct {
		name, query string
		want        searchParams
	}{
		{"nothing", "", searchParams{listParams: page1}},
		{"the app's names", "q=+kfz+&city=Berlin&category=handwerker&radius=10&page=3",
			searchParams{Query: "kfz", City: "Berlin", Category: "handwerker", Radius: 10, listParams: listParams{Page: 3}}},
		{"the API's names", "query=friseur&location=10115", searchParams{Query: "friseur", City: "10115", listParams: page1}},
		{"the app's name wins", "q=a&query=b&city=X&location=Y", searchParams{Query: "a", City: "X", listParams: page1}},
		{"an empty app name gives way", "q=&query=b", searchParams{Query: "b", listParams: page1}},
		{"a NUL byte", "q=kfz%00&city=Ber%00lin", searchParams{listParams: page1}},
		{"control characters", "q=a%0Ab&city=%1B", searchParams{listParams: page1}},
		{"invalid UTF-8", "q=%FF%FE&city=%C3", searchParams{listParams: page1}},
		{"too long", "q=" + url.QueryEscape(long), searchParams{listParams: page1}},
		{"just long enough", "q=" + url.QueryEscape(long[2:]), searchParams{Query: long[2:], listParams: page1}},
		{"page beyond the API's offsets", "page=4168", searchParams{listParams: page1}},
		{"last page", "page=4167", searchParams{listParams: listParams{Page: 4167}}},
		{"radius without a place", "radius=10&sort=distance", searchParams{listParams: page1}},
		{"radius not offered", "city=Berlin&radius=7", searchParams{City: "Berlin", listParams: page1}},
		{"huge radius", "city=Berlin&radius=1e308", searchParams{City: "Berlin", listParams: page1}},
		{"distance sort with a place", "city=Berlin&sort=distance", searchParams{City: "Berlin", Order: "distance", listParams: page1}},
		{"unknown sort", "city=Berlin&sort=rating", searchParams{City: "Berlin", listParams: page1}},
		{"the list pages' sortBy is not the search's", "sortBy=name", searchParams{listParams: page1}},
		{"filters", "open=1&website=1&photos=1&minRating=4.5",
			searchParams{listParams: listParams{Open: true, Website: true, Photos: true, MinRating: 4.5, Page: 1}}},
		{"unknown filters and parameters", "colour=red&open[]=1&website=1&__proto__=x", searchParams{listParams: listParams{Website: true, Page: 1}}},
		{"category alias", "category=Handwerker", searchParams{Category: "handwerker", listParams: page1}},
		{"category all", "category=alle", searchParams{listParams: page1}},
		{"unknown category", "category=%3Cscript%3E", searchParams{listParams: page1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			q, err := url.ParseQuery(tc.query)
			if err != nil {
				t.Fatal(err)
			}
			if got := parseSearch(q); got != tc.want {
				t.Errorf("parseSearch(%q) = %+v, want %+v", tc.query, got, tc.want)
			}
		})
	}
}

// TestSearchQueryRoundTrip: the URL a page links reads back as the same search.
func TestSearchQueryRoundTrip(t *testing.T) {
	for _, p := range []searchParams{
		{listParams: listParams{Page: 1}},
		{Query: "Bäcker & Söhne", City: "Frankfurt (Oder)", Category: "handel", Radius: 25, listParams: listParams{Open: true, MinRating: 3.5, Page: 7}},
		{Query: "a+b=c", City: "10115", Order: "distance", listParams: listParams{Website: true, Photos: true, Page: 2}},
	} {
		q, err := url.ParseQuery(p.query())
		if err != nil {
			t.Fatal(err)
		}
		if got := parseSearch(q); got != p {
			t.Errorf("%q reads as %+v, want %+v", p.query(), got, p)
		}
	}
	if got := (searchParams{Query: "kfz", Radius: 10, Order: "distance", listParams: listParams{Page: 1}}).query(); got != "q=kfz" {
		t.Errorf("a radius and a sort without a place are left out: %q", got)
	}
	if got := (searchParams{Query: "kfz", City: "Berlin", Radius: 5, listParams: listParams{Open: true, MinRating: 4, Page: 3}}).query(); got != "q=kfz&city=Berlin&radius=5&open=1&minRating=4&page=3" {
		t.Errorf("the parameters in their order: %q", got)
	}
}

// fakeAPI answers the page's in-process API calls with fixed answers and records them.
type fakeAPI struct {
	calls  []string
	search *directory.SearchResult // nil: the search fails
	cities []directory.City
}

func (f *fakeAPI) answer(call string) ([]byte, bool) {
	f.calls = append(f.calls, call)
	var v any = f.cities
	if strings.HasPrefix(call, "/api/businesses/search?") {
		if f.search == nil {
			return nil, false
		}
		v = f.search
	}
	b, err := json.Marshal(v)
	return b, err == nil
}

// searchPage renders /businesses with a query string against the fake API.
func searchPage(t *testing.T, path, query string, api *fakeAPI, set directory.Settings) string {
	t.Helper()
	q, _ := url.ParseQuery(query)
	p, err := BuildRequest(context.Background(), nil, "https://example.org", set, path, Request{Query: q, API: api.answer,
		Asset: func(src string) string { return "/assets/" + src[strings.LastIndex(src, "/")+1:] + ".js" }})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Server() {
		t.Fatalf("%s: not rendered by the server", path)
	}
	p.Script = "/assets/islands-4d.js"
	b, err := Render([]byte(viteIndex), p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func aResult(id int64, name string) directory.Business {
	return directory.Business{ID: id, Name: name, Category: "Hair salon", CategorySlug: "dienstleister",
		CategoryLabels: map[string]string{"de": "Friseursalon", "en": "Hair salon"}, City: "Berlin",
		Address: "Blumenstraße 16, 10999 Berlin", Rating: 4.26, ReviewCount: 12, URLSlug: "berlin/" + strings.ToLower(name),
		PlaceID: "ChIJ1", OpenNow: ptr(true), Latitude: ptr(52.5), Longitude: ptr(13.4)}
}

func TestSearchPage(t *testing.T) {
	many := make([]directory.Business, 24)
	for i := range many {
		many[i] = aResult(int64(i+1), "Salon"+itoa(int64(i+1)))
	}
	many[1].Thumbnail, many[1].OpenNow, many[1].DistanceKm = "/media/photos/a-320.jpg", ptr(false), ptr(10.75)
	many[2].BusinessStatus, many[2].ReviewCount, many[2].Rating = "CLOSED_TEMPORARILY", 1, 0
	many[3].Name = "Unavailable Business"
	many[5].City, many[5].CountryCode, many[5].ReviewCount = "Zürich", "CH", 0
	many[4].City, many[4].CountryCode, many[4].Country, many[4].Address = "Los Angeles, USA", "US", "United States", ""
	cities := []directory.City{{City: "Berlin", BusinessCount: 61}, {City: "Hamburg", BusinessCount: 23}}

	t.Run("a search with its results, filters and pager", func(t *testing.T) {
		api := &fakeAPI{search: &directory.SearchResult{Businesses: many, Total: 100}, cities: cities}
		html := searchPage(t, "/businesses", "q=friseur&city=Berlin&website=1&page=3&colour=red", api, directory.Settings{})
		wantCalls := []string{"/api/cities?limit=20", "/api/businesses/search?query=friseur&location=Berlin&limit=24&offset=48&website=1"}
		if strings.Join(api.calls, " ") != strings.Join(wantCalls, " ") {
			t.Errorf("calls %q, want %q", api.calls, wantCalls)
		}
		for _, w := range []string{
			`<h1 class="text-3xl font-bold text-white sm:text-4xl">Unternehmen finden</h1>`,
			`<form id="search-form" role="search" method="get" action="/businesses"`,
			`name="q" placeholder="Name, Leistung oder Adresse"`, `type="search" value="friseur"`,
			`<option value="Berlin" selected>Berlin</option>`, `<option value="Hamburg">Hamburg</option>`,
			`<select id="businesses-radius" name="radius" class=`, // a place: the radius is offered
			`100 Unternehmen gefunden</div>`,
			// The list filters: toggles are links with the filter switched, back to page 1.
			`<a href="/businesses?q=friseur&amp;city=Berlin&amp;open=1&amp;website=1" role="button" aria-pressed="false" data-swap-link=""`,
			`<a href="/businesses?q=friseur&amp;city=Berlin" role="button" aria-pressed="true" data-swap-link=""`,
			`<input type="hidden" form="search-form" name="website" value="1">`,
			`<option value="4.5">ab 4,5 Sterne</option>`, `<span class="font-medium">Sortierung</span>`,
			`>Filter zurücksetzen</a>`,
			// The cards.
			`<h3 class="text-lg font-semibold text-slate-900">Salon1</h3>`, `href="/berlin/salon1">Ansehen<span class="sr-only"> – Salon1</span></a>`,
			`https://www.google.com/maps/search/?api=1&amp;query=Salon1%2C%20Blumenstra%C3%9Fe%2016%2C%2010999%20Berlin&amp;query_place_id=ChIJ1`,
			`<span class="sr-only"> – Salon1 (öffnet in neuem Tab)</span>`,
			`>Friseursalon</span>`, `<span data-open="true"`, `Jetzt geöffnet</span>`, `<span data-open="false"`, `Geschlossen</span>`,
			`data-status="temporarily-closed"`, `Vorübergehend geschlossen</span>`,
			`aria-label="Bewertung 4,3 von 5"`, `style="width: 80%"`, `<span>12 Bewertungen</span>`, `<span>1 Bewertung</span>`, `<span>Neu</span>`,
			`<span class="sr-only">Entfernung: </span>11 km</span>`,
			`<img src="/media/photos/a-320.jpg" alt="Salon2" loading="lazy"`,
			`>Los Angeles, Vereinigte Staaten</span>`,
			`data-point="{&#34;id&#34;:1,&#34;lat&#34;:52.5,&#34;lng&#34;:13.4,&#34;name&#34;:&#34;Salon1&#34;,&#34;rating&#34;:&#34;4,3&#34;,&#34;reviews&#34;:&#34;12 Bewertungen&#34;,&#34;to&#34;:&#34;/berlin/salon1&#34;}"`,
			// The pager: plain links around page 3 of 5.
			`<nav aria-label="Seitennavigation"`,
			`<a href="/businesses?q=friseur&amp;city=Berlin&amp;website=1&amp;page=2" data-swap-link="" data-swap-scroll=""`,
			`aria-label="Seite 3" aria-current="page"`, `>5</a>`,
			`<a href="/businesses?q=friseur&amp;city=Berlin&amp;website=1&amp;page=4" data-swap-link="" data-swap-scroll=""`,
			`<script type="module" crossorigin src="/assets/search.ts.js"></script>`,
			`<script type="module" crossorigin src="/assets/islands-4d.js"></script>`,
			// The language switch keeps the search as the page's links write it, without unknown parameters.
			`href="/en/businesses?q=friseur&amp;city=Berlin&amp;website=1&amp;page=3" hreflang="en"`,
		} {
			if !strings.Contains(html, w) {
				t.Errorf("page lacks %s", w)
			}
		}
		for _, nw := range []string{"Unavailable Business", "colour", `data-map-toggle`, `/assets/index-1a.js`, "modulepreload"} {
			if strings.Contains(html, nw) {
				t.Errorf("page has %s", nw)
			}
		}
	})

	t.Run("without a place no radius and no sort; the map with a tile URL", func(t *testing.T) {
		api := &fakeAPI{search: &directory.SearchResult{Businesses: many[:2], Total: 2}, cities: cities}
		html := searchPage(t, "/businesses", "radius=10&sort=distance&page=1", api, directory.Settings{"map_tile_url": "https://tile.example/{z}/{x}/{y}.png"})
		for _, w := range []string{`<select id="businesses-radius" name="radius" disabled title="Wählen Sie zuerst eine Stadt."`,
			`data-map-toggle="https://tile.example/{z}/{x}/{y}.png" class=`} {
			if !strings.Contains(html, w) {
				t.Errorf("page lacks %s", w)
			}
		}
		for _, nw := range []string{"Sortierung", "nach Entfernung sortiert", `<nav aria-label="Seitennavigation"`, "radius=", "Filter zurücksetzen</a>"} {
			if strings.Contains(html, nw) {
				t.Errorf("page has %s", nw)
			}
		}
	})

	t.Run("a widened search says so, and later pages keep its radius", func(t *testing.T) {
		api := &fakeAPI{search: &directory.SearchResult{Businesses: many, Total: 30, WidenedKm: 25, PlaceTotal: ptr(6)}, cities: cities}
		html := searchPage(t, "/businesses", "q=friseur&city=Berlin", api, nil)
		for _, w := range []string{`Nur 6 Treffer in Berlin – 30 im Umkreis von 25 km`, `nach Entfernung sortiert`,
			`href="/businesses?q=friseur&amp;city=Berlin&amp;radius=25&amp;page=2"`} {
			if !strings.Contains(html, w) {
				t.Errorf("page lacks %s", w)
			}
		}
		api.search.PlaceTotal = ptr(0)
		if html := searchPage(t, "/businesses", "q=friseur&city=Berlin", api, nil); !strings.Contains(html, "Keine Treffer für „friseur“ in Berlin – 30 im Umkreis von 25 km") {
			t.Error("no note of a place without hits")
		}
	})

	t.Run("an ambiguous place offers its cities; a shared link's place and category stay chosen", func(t *testing.T) {
		api := &fakeAPI{search: &directory.SearchResult{Businesses: many[:1], Total: 1, Places: []string{"Frankfurt am Main", "Frankfurt (Oder)"}}, cities: cities}
		html := searchPage(t, "/businesses", "city=Frankfurt&category=technische-dienste", api, nil)
		for _, w := range []string{`<span class="font-medium">Meinten Sie:</span>`,
			`<a href="/businesses?city=Frankfurt&#43;%28Oder%29&amp;category=technische-dienste" data-swap-link=""`,
			`<option value="Frankfurt" selected>Frankfurt</option><option value="Berlin">`,
			`<option value="technische-dienste" selected>Technische Dienste</option>`} {
			if !strings.Contains(html, w) {
				t.Errorf("page lacks %s", w)
			}
		}
	})

	t.Run("the empty state resets every filter", func(t *testing.T) {
		api := &fakeAPI{search: &directory.SearchResult{Total: 0}, cities: cities}
		html := searchPage(t, "/businesses", "q=zzz&open=1", api, nil)
		for _, w := range []string{`0 Unternehmen gefunden`, `<p class="text-lg font-semibold text-slate-900">Keine Unternehmen gefunden</p>`,
			`<a href="/businesses" data-swap-link="" class="inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600 bg-blue-700 text-white hover:bg-blue-800 h-11 px-4 mt-6">Filter zurücksetzen</a>`} {
			if !strings.Contains(html, w) {
				t.Errorf("page lacks %s", w)
			}
		}
		if strings.Contains(html, "<ul class=\"grid") {
			t.Error("an empty list")
		}
	})

	t.Run("a failed search says so and offers the same URL again", func(t *testing.T) {
		html := searchPage(t, "/businesses", "q=kfz&city=Nirgendwo&radius=10", &fakeAPI{cities: cities}, nil)
		for _, w := range []string{`<div role="alert"`, `Die Suche ist fehlgeschlagen.`, `<a href="/businesses?q=kfz&amp;city=Nirgendwo&amp;radius=10"`} {
			if !strings.Contains(html, w) {
				t.Errorf("page lacks %s", w)
			}
		}
	})

	t.Run("English", func(t *testing.T) {
		api := &fakeAPI{search: &directory.SearchResult{Businesses: many, Total: 1234, TotalCapped: true}, cities: cities}
		html := searchPage(t, "/en/businesses", "q=hair&minRating=4", api, nil)
		for _, w := range []string{`<html lang="en">`, `>Find businesses</h1>`, `action="/en/businesses"`, `over 1,234 businesses found`,
			`<option value="4" selected>4.0 stars and up</option>`, `href="/en/berlin/salon1">View<span class="sr-only"> – Salon1</span>`,
			`aria-label="Rating 4.3 out of 5"`, `>Hair salon</span>`, `>Open now</span>`, `<span>12 reviews</span>`, `>Zürich, Switzerland</span>`,
			`href="/en/businesses?q=hair&amp;minRating=4&amp;page=2"`, `>Next<svg`, `aria-label="Grid view / List view"`} {
			if !strings.Contains(html, w) {
				t.Errorf("page lacks %s", w)
			}
		}
	})
}

// TestSearchPageWithoutAPI: the page's data without a request (the page-meta call) asks nothing and still renders.
func TestSearchPageWithoutAPI(t *testing.T) {
	p, err := Build(context.Background(), nil, "https://example.org", nil, "/businesses")
	if err != nil || p.Title != "Unternehmen suchen – Branchenbuch" || p.URL != "https://example.org/businesses" || !p.Index {
		t.Fatalf("%+v, %v", p, err)
	}
	if _, err := Render([]byte(viteIndex), p); err != nil {
		t.Fatal(err)
	}
}

// TestTileURL: the map_tile_url setting a map uses (the detail and search pages alike).
func TestTileURL(t *testing.T) {
	for in, want := range map[string]string{
		"https://tile.example/{z}/{x}/{y}.png":         "https://tile.example/{z}/{x}/{y}.png",
		" http://t.example/{z}/{x}/{-y}.png ":          "http://t.example/{z}/{x}/{-y}.png",
		"https://tile.example/{z}/{x}.png":             "",
		"ftp://tile.example/{z}/{x}/{y}.png":           "",
		"https:///{z}/{x}/{y}":                         "",
		"javascript:alert(1)//{z}/{x}/{y}":             "",
		"https://tile.example/{z}/{x}/{y}.png?k=\"x\"": "",
		"": "",
	} {
		if got := (&Ctx{Settings: directory.Settings{directory.MapTileURLSetting: in}}).tileURL(); got != want {
			t.Errorf("tileURL(%q) = %q, want %q", in, got, want)
		}
	}
}
