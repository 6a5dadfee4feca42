package storetest

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// searchCases is the table both engines must answer identically: the hits
// in order (relevance tier, then rating, then reviews).
var searchCases = []struct {
	name string
	q    directory.SearchQuery
	want []string
}{
	{"umlaut as written", directory.SearchQuery{Text: "Müller"},
		[]string{"Autowerkstatt Müller", "Muller Elektrotechnik", "Kfz-Service Mueller"}},
	{"umlaut transliterated", directory.SearchQuery{Text: "Mueller"},
		[]string{"Autowerkstatt Müller", "Muller Elektrotechnik", "Kfz-Service Mueller"}},
	{"umlaut dropped", directory.SearchQuery{Text: "muller"},
		[]string{"Autowerkstatt Müller", "Muller Elektrotechnik", "Kfz-Service Mueller"}},
	{"sharp s written", directory.SearchQuery{Text: "Straße"}, []string{"Ristorante Da Marco", "Elektro Weber"}},
	{"sharp s transliterated", directory.SearchQuery{Text: "strasse"}, []string{"Ristorante Da Marco", "Elektro Weber"}},
	{"compound word, tiers: name, category, description", directory.SearchQuery{Text: "Werkstatt"},
		[]string{"Autowerkstatt Müller", "Werkstatt am Main", "Kfz-Service Mueller", "Dachdecker Jäger"}},
	{"prefix while typing", directory.SearchQuery{Text: "Friseu"}, []string{"Friseursalon Haarmonie"}},
	{"typo: missing letter", directory.SearchQuery{Text: "Werkstat"},
		[]string{"Autowerkstatt Müller", "Werkstatt am Main", "Kfz-Service Mueller", "Dachdecker Jäger"}},
	{"typo: swapped letters", directory.SearchQuery{Text: "Elektirker"}, []string{"Muller Elektrotechnik", "Elektro Weber"}},
	{"typo in a middle word", directory.SearchQuery{Text: "Pizaa Pasta"}, []string{"Ristorante Da Marco"}},
	{"two words, both required", directory.SearchQuery{Text: "Elektro Weber"}, []string{"Elektro Weber"}},
	{"english category finds the taxonomy", directory.SearchQuery{Text: "KFZ"},
		[]string{"Kfz-Service Mueller", "Autowerkstatt Müller", "Werkstatt am Main"}},
	{"unknown city business is searchable", directory.SearchQuery{Text: "Steuerberatung"}, []string{"Steuerberatung Groß"}},
	{"postal prefix", directory.SearchQuery{Location: "80"},
		[]string{"Autowerkstatt Müller", "Kfz-Service Mueller", "Elektro Weber"}},
	{"postal code exact", directory.SearchQuery{Location: "80331"}, []string{"Autowerkstatt Müller"}},
	{"city", directory.SearchQuery{Location: "München"},
		[]string{"Autowerkstatt Müller", "Kfz-Service Mueller", "Elektro Weber"}},
	{"city transliterated", directory.SearchQuery{Location: "muenchen"},
		[]string{"Autowerkstatt Müller", "Kfz-Service Mueller", "Elektro Weber"}},
	{"city first word", directory.SearchQuery{Location: "Frankfurt"}, []string{"Ristorante Da Marco", "Werkstatt am Main"}},
	{"city full name", directory.SearchQuery{Location: "Frankfurt am Main"}, []string{"Ristorante Da Marco"}},
	{"city with postal code", directory.SearchQuery{Location: "80469 München"}, []string{"Kfz-Service Mueller"}},
	{"text and city", directory.SearchQuery{Text: "Werkstatt", Location: "München"},
		[]string{"Autowerkstatt Müller", "Kfz-Service Mueller"}},
	{"text and city first word", directory.SearchQuery{Text: "werkstatt", Location: "Frankfurt"}, []string{"Werkstatt am Main"}},
	{"text and postal code", directory.SearchQuery{Text: "Pizza", Location: "60311"}, []string{"Ristorante Da Marco"}},
	{"text and a city's full name", directory.SearchQuery{Text: "Pizza", Location: "Frankfurt am Main"}, []string{"Ristorante Da Marco"}},
	{"a word's start and a city's first two words", directory.SearchQuery{Text: "ris", Location: "Frankfurt am"}, []string{"Ristorante Da Marco"}},
	{"category only", directory.SearchQuery{Category: "handwerker"},
		[]string{"Muller Elektrotechnik", "Dachdecker Jäger", "Elektro Weber"}},
	{"text and category", directory.SearchQuery{Text: "Müller", Category: "kfz-werkstatt"},
		[]string{"Autowerkstatt Müller", "Kfz-Service Mueller"}},
	{"city and category", directory.SearchQuery{Location: "München", Category: "handwerker"}, []string{"Elektro Weber"}},
	{"no such word", directory.SearchQuery{Text: "Zahnarztpraxisxyz"}, nil},
	{"no such city", directory.SearchQuery{Location: "Atlantis"}, nil},
	{"location of punctuation only", directory.SearchQuery{Location: "!!!"}, nil},
}

