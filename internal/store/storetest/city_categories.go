package storetest

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// The fixture's categories by city (Fixture, listed businesses only):
// München kfz-werkstatt 2 and handwerker 1, Berlin handwerker 1, Köln
// handwerker 1, Hamburg friseur-kosmetik 1, Frankfurt am Main and Offenbach
// am Main gastronomie 1 each, Frankfurt (Oder) kfz-werkstatt 1; the
// placeholder city Unknown has dienstleister 1, which no reader returns.

func testCityCategories(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	for _, city := range []string{"München", "muenchen", "MÜNCHEN", " München "} {
		got, err := st.CityCategories(ctx, city)
		if err != nil {
			t.Fatal(err)
		}
		want := []directory.CityCategory{cc("München", "kfz-werkstatt", 2), cc("München", "handwerker", 1)}
		if !slices.Equal(got, want) {
			t.Errorf("CityCategories(%q) = %v, want %v", city, got, want)
		}
	}
	for _, city := range []string{"Atlantis", "Unknown", "", "\x00", strings.Repeat("ü", 5000)} {
		if got, err := st.CityCategories(ctx, city); err != nil || got == nil || len(got) != 0 {
			t.Errorf("CityCategories(%.20q) = %v, %v; want an empty list", city, got, err)
		}
	}

	got, err := st.CategoryCities(ctx, "handwerker", 0)
	want := []directory.CityCategory{cc("Berlin", "handwerker", 1), cc("Köln", "handwerker", 1), cc("München", "handwerker", 1)}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("CategoryCities(handwerker) = %v, %v; want %v (ties by city key)", got, err, want)
	}
	got, _ = st.CategoryCities(ctx, "kfz-werkstatt", 1)
	if want := []directory.CityCategory{cc("München", "kfz-werkstatt", 2)}; !slices.Equal(got, want) {
		t.Errorf("CategoryCities(kfz-werkstatt, 1) = %v, want %v", got, want)
	}
	for _, slug := range []string{"dienstleister", "gibt-es-nicht", "", "'; DROP TABLE businesses; --"} {
		if got, err := st.CategoryCities(ctx, slug, 0); err != nil || got == nil || len(got) != 0 {
			t.Errorf("CategoryCities(%q) = %v, %v; want an empty list (Unknown is no city)", slug, got, err)
		}
	}

	among, err := st.CategoryCitiesAmong(ctx, "kfz-werkstatt", []string{"Atlantis", "frankfurt (oder)", "Köln", "München", "Unknown", "MUENCHEN", ""})
	if want := []directory.CityCategory{cc("Frankfurt (Oder)", "kfz-werkstatt", 1), cc("München", "kfz-werkstatt", 2)}; err != nil || !slices.Equal(among, want) {
		t.Errorf("CategoryCitiesAmong = %v, %v; want %v in the order asked", among, err, want)
	}
	many := make([]string, 120)
	for i := range many {
		many[i] = fmt.Sprintf("Dorf %d", i)
	}
	many[117] = "Köln"
	if among, err := st.CategoryCitiesAmong(ctx, "handwerker", many); err != nil || !slices.Equal(among, []directory.CityCategory{cc("Köln", "handwerker", 1)}) {
		t.Errorf("CategoryCitiesAmong of 120 cities = %v, %v; want Köln", among, err)
	}
	if among, err := st.CategoryCitiesAmong(ctx, "handwerker", nil); err != nil || among == nil || len(among) != 0 {
		t.Errorf("CategoryCitiesAmong of none = %v, %v", among, err)
	}
	if _, err := st.CategoryCitiesAmong(ctx, "handwerker", make([]string, 501)); directory.ErrorCode(err) != directory.EINVALID {
		t.Errorf("CategoryCitiesAmong of 501 cities: %v, want EINVALID", err)
	}

	pairs, err := st.CityCategoryPairs(ctx, nil, 0, 100)
	// By city key: "frankfurt am main" before "frankfurt oder".
	wantPairs := []directory.CityCategory{cc("Berlin", "handwerker", 1), cc("Frankfurt am Main", "gastronomie", 1),
		cc("Frankfurt (Oder)", "kfz-werkstatt", 1), cc("Hamburg", "friseur-kosmetik", 1), cc("Köln", "handwerker", 1),
		cc("München", "handwerker", 1), cc("München", "kfz-werkstatt", 2), cc("Offenbach am Main", "gastronomie", 1)}
	if err != nil || !slices.Equal(pairs, wantPairs) {
		t.Errorf("CityCategoryPairs = %v, %v\nwant %v", pairs, err, wantPairs)
	}
	if page, err := st.CityCategoryPairs(ctx, nil, 5, 2); err != nil || !slices.Equal(page, wantPairs[5:7]) {
		t.Errorf("CityCategoryPairs(skip 5, 2) = %v, %v; want %v", page, err, wantPairs[5:7])
	}
	for i, after := range wantPairs {
		if page, err := st.CityCategoryPairs(ctx, &after, 0, 3); err != nil || !slices.Equal(page, wantPairs[i+1:min(i+4, len(wantPairs))]) {
			t.Errorf("CityCategoryPairs(after %v, 3) = %v, %v; want %v", after, page, err, wantPairs[i+1:min(i+4, len(wantPairs))])
		}
	}
	// After a pair in another spelling of its city, and after one that is not stored.
	if page, err := st.CityCategoryPairs(ctx, &directory.CityCategory{City: "MUENCHEN", Slug: "handwerker"}, 1, 5); err != nil ||
		!slices.Equal(page, wantPairs[7:]) {
		t.Errorf("CityCategoryPairs(after MUENCHEN handwerker, skip 1) = %v, %v; want %v", page, err, wantPairs[7:])
	}
	if page, err := st.CityCategoryPairs(ctx, &directory.CityCategory{City: "Hamm", Slug: "handel"}, 0, 2); err != nil ||
		!slices.Equal(page, wantPairs[4:6]) {
		t.Errorf("CityCategoryPairs(after Hamm handel) = %v, %v; want %v", page, err, wantPairs[4:6])
	}
	if page, err := st.CityCategoryPairs(ctx, nil, 8, 10); err != nil || page == nil || len(page) != 0 {
		t.Errorf("CityCategoryPairs past the end = %v, %v", page, err)
	}
	if n, err := st.CountCityCategoryPairs(ctx); err != nil || n != len(wantPairs) {
		t.Errorf("CountCityCategoryPairs = %d, %v; want %d", n, err, len(wantPairs))
	}
}

