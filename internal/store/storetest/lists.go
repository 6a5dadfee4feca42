package storetest

import (
	"context"
	"slices"
	"testing"

	"branchenbuch/internal/directory"
)

func testCitiesAndCounts(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	cities, err := st.Cities(ctx, "", 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []directory.City{
		{City: "München", BusinessCount: 3}, {City: "Berlin", BusinessCount: 1},
		{City: "Frankfurt am Main", BusinessCount: 1}, {City: "Frankfurt (Oder)", BusinessCount: 1},
		{City: "Hamburg", BusinessCount: 1}, {City: "Köln", BusinessCount: 1}, {City: "Offenbach am Main", BusinessCount: 1},
	}
	if !slices.Equal(cities, want) {
		t.Errorf("cities = %v\nwant     %v", cities, want)
	}
	top, err := st.Cities(ctx, "", 2)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(top, want[:2]) {
		t.Errorf("Cities(ctx, 2) = %v, want %v", top, want[:2])
	}
	counts, err := st.CategoryCounts(ctx)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, c := range counts {
		got[c.Slug] = c.Count
	}
	if got["kfz-werkstatt"] != 3 || got["handwerker"] != 3 {
		t.Errorf("category counts = %v, want kfz-werkstatt 3 and handwerker 3", got)
	}
}

func testCountsFollowUpdates(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	moved := Fixture()[3] // the Hamburg hair salon moves to Berlin and closes for good
	moved.City = "Berlin"
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{moved}); err != nil {
		t.Fatal(err)
	}
	cities, _ := st.Cities(ctx, "", 0)
	if c := cityCount(cities, "Berlin"); c != 2 {
		t.Errorf("Berlin after move = %d, want 2", c)
	}
	if c := cityCount(cities, "Hamburg"); c != 0 {
		t.Errorf("Hamburg after move = %d, want 0 (left out)", c)
	}
	moved.BusinessStatus = directory.StatusClosedPermanently
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{moved}); err != nil {
		t.Fatal(err)
	}
	cities, _ = st.Cities(ctx, "", 0)
	if c := cityCount(cities, "Berlin"); c != 1 {
		t.Errorf("Berlin after closing = %d, want 1", c)
	}
	n, _ := st.CountListed(ctx)
	if n != 9 {
		t.Errorf("listed = %d, want 9", n)
	}
	res, _ := st.Search(ctx, directory.SearchQuery{Text: "Haarmonie", Limit: 10})
	if res.Total != 0 {
		t.Errorf("closed business still found by search")
	}
}

func cityCount(cities []directory.City, name string) int {
	for _, c := range cities {
		if c.City == name {
			return c.BusinessCount
		}
	}
	return 0
}

func testCityPages(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	for _, city := range []string{"München", "muenchen", "MÜNCHEN"} {
		bs, total, err := st.CityBusinesses(ctx, city, directory.ListQuery{Page: 1, Limit: 2})
		if err != nil {
			t.Fatal(err)
		}
		if total != 3 || !slices.Equal(Names(bs), []string{"Autowerkstatt Müller", "Kfz-Service Mueller"}) {
			t.Errorf("%s page 1 = %v (total %d)", city, Names(bs), total)
		}
	}
	bs, total, _ := st.CityBusinesses(ctx, "München", directory.ListQuery{Page: 2, Limit: 2})
	if total != 3 || !slices.Equal(Names(bs), []string{"Elektro Weber"}) {
		t.Errorf("page 2 = %v (total %d)", Names(bs), total)
	}
	bs, total, _ = st.CityBusinesses(ctx, "Atlantis", directory.ListQuery{Page: 1, Limit: 20})
	if total != 0 || len(bs) != 0 || bs == nil {
		t.Errorf("unknown city = %v (total %d), want an empty list", bs, total)
	}
	if bs, _, _ := st.CityBusinesses(ctx, "München", directory.ListQuery{Page: 1, Limit: 20}); bs[0].WorkingHours != nil && bs[0].About != nil {
		t.Error("list rows carry heavy fields")
	}
}

func testCategorySorts(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	want := map[directory.SortBy][]string{
		directory.SortRating:  {"Muller Elektrotechnik", "Dachdecker Jäger", "Elektro Weber"},
		directory.SortName:    {"Dachdecker Jäger", "Elektro Weber", "Muller Elektrotechnik"},
		directory.SortCity:    {"Muller Elektrotechnik", "Dachdecker Jäger", "Elektro Weber"},
		directory.SortReviews: {"Elektro Weber", "Dachdecker Jäger", "Muller Elektrotechnik"},
	}
	for sortBy, w := range want {
		bs, total, err := st.CategoryBusinesses(ctx, "handwerker", directory.ListQuery{Page: 1, Limit: 12, SortBy: sortBy})
		if err != nil {
			t.Fatal(err)
		}
		if total != 3 || !slices.Equal(Names(bs), w) {
			t.Errorf("sort %s = %v (total %d), want %v", sortBy, Names(bs), total, w)
		}
	}
	if _, _, err := st.CategoryBusinesses(ctx, "handwerker", directory.ListQuery{Page: 1, Limit: 12, SortBy: "id; DROP TABLE businesses"}); directory.ErrorCode(err) != directory.EINVALID {
		t.Errorf("unknown sort: err = %v, want EINVALID", err)
	}
}

func testPopular(t *testing.T, st directory.Store) {
	load(t, st)
	bs, err := st.Popular(context.Background(), 3)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Autowerkstatt Müller", "Ristorante Da Marco", "Friseursalon Haarmonie"}
	if !slices.Equal(Names(bs), want) {
		t.Errorf("popular = %v, want %v", Names(bs), want)
	}
}

func testSettingsRoundTrip(t *testing.T, st directory.Store) {
	ctx := context.Background()
	in := directory.Settings{
		"head_code":  `<script>window.x = "ä ö ü ß € 😀";</script>`,
		"ad_area_1":  `<div class="ad">Anzeige</div><script src="/ad.js"></script>`,
		"site_title": "Branchenbuch – Türkçe ğüşıöç",
	}
	if err := st.SaveSettings(ctx, in); err != nil {
		t.Fatal(err)
	}
	if err := st.SaveSettings(ctx, directory.Settings{"ad_area_1": ""}); err != nil {
		t.Fatal(err)
	}
	got, err := st.Settings(ctx)
	if err != nil {
		t.Fatal(err)
	}
	in["ad_area_1"] = ""
	for k, v := range in {
		if got[k] != v {
			t.Errorf("%s = %q, want %q", k, got[k], v)
		}
	}
}