func testSearchTable(t *testing.T, st directory.Store) {
	load(t, st)
	for _, tc := range searchCases {
		t.Run(tc.name, func(t *testing.T) {
			searchHits(t, st, tc.q, tc.want)
		})
	}
}

// searchHits runs q (50 per page) and checks the hits, in order, and the total.
func searchHits(t *testing.T, st directory.Store, q directory.SearchQuery, want []string) *directory.SearchResult {
	t.Helper()
	q.Limit = 50
	res, err := st.Search(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	if got := Names(res.Businesses); !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
		t.Errorf("hits = %q\nwant   %q", got, want)
	}
	if res.Total != len(want) {
		t.Errorf("total = %d, want %d", res.Total, len(want))
	}
	return res
}

// testSearchManyCompletions types a prefix with more known completions than
// ParseText expands: the engines then match the prefix themselves.
func testSearchManyCompletions(t *testing.T, st directory.Store) {
	ctx := context.Background()
	var bs []directory.Business
	for i := range 40 {
		bs = append(bs, directory.Business{Name: fmt.Sprintf("Wortmann%02d Werkstatt", i), City: "Bonn",
			PlaceID: fmt.Sprintf("w%d", i), Rating: float64(i%5) + 0.5, ReviewCount: 20})
	}
	// The place's own words are no words of its businesses: "wort" in Bonn
	// finds no business of "Bonn Wortberg" by its city's name.
	bs = append(bs, directory.Business{Name: "Schmiede Klein", City: "Bonn Wortberg", PlaceID: "w-berg", Rating: 5, ReviewCount: 90})
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	for _, q := range []directory.SearchQuery{{Text: "Wort"}, {Text: "wortm", Location: "Bonn"}, {Text: "wort", Location: "Bonn"}} {
		q.Limit = 10
		res, err := st.Search(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		if res.Total != 40 || len(res.Businesses) != 10 || res.Businesses[0].Rating != 4.5 {
			t.Errorf("%+v: %d of %d, first rating %v; want 10 of 40, best first", q, len(res.Businesses), res.Total, res.Businesses[0].Rating)
		}
	}
}

// testSearchTiersInACity: a text search in a city ranks by the field of
// the word as it does across the country (name, then category and
// subtypes, then description) and keeps to the city.
func testSearchTiersInACity(t *testing.T, st directory.Store) {
	bs := []directory.Business{
		{Name: "Rahmen West", City: "Tierstadt", Description: "Die Glaserei am Markt", PlaceID: "t-desc", Rating: 5, ReviewCount: 100},
		{Name: "Fenster Süd", City: "Tierstadt", Subtypes: "Glaserei, Fensterbau", PlaceID: "t-sub", Rating: 4.5, ReviewCount: 100},
		{Name: "Glaserei Nord", City: "Tierstadt", PlaceID: "t-name", Rating: 3, ReviewCount: 100},
		{Name: "Glaserei Ost", City: "Anderstadt", PlaceID: "t-other", Rating: 5, ReviewCount: 100},
	}
	if _, err := st.UpsertBusinesses(context.Background(), bs); err != nil {
		t.Fatal(err)
	}
	want := []string{"Glaserei Nord", "Fenster Süd", "Rahmen West"}
	searchHits(t, st, directory.SearchQuery{Text: "Glaserei", Location: "Tierstadt"}, want)
	// Pages of one walk the tiers in the index; a last page of few hits is
	// graded from the rows instead (sqlstore.Tiers).
	var got []string
	for offset := range 3 {
		res, err := st.Search(context.Background(), directory.SearchQuery{Text: "Glaserei", Location: "Tierstadt", Limit: 1, Offset: offset})
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, Names(res.Businesses)...)
	}
	if !slices.Equal(got, want) {
		t.Errorf("pages of one: %q, want %q", got, want)
	}
}