func testCityCategoryBusinesses(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	extra := []directory.Business{
		{Name: "Reifen Huber", Category: "Reifenservice", City: "München", PlaceID: "p-huber", Rating: 4.8, ReviewCount: 120, Website: "https://huber.example"},
		{Name: "Bremsen Bauer", Category: "Autowerkstatt", City: "münchen", PlaceID: "p-bauer", Rating: 4.8, ReviewCount: 121},
	}
	if _, err := st.UpsertBusinesses(ctx, extra); err != nil {
		t.Fatal(err)
	}
	// Rank order as the city list's: score, then more reviews, then id.
	all := []string{"Bremsen Bauer", "Autowerkstatt Müller", "Reifen Huber", "Kfz-Service Mueller"}
	for _, city := range []string{"München", "MUENCHEN", "münchen"} {
		bs, total, err := st.CityCategoryBusinesses(ctx, city, "kfz-werkstatt", directory.ListQuery{Page: 1, Limit: 3})
		if err != nil || total != 4 || !slices.Equal(Names(bs), all[:3]) {
			t.Errorf("%s page 1 = %v (total %d, %v), want %v of 4", city, Names(bs), total, err, all[:3])
		}
	}
	bs, total, err := st.CityCategoryBusinesses(ctx, "München", "kfz-werkstatt", directory.ListQuery{Page: 2, Limit: 3})
	if err != nil || total != 4 || !slices.Equal(Names(bs), all[3:]) {
		t.Errorf("page 2 = %v (total %d, %v)", Names(bs), total, err)
	}
	city, _, _ := st.CityBusinesses(ctx, "München", directory.ListQuery{Page: 1, Limit: 20})
	var inCity []string
	for _, b := range city {
		if b.CategorySlug == "kfz-werkstatt" {
			inCity = append(inCity, b.Name)
		}
	}
	if !slices.Equal(inCity, all) {
		t.Errorf("the city list's kfz-werkstatt rows come %v, the pair's %v: the orders differ", inCity, all)
	}
	bs, total, err = st.CityCategoryBusinesses(ctx, "München", "kfz-werkstatt", directory.ListQuery{Page: 1, Limit: 10, Filters: directory.Filters{Website: true}})
	if err != nil || total != 1 || !slices.Equal(Names(bs), []string{"Reifen Huber"}) {
		t.Errorf("with a website: %v (total %d, %v)", Names(bs), total, err)
	}
	if bs, total, err := st.CityCategoryBusinesses(ctx, "München", "kfz-werkstatt", directory.ListQuery{Page: 1, Limit: 10, Filters: directory.Filters{MinRating: 4.9}}); err != nil || total != 0 || bs == nil || len(bs) != 0 {
		t.Errorf("no match for the filters: %v (total %d, %v), want an empty list", Names(bs), total, err)
	}
	for _, c := range []struct{ city, slug string }{{"Berlin", "kfz-werkstatt"}, {"Atlantis", "handwerker"}, {"München", "gibt-es-nicht"},
		{"München", ""}, {"", "kfz-werkstatt"}, {strings.Repeat("a", 3000), "handwerker"}} {
		bs, total, err := st.CityCategoryBusinesses(ctx, c.city, c.slug, directory.ListQuery{Page: 1, Limit: 10})
		if err != nil || total != 0 || bs == nil || len(bs) != 0 {
			t.Errorf("%.20q × %q = %v (total %d, %v), want an empty list", c.city, c.slug, Names(bs), total, err)
		}
	}
	// Hidden, closed and placeholder businesses of the pair are never listed.
	bs, _, _ = st.CityCategoryBusinesses(ctx, "München", "kfz-werkstatt", directory.ListQuery{Page: 1, Limit: 100})
	for _, n := range Names(bs) {
		if n == directory.UnavailableName || n == "Alte Werkstatt Schmidt" || n == "Versteckte Werkstatt" {
			t.Errorf("the pair lists %q", n)
		}
	}
}

