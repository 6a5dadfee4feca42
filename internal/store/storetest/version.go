package storetest

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

// testDataVersion wants the data version raised by every write of what a
// business's answer shows (upsert, edit, mirrored photos) and by nothing else.
func testDataVersion(t *testing.T, st directory.Store) {
	ctx := context.Background()
	version := func() int64 {
		t.Helper()
		v, err := st.DataVersion(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	v0 := version()
	bs := []directory.Business{{Name: "Version Eins", City: "Bonn", PlaceID: "v-1", PhotoSources: []string{"https://fotos.example/1.jpg"}}}
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	v1 := version()
	if v1 <= v0 {
		t.Fatalf("after an import: %d, was %d", v1, v0)
	}
	if _, err := st.Business(ctx, bs[0].ID); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Search(ctx, directory.SearchQuery{Text: "Version", Limit: 5}); err != nil {
		t.Fatal(err)
	}
	if v := version(); v != v1 {
		t.Errorf("reads changed the version: %d, was %d", v, v1)
	}
	phone := "+49 228 1"
	if _, err := st.EditBusiness(ctx, bs[0].ID, directory.BusinessEdit{Phone: &phone}, "test"); err != nil {
		t.Fatal(err)
	}
	v2 := version()
	if v2 <= v1 {
		t.Errorf("after an edit: %d, was %d", v2, v1)
	}
	j := claimed(t, st, directory.JobUpdatePhotos)
	m := []directory.MirroredPhotos{{BusinessID: bs[0].ID, Keys: []string{"0123456789abcdef01234567"}, Source: `["https://fotos.example/1.jpg"]`}}
	if err := st.SaveMirroredPhotos(ctx, j.ID, "runner", time.Minute, m, directory.JobProgress{Processed: 1}); err != nil {
		t.Fatal(err)
	}
	if v := version(); v <= v2 {
		t.Errorf("after mirrored photos: %d, was %d", v, v2)
	}
}

// testSearchFindsNewWords: the answers of the vocabulary that reading a
// query asks (a word no business has, the known words near a typo) are
// kept per data version, so a business written after such a search is
// found by its words, typed right, with a typo and as a prefix, at once.
func testSearchFindsNewWords(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	queries := []string{"Zwiebelturm", "Zwiebelturn", "Zwiebeltu"}
	for _, q := range queries {
		res, err := st.Search(ctx, directory.SearchQuery{Text: q, Limit: 5})
		if err != nil || res.Total != 0 {
			t.Fatalf("%q before: %d hits (%v), want none", q, res.Total, err)
		}
	}
	bs := []directory.Business{{Name: "Café Zwiebelturm", City: "Bonn", PlaceID: "onion-1"}}
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	for _, q := range queries {
		res, err := st.Search(ctx, directory.SearchQuery{Text: q, Limit: 5})
		if err != nil || res.Total != 1 || len(res.Businesses) != 1 || res.Businesses[0].Name != bs[0].Name {
			t.Errorf("%q after the import: %d hits (%v), want %s", q, res.Total, err, bs[0].Name)
		}
	}
}

// testSearchFollowsWrites: a word's hits follow every write of the
// businesses that hold it, at once and in rank order, on a first page and
// a later one: a new business, a better rating, a new name, hiding and
// showing again. PostgreSQL reads a one-word search's name hits from a
// list of its own (postgres/names.go), which each write must keep.
func testSearchFollowsWrites(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	want := func(word string, names ...string) {
		t.Helper()
		var got []string
		for offset := 0; offset <= len(names); offset++ { // pages of one
			res, err := st.Search(ctx, directory.SearchQuery{Text: word, Limit: 1, Offset: offset})
			if err != nil {
				t.Fatal(err)
			}
			if res.Total != len(names) {
				t.Errorf("%q at %d: total %d, want %d", word, offset, res.Total, len(names))
			}
			for _, b := range res.Businesses {
				got = append(got, b.Name)
			}
		}
		if !slices.Equal(got, names) {
			t.Errorf("%q: %v, want %v", word, got, names)
		}
	}
	upsert := func(b directory.Business) int64 {
		t.Helper()
		bs := []directory.Business{b}
		if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
			t.Fatal(err)
		}
		return bs[0].ID
	}
	hide := func(id int64, hidden bool) {
		t.Helper()
		if _, err := st.EditBusiness(ctx, id, directory.BusinessEdit{Hidden: &hidden}, actor); err != nil {
			t.Fatal(err)
		}
	}
	// Pages of one over more hits than one: a page that holds the last hit
	// may be read another way (sqlstore.Tiers.Walk).
	a := directory.Business{Name: "Café Zwiebelturm", City: "Bonn", PlaceID: "onion-a", Rating: 5.0, ReviewCount: 500}
	b := directory.Business{Name: "Zwiebelturm Stube", City: "Köln", PlaceID: "onion-b", Rating: 4.5, ReviewCount: 300}
	c := directory.Business{Name: "Zwiebelturm am Markt", City: "Essen", PlaceID: "onion-c", Rating: 4.0, ReviewCount: 100}
	d := directory.Business{Name: "Gasthof Zwiebelturm", City: "Trier", PlaceID: "onion-d", Rating: 3.5, ReviewCount: 50}
	upsert(a)
	want("Zwiebelturm", a.Name)
	upsert(b)
	idC := upsert(c)
	upsert(d)
	want("Zwiebelturm", a.Name, b.Name, c.Name, d.Name)
	upsert(d) // written again unchanged
	want("Zwiebelturm", a.Name, b.Name, c.Name, d.Name)
	a.Rating, a.ReviewCount = 2.0, 3 // from best to last
	upsert(a)
	want("Zwiebelturm", b.Name, c.Name, d.Name, a.Name)
	b.Name = "Stube am Kuppeldach"
	upsert(b)
	want("Zwiebelturm", c.Name, d.Name, a.Name)
	want("Kuppeldach", b.Name)
	hide(idC, true)
	want("Zwiebelturm", d.Name, a.Name)
	hide(idC, false)
	want("Zwiebelturm", c.Name, d.Name, a.Name)

	// A circle search with the word finds a business where it is now.
	bonn := directory.Point{Lat: 50.7374, Lng: 7.0982}
	inBonn := func(names ...string) {
		t.Helper()
		res, err := st.Search(ctx, directory.SearchQuery{Text: "Zwiebelturm", Center: &bonn, RadiusKm: 10, Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, b := range res.Businesses {
			got = append(got, b.Name)
		}
		if !slices.Equal(got, names) {
			t.Errorf("within 10 km of Bonn: %v, want %v", got, names)
		}
	}
	c.Latitude, c.Longitude = ptr(50.7400), ptr(7.1000) // Essen's Zwiebelturm moves to Bonn
	upsert(c)
	inBonn(c.Name)
	c.Latitude, c.Longitude = ptr(49.7499), ptr(6.6371) // and on to Trier
	upsert(c)
	inBonn()
}

// testSearchFindsNewCities: the city keys that a place's words name and
// the city pages' counts are kept per data version, so a business in a
// city that had none is found by the place and listed on the city's page
// at once, so is one in a second city that the words name (in rank order
// with the first), and a city that its last business left finds none.
func testSearchFindsNewCities(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	hits := func(place string, f directory.Filters) []string {
		t.Helper()
		res, err := st.Search(ctx, directory.SearchQuery{Location: place, Filters: f, Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, b := range res.Businesses {
			names = append(names, b.Name)
		}
		if res.Total != len(names) {
			t.Errorf("%q: total %d for %v", place, res.Total, names)
		}
		return names
	}
	want := func(place string, f directory.Filters, names ...string) {
		t.Helper()
		if got := hits(place, f); !slices.Equal(got, names) {
			t.Errorf("%q: %v, want %v", place, got, names)
		}
	}
	cityPage := func(city string, n int) {
		t.Helper()
		bs, total, err := st.CityBusinesses(ctx, city, directory.ListQuery{Page: 1, Limit: 10})
		if err != nil || total != n || len(bs) != n {
			t.Errorf("city page %q: %d of %d (%v), want %d", city, len(bs), total, err, n)
		}
	}
	upsert := func(b directory.Business) {
		t.Helper()
		if _, err := st.UpsertBusinesses(ctx, []directory.Business{b}); err != nil {
			t.Fatal(err)
		}
	}
	website := directory.Filters{Website: true}
	want("Wulmstorf", directory.Filters{})
	cityPage("Wulmstorf", 0)
	upsert(directory.Business{Name: "Bäckerei Wulm", City: "Wulmstorf", PlaceID: "wulm-1", Rating: 4.0, ReviewCount: 10})
	want("Wulmstorf", directory.Filters{}, "Bäckerei Wulm")
	cityPage("Wulmstorf", 1)
	upsert(directory.Business{Name: "Hofladen Nord", City: "Wulmstorf Nord", PlaceID: "wulm-2", Rating: 4.8, ReviewCount: 100, Website: "https://hofladen.example"})
	want("Wulmstorf", directory.Filters{}, "Hofladen Nord", "Bäckerei Wulm")
	want("Wulmstorf", website, "Hofladen Nord")
	want("Wulmstorf Nord", directory.Filters{}, "Hofladen Nord")
	cityPage("Wulmstorf Nord", 1)
	upsert(directory.Business{Name: "Bäckerei Wulm", City: "Bonn", PlaceID: "wulm-1", Rating: 4.0, ReviewCount: 10})
	want("Wulmstorf", directory.Filters{}, "Hofladen Nord")
	cityPage("Wulmstorf", 0)
	upsert(directory.Business{Name: "Hofladen Nord", City: "Bonn", PlaceID: "wulm-2", Rating: 4.8, ReviewCount: 100})
	want("Wulmstorf", directory.Filters{})
	want("Wulmstorf Nord", directory.Filters{})
	cityPage("Wulmstorf Nord", 0)
	// More cities of one first word than a store may list one by one.
	var many []directory.Business
	for i := range 60 {
		many = append(many, directory.Business{Name: fmt.Sprintf("Laden %d", i), City: fmt.Sprintf("Wulmsee %d", i), PlaceID: fmt.Sprintf("wulmsee-%d", i),
			Rating: 4, ReviewCount: 100 - i})
	}
	if _, err := st.UpsertBusinesses(ctx, many); err != nil {
		t.Fatal(err)
	}
	res, err := st.Search(ctx, directory.SearchQuery{Location: "Wulmsee", Limit: 3, Offset: 57})
	if err != nil || res.Total != 60 || len(res.Businesses) != 3 || res.Businesses[0].Name != "Laden 57" {
		t.Errorf("60 cities of one word, last page: %+v (%v), want Laden 57–59 of 60", res, err)
	}
}