func testSearchPaging(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	all := []string{"Autowerkstatt Müller", "Werkstatt am Main", "Kfz-Service Mueller", "Dachdecker Jäger"}
	for _, p := range []struct{ offset, limit int }{{0, 2}, {2, 2}, {3, 5}, {10, 5}} {
		res, err := st.Search(ctx, directory.SearchQuery{Text: "werkstatt", Limit: p.limit, Offset: p.offset})
		if err != nil {
			t.Fatal(err)
		}
		want := all[min(p.offset, len(all)):min(p.offset+p.limit, len(all))]
		if !slices.Equal(Names(res.Businesses), want) || res.Total != 4 {
			t.Errorf("offset %d limit %d = %v total %d, want %v total 4", p.offset, p.limit, Names(res.Businesses), res.Total, want)
		}
	}
	res, err := st.Search(ctx, directory.SearchQuery{Limit: 3})
	if err != nil || res.Total != 10 || len(res.Businesses) != 3 {
		t.Errorf("empty search = %d hits of %d (%v), want 3 of 10", len(res.Businesses), res.Total, err)
	}
}

func testSearchRadius(t *testing.T, st directory.Store) {
	load(t, st)
	marienplatz := directory.Point{Lat: 48.1374, Lng: 11.5755}
	cases := []struct {
		name string
		q    directory.SearchQuery
		want []string
	}{
		{"nearest first", directory.SearchQuery{Center: &marienplatz, RadiusKm: 5},
			[]string{"Autowerkstatt Müller", "Kfz-Service Mueller", "Elektro Weber"}},
		{"small radius", directory.SearchQuery{Center: &marienplatz, RadiusKm: 0.7}, []string{"Autowerkstatt Müller"}},
		{"with text", directory.SearchQuery{Text: "Elektriker", Center: &marienplatz, RadiusKm: 5}, []string{"Elektro Weber"}},
		{"with category", directory.SearchQuery{Category: "kfz-werkstatt", Center: &marienplatz, RadiusKm: 5},
			[]string{"Autowerkstatt Müller", "Kfz-Service Mueller"}},
		{"Frankfurt is beyond 200 km", directory.SearchQuery{Text: "Pizza", Center: &marienplatz, RadiusKm: 200}, nil},
		{"Frankfurt within 310 km", directory.SearchQuery{Text: "Pizza", Center: &marienplatz, RadiusKm: 310}, []string{"Ristorante Da Marco"}},
		// Words of every field count within the circle's map cells too.
		{"a word of the category", directory.SearchQuery{Text: "shop", Center: &marienplatz, RadiusKm: 5}, []string{"Kfz-Service Mueller"}},
		{"a word of the description", directory.SearchQuery{Text: "Inspektion", Center: &marienplatz, RadiusKm: 5}, []string{"Autowerkstatt Müller"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res := searchHits(t, st, tc.q, tc.want)
			for i := 1; i < len(res.Businesses); i++ {
				if *res.Businesses[i].DistanceKm < *res.Businesses[i-1].DistanceKm {
					t.Errorf("not nearest first: %v", Names(res.Businesses))
				}
			}
		})
	}

	t.Run("widening picks the first radius with a page", func(t *testing.T) {
		for _, c := range []struct {
			q      directory.SearchQuery
			radius float64
			want   []string
		}{
			{directory.SearchQuery{Center: &marienplatz, WidenKm: []float64{0.7, 5, 310}, Limit: 2}, 5,
				[]string{"Autowerkstatt Müller", "Kfz-Service Mueller"}},
			{directory.SearchQuery{Center: &marienplatz, WidenKm: []float64{0.7, 5, 310}, Limit: 1}, 0.7,
				[]string{"Autowerkstatt Müller"}},
			{directory.SearchQuery{Text: "Pizza", Center: &marienplatz, WidenKm: []float64{5, 310}, Limit: 10}, 310,
				[]string{"Ristorante Da Marco"}},
		} {
			res, err := st.Search(context.Background(), c.q)
			if err != nil || res.WidenedKm != c.radius || !slices.Equal(Names(res.Businesses), c.want) {
				t.Errorf("%+v: %v within %v km (%v), want %v within %v km", c.q, Names(res.Businesses), res.WidenedKm, err, c.want, c.radius)
			}
		}
	})

	// With a place, the circle answers only when the place holds less than
	// a page and the circle more than the place.
	t.Run("a place widens when it holds less than a page", func(t *testing.T) {
		zero := 0
		for _, c := range []struct {
			q          directory.SearchQuery
			radius     float64
			placeTotal *int
			want       []string
		}{
			{directory.SearchQuery{Text: "Pizza", Location: "München", Center: &marienplatz, WidenKm: []float64{5, 310}, Limit: 10},
				310, &zero, []string{"Ristorante Da Marco"}},
			{directory.SearchQuery{Text: "Elektriker", Location: "München", Center: &marienplatz, WidenKm: []float64{600}, Limit: 1},
				0, nil, []string{"Elektro Weber"}}, // a full page, though 600 km hold Berlin's too
			{directory.SearchQuery{Text: "Elektriker", Location: "München", Center: &marienplatz, WidenKm: []float64{5}, Limit: 10},
				0, nil, []string{"Elektro Weber"}}, // the circle holds no more than the place
		} {
			res, err := st.Search(context.Background(), c.q)
			if err != nil || res.WidenedKm != c.radius || !slices.Equal(Names(res.Businesses), c.want) ||
				(res.PlaceTotal == nil) != (c.placeTotal == nil) || c.placeTotal != nil && *res.PlaceTotal != *c.placeTotal {
				t.Errorf("%+v: %v within %v km, place total %v (%v); want %v within %v km", c.q, Names(res.Businesses),
					res.WidenedKm, res.PlaceTotal, err, c.want, c.radius)
			}
		}
	})

	// A wider circle reaches map cells that the narrower did not: a match
	// 46 km north of the centre lies in the next row of cells.
	t.Run("widening reads the wider circle's cells", func(t *testing.T) {
		north := directory.Business{Name: "Pizzeria Freising Nord", City: "Freising", PlaceID: "pizza-north",
			Latitude: ptr(48.55), Longitude: ptr(11.5755)}
		if _, err := st.UpsertBusinesses(context.Background(), []directory.Business{north}); err != nil {
			t.Fatal(err)
		}
		q := directory.SearchQuery{Text: "Pizza", Center: &marienplatz, WidenKm: []float64{5, 50, 310}, Limit: 1}
		res, err := st.Search(context.Background(), q)
		if err != nil || res.WidenedKm != 50 || !slices.Equal(Names(res.Businesses), []string{north.Name}) {
			t.Errorf("Pizza near Marienplatz: %v within %v km (%v), want %s within 50 km", Names(res.Businesses), res.WidenedKm, err, north.Name)
		}
	})
}