// testCityCategoryCountsFollowWrites: after every kind of write the
// maintained counts per city and category are what the stored businesses
// count, and a pair that reaches zero is returned by no reader.
func testCityCategoryCountsFollowWrites(t *testing.T, st directory.Store) {
	ctx := context.Background()
	stored := load(t, st)
	checkCityCategories(t, st, "after the fixture")

	potsdam := directory.Business{Name: "Malerbetrieb Sommer", Category: "Maler", City: "Potsdam", PlaceID: "p-sommer", Rating: 4.1, ReviewCount: 3}
	upsert(t, st, potsdam)
	checkCityCategories(t, st, "after an insert")
	wantPair(t, st, "Potsdam", "handwerker", 1)

	moved := Fixture()[2] // Muller Elektrotechnik moves from Berlin to Potsdam
	moved.City = "Potsdam"
	upsert(t, st, moved)
	checkCityCategories(t, st, "after a move to another city")
	wantPair(t, st, "Potsdam", "handwerker", 2)
	wantPair(t, st, "Berlin", "handwerker", 0)

	recat := Fixture()[1] // Kfz-Service Mueller becomes an electrician
	recat.Category, recat.Subtypes = "Elektriker", "Elektriker"
	upsert(t, st, recat)
	checkCityCategories(t, st, "after a move to another category")
	wantPair(t, st, "München", "kfz-werkstatt", 1)
	wantPair(t, st, "München", "handwerker", 2)

	both := Fixture()[3] // the Hamburg hair salon becomes a Köln roofer: both at once
	both.City, both.Category, both.Subtypes = "Köln", "Dachdecker", ""
	upsert(t, st, both)
	checkCityCategories(t, st, "after a move to another city and category")
	wantPair(t, st, "Hamburg", "friseur-kosmetik", 0)
	wantPair(t, st, "Köln", "handwerker", 2)

	hide, show := true, false
	id := stored["Autowerkstatt Müller"].ID
	if _, err := st.EditBusiness(ctx, id, directory.BusinessEdit{Hidden: &hide}, "test"); err != nil {
		t.Fatal(err)
	}
	checkCityCategories(t, st, "after hiding")
	wantPair(t, st, "München", "kfz-werkstatt", 0)
	upsert(t, st, Fixture()[0]) // a re-import keeps it hidden
	checkCityCategories(t, st, "after re-importing a hidden business")
	wantPair(t, st, "München", "kfz-werkstatt", 0)
	phone := "+49 89 1"
	if _, err := st.EditBusiness(ctx, id, directory.BusinessEdit{Phone: &phone}, "test"); err != nil {
		t.Fatal(err)
	}
	checkCityCategories(t, st, "after editing a hidden business")
	if _, err := st.EditBusiness(ctx, id, directory.BusinessEdit{Hidden: &show}, "test"); err != nil {
		t.Fatal(err)
	}
	checkCityCategories(t, st, "after showing it again")
	wantPair(t, st, "München", "kfz-werkstatt", 1)

	closed := Fixture()[4] // the Frankfurt restaurant closes for good: taken off the list
	closed.BusinessStatus = directory.StatusClosedPermanently
	upsert(t, st, closed)
	checkCityCategories(t, st, "after closing")
	wantPair(t, st, "Frankfurt am Main", "gastronomie", 0)

	// A re-import of everything as it was counts nothing twice, in one batch and in a bulk load.
	upsert(t, st, Fixture()...)
	checkCityCategories(t, st, "after re-importing the fixture")
	wantPair(t, st, "München", "kfz-werkstatt", 2)
	wantPair(t, st, "Berlin", "handwerker", 1)
	if err := st.BulkLoad(ctx, func(ctx context.Context) error {
		_, err := st.UpsertBusinesses(ctx, append(Fixture(), potsdam))
		return err
	}); err != nil {
		t.Fatal(err)
	}
	checkCityCategories(t, st, "after a bulk load of the same")
	wantPair(t, st, "Potsdam", "handwerker", 1)

	// A batch that fails writes no count.
	before, _ := st.CityCategoryPairs(ctx, nil, 0, 100)
	bad := []directory.Business{{Name: "Neu in Potsdam", Category: "Maler", City: "Potsdam", PlaceID: "p-neu"}, {Name: " "}}
	if _, err := st.UpsertBusinesses(ctx, bad); err == nil {
		t.Fatal("a batch with an empty name was written")
	}
	if after, _ := st.CityCategoryPairs(ctx, nil, 0, 100); !slices.Equal(after, before) {
		t.Errorf("a failed batch changed the counts: %v, was %v", after, before)
	}
}