// testSearchRadiusRows places businesses on both sides of the tenth-degree
// rows of latitude that the box is read in (sqlstore.Store.within), on the
// edges of the box, and south of the equator and west of Greenwich, where
// floor and truncation differ.
func testSearchRadiusRows(t *testing.T, st directory.Store) {
	at := func(name string, lat, lng float64) directory.Business {
		return directory.Business{Name: name + " Gitterprobe", City: "Gitter", PlaceID: "grid-" + name, Latitude: ptr(lat), Longitude: ptr(lng)}
	}
	bs := []directory.Business{
		at("Auf der Linie", 52.0, 13.0),
		at("Knapp darunter", 51.99999, 13.0001),
		at("Knapp darüber", 52.00002, 12.9998),
		at("Nächste Zeile", 52.1, 13.0),
		at("Westrand", 52.0, 12.98), // 1.37 km west
		at("Santiago Mitte", -33.80, -70.60),
		at("Santiago Süd", -33.85, -70.60),   // 5.6 km
		at("Santiago Nord", -33.7501, -70.6), // 5.5 km
		at("Santiago Fern", -33.95, -70.60),  // 16.7 km
	}
	if _, err := st.UpsertBusinesses(context.Background(), bs); err != nil {
		t.Fatal(err)
	}
	line, santiago := directory.Point{Lat: 52.0, Lng: 13.0}, directory.Point{Lat: -33.80, Lng: -70.60}
	searchHits(t, st, directory.SearchQuery{Text: "Gitterprobe", Center: &line, RadiusKm: 1},
		[]string{"Auf der Linie Gitterprobe", "Knapp darunter Gitterprobe", "Knapp darüber Gitterprobe"})
	searchHits(t, st, directory.SearchQuery{Center: &line, RadiusKm: 1.4},
		[]string{"Auf der Linie Gitterprobe", "Knapp darunter Gitterprobe", "Knapp darüber Gitterprobe", "Westrand Gitterprobe"})
	searchHits(t, st, directory.SearchQuery{Text: "Gitterprobe", Center: &santiago, RadiusKm: 6},
		[]string{"Santiago Mitte Gitterprobe", "Santiago Nord Gitterprobe", "Santiago Süd Gitterprobe"})
}

// testSearchHostileInput feeds what a bot or a curious visitor types; the
// store must answer (possibly with nothing), never fail.
func testSearchHostileInput(t *testing.T, st directory.Store) {
	load(t, st)
	// Imported places may be any text; the index files them as words.
	odd := []directory.Business{
		{Name: "Postfach Japan", City: "東京", PostalCode: "日本語", PlaceID: "odd-1"},
		{Name: "Postfach Umlaut", City: "Köln ' \\ ~c~x", PostalCode: "ü", PlaceID: "odd-2"},
		{Name: "Postfach Lang", City: "Berlin", PostalCode: "Müllerstraße 5", PlaceID: "odd-3"},
	}
	if _, err := st.UpsertBusinesses(context.Background(), odd); err != nil {
		t.Fatalf("businesses with odd places: %v", err)
	}
	searchHits(t, st, directory.SearchQuery{Text: "Postfach"}, []string{"Postfach Japan", "Postfach Umlaut", "Postfach Lang"})
	inputs := []string{
		`"`, `*`, `(`, `)`, `NEAR`, `NEAR(a b)`, `werkstatt"`, `"werkstatt`, `a AND b`, `werkstatt OR`, `NOT werkstatt`,
		`-werkstatt`, `^werkstatt`, `{name}: x`, `name:werkstatt`, `werk*statt`, `'; DROP TABLE businesses; --`,
		"\xff\xfe\xfd", "werk\x00statt", strings.Repeat("werkstatt ", 200), strings.Repeat("ä", 5000), `%`, `_`, `\`,
		`::`, `&|!`, `<script>`, "\u202e\u200b", "８０３３１",
	}
	for _, in := range inputs {
		for _, q := range []directory.SearchQuery{{Text: in}, {Location: in}, {Text: in, Location: in}} {
			q.Limit = 10
			if _, err := st.Search(context.Background(), q); err != nil {
				t.Errorf("search %+v: %v", q, err)
			}
		}
	}
}

// testSearchDeepPages pages through a word that one business in fifteen
// has, among more businesses than an engine looks at before it changes its
// way of reading a word's hits (PostgreSQL walks the best-ranked 1,500, then
// on from its last hit, then gathers through its index), and more hits than
// the stores grade at once (sqlstore.Tiers): every page must hold the next
// hits in rank order.
func testSearchDeepPages(t *testing.T, st directory.Store) {
	const n, every = 3000, 15
	bs := make([]directory.Business, n)
	for i := range bs {
		name := fmt.Sprintf("Betrieb Tiefe %d", i)
		if i%every == 7 {
			name = fmt.Sprintf("Seltenwort Tiefe %d", i)
		}
		bs[i] = directory.Business{Name: name, City: "Tiefenort", PlaceID: fmt.Sprintf("deep-%d", i),
			Rating: float64(30+i*7%21) / 10, ReviewCount: i * 13 % 500}
	}
	if _, err := st.UpsertBusinesses(context.Background(), bs); err != nil {
		t.Fatal(err)
	}
	var want []directory.Business
	for _, b := range bs {
		if strings.HasPrefix(b.Name, "Seltenwort") {
			want = append(want, b)
		}
	}
	slices.SortStableFunc(want, func(a, b directory.Business) int { // rank order; ids follow the insertion order
		if sa, sb := directory.RankScore(&a), directory.RankScore(&b); sa != sb {
			return sb - sa
		}
		return b.ReviewCount - a.ReviewCount
	})
	for offset := 0; offset < len(want)+24; offset += 24 {
		res, err := st.Search(context.Background(), directory.SearchQuery{Text: "Seltenwort", Limit: 24, Offset: offset})
		if err != nil {
			t.Fatal(err)
		}
		if exp := Names(want[min(offset, len(want)):min(offset+24, len(want))]); !slices.Equal(Names(res.Businesses), exp) {
			t.Errorf("offset %d = %v, want %v", offset, Names(res.Businesses), exp)
		}
	}
}

// testSearchRadiusDense: a circle holding more businesses than are counted,
// with and without words, answers the nearest page and a total of "more
// than directory.MaxCountedTotal", however much of the circle an engine
// reads.
func testSearchRadiusDense(t *testing.T, st directory.Store) {
	const n = directory.MaxCountedTotal + 200
	centre := directory.Point{Lat: 50.0, Lng: 8.0}
	var bs []directory.Business
	for i := range n + 10 {
		km := float64(i) * 0.0027 // 1,100 within 3 km, an eighth of the circle's radius
		switch {
		case i >= n:
			km = 12 + float64(i-n) // ten 12–21 km away
		case i >= 1100:
			km = 3.2 + float64(i-1100)*0.008 // a hundred 3.2–4 km away: the last page needs them
		}
		lat, lng := centre.Lat+km/111.2, centre.Lng
		bs = append(bs, directory.Business{Name: fmt.Sprintf("Dicht %d", i), City: "Dichtstadt", PlaceID: fmt.Sprintf("dense-%d", i),
			Latitude: &lat, Longitude: &lng})
	}
	if _, err := st.UpsertBusinesses(context.Background(), bs); err != nil {
		t.Fatal(err)
	}
	for _, page := range []struct {
		text          string
		offset, limit int
	}{{"", 0, 24}, {"", n - 24, 24}, {"Dicht", 0, 24}, {"Dicht", n - 24, 24}} {
		res, err := st.Search(context.Background(), directory.SearchQuery{Text: page.text, Center: &centre, RadiusKm: 25,
			Offset: page.offset, Limit: page.limit})
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for i := page.offset; i < page.offset+page.limit; i++ {
			want = append(want, fmt.Sprintf("Dicht %d", i))
		}
		if got := Names(res.Businesses); !slices.Equal(got, want) || res.Total <= directory.MaxCountedTotal {
			t.Errorf("%q offset %d: %v, total %d; want %v and more than %d", page.text, page.offset, got, res.Total, want, directory.MaxCountedTotal)
		}
	}
	// Businesses without the word, nearer than any with it, are no hits of
	// the words, however the engine reads the circle.
	var others []directory.Business
	for i := range 300 {
		lat, lng := centre.Lat+float64(i)*0.00001, centre.Lng
		others = append(others, directory.Business{Name: fmt.Sprintf("Locker %d", i), City: "Dichtstadt", PlaceID: fmt.Sprintf("loose-%d", i),
			Latitude: &lat, Longitude: &lng})
	}
	if _, err := st.UpsertBusinesses(context.Background(), others); err != nil {
		t.Fatal(err)
	}
	res, err := st.Search(context.Background(), directory.SearchQuery{Text: "Dicht", Center: &centre, RadiusKm: 25, Limit: 3})
	if got := Names(res.Businesses); err != nil || !slices.Equal(got, []string{"Dicht 0", "Dicht 1", "Dicht 2"}) {
		t.Errorf("Dicht among nearer others: %v, %v", got, err)
	}
	// Widening from a circle of 10 m, which holds four of the word's matches
	// but whose map cell holds them all: the wider circle still finds the
	// page, whichever way an engine read the narrow one.
	res, err = st.Search(context.Background(), directory.SearchQuery{Text: "Dicht", Center: &centre, WidenKm: []float64{0.01, 25}, Limit: 24})
	var want []string
	for i := range 24 {
		want = append(want, fmt.Sprintf("Dicht %d", i))
	}
	if got := Names(res.Businesses); err != nil || res.WidenedKm != 25 || !slices.Equal(got, want) {
		t.Errorf("Dicht widened from 10 m: %v within %v km (%v), want %v within 25 km", got, res.WidenedKm, err, want)
	}
}

// testSearchTierPaths pages through hits in all three tiers (the word in the
// name, in the subtypes, in the description), once with few hits and once
// with more than the stores grade at once (sqlstore.Tiers): both ways must
// give tier order, then rank order.
func testSearchTierPaths(t *testing.T, st directory.Store) {
	for _, c := range []struct {
		word string
		n    int
	}{{"Stufenklein", 30}, {"Stufengross", 240}} {
		bs := make([]directory.Business, c.n)
		for i := range bs {
			b := directory.Business{Name: fmt.Sprintf("Betrieb %s %d", c.word[6:], i), City: "Stufenstadt",
				PlaceID: fmt.Sprintf("%s-%d", c.word, i), Rating: float64(30+i*7%21) / 10, ReviewCount: i * 13 % 500}
			switch i % 3 {
			case 0:
				b.Name += " " + c.word
			case 1:
				b.Subtypes = c.word
			case 2:
				b.Description = "Seit 1990 " + c.word
			}
			bs[i] = b
		}
		if _, err := st.UpsertBusinesses(context.Background(), bs); err != nil {
			t.Fatal(err)
		}
		want := slices.Clone(bs)
		slices.SortStableFunc(want, func(a, b directory.Business) int { // tier, then rank; ids follow the insertion order
			if ta, tb := tierOf(a, c.word), tierOf(b, c.word); ta != tb {
				return ta - tb
			}
			if sa, sb := directory.RankScore(&a), directory.RankScore(&b); sa != sb {
				return sb - sa
			}
			return b.ReviewCount - a.ReviewCount
		})
		for offset := 0; offset < len(want)+24; offset += 24 {
			res, err := st.Search(context.Background(), directory.SearchQuery{Text: c.word, Limit: 24, Offset: offset})
			if err != nil {
				t.Fatal(err)
			}
			if exp := Names(want[min(offset, len(want)):min(offset+24, len(want))]); !slices.Equal(Names(res.Businesses), exp) || res.Total != c.n {
				t.Errorf("%s offset %d = %v of %d, want %v of %d", c.word, offset, Names(res.Businesses), res.Total, exp, c.n)
			}
		}
	}
}

// tierOf is the tier of a business of testSearchTierPaths.
func tierOf(b directory.Business, word string) int {
	switch {
	case strings.Contains(b.Name, word):
		return 0
	case b.Subtypes != "":
		return 1
	}
	return 2
}