// cc is a CityCategory.
func cc(city, slug string, n int) directory.CityCategory {
	return directory.CityCategory{City: city, Slug: slug, Count: n}
}

func upsert(t *testing.T, st directory.Store, bs ...directory.Business) {
	t.Helper()
	if _, err := st.UpsertBusinesses(context.Background(), bs); err != nil {
		t.Fatal(err)
	}
}

// wantPair checks one pair's count through CityCategories (0: absent).
func wantPair(t *testing.T, st directory.Store, city, slug string, want int) {
	t.Helper()
	cats, err := st.CityCategories(context.Background(), city)
	if err != nil {
		t.Fatal(err)
	}
	got := 0
	for _, c := range cats {
		if c.Slug == slug {
			got = c.Count
		}
	}
	if got != want {
		t.Errorf("%s × %s = %d, want %d", city, slug, got, want)
	}
}

// checkCityCategories compares every reader of the maintained counts with
// the stored businesses themselves, as the city lists read them.
func checkCityCategories(t *testing.T, st directory.Store, step string) {
	t.Helper()
	ctx := context.Background()
	type pair struct{ city, slug string }
	want := map[pair]int{}
	cities, err := st.Cities(ctx, "", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cities {
		for page := 1; ; page++ {
			bs, _, err := st.CityBusinesses(ctx, c.City, directory.ListQuery{Page: page, Limit: directory.MaxLimit})
			if err != nil {
				t.Fatal(err)
			}
			for _, b := range bs {
				want[pair{c.City, b.CategorySlug}]++
			}
			if len(bs) < directory.MaxLimit {
				break
			}
		}
	}
	pairs, err := st.CityCategoryPairs(ctx, nil, 0, 10_000)
	if err != nil {
		t.Fatal(err)
	}
	got := map[pair]int{}
	for _, p := range pairs {
		got[pair{p.City, p.Slug}] = p.Count
	}
	if !maps.Equal(got, want) {
		t.Errorf("%s: pairs %v\nthe businesses count %v", step, got, want)
	}
	if n, err := st.CountCityCategoryPairs(ctx); err != nil || n != len(want) {
		t.Errorf("%s: CountCityCategoryPairs = %d, %v; want %d", step, n, err, len(want))
	}
	for _, c := range cities {
		cats, err := st.CityCategories(ctx, c.City)
		if err != nil {
			t.Fatal(err)
		}
		sum := 0
		for _, cc := range cats {
			sum += cc.Count
			if cc.City != c.City || cc.Count != want[pair{c.City, cc.Slug}] {
				t.Errorf("%s: CityCategories(%s) has %v, the businesses count %d", step, c.City, cc, want[pair{c.City, cc.Slug}])
			}
		}
		if sum != c.BusinessCount {
			t.Errorf("%s: %s's categories add up to %d, the city has %d", step, c.City, sum, c.BusinessCount)
		}
	}
	for _, cat := range directory.Categories() {
		cs, err := st.CategoryCities(ctx, cat.Slug, 0)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for p, c := range want {
			if p.slug == cat.Slug && c > 0 {
				n++
			}
		}
		if len(cs) != n {
			t.Errorf("%s: CategoryCities(%s) = %v, want %d cities", step, cat.Slug, cs, n)
		}
		for _, c := range cs {
			if c.Count <= 0 || c.Count != want[pair{c.City, cat.Slug}] {
				t.Errorf("%s: CategoryCities(%s) has %v, the businesses count %d", step, cat.Slug, c, want[pair{c.City, cat.Slug}])
			}
		}
	}
}
