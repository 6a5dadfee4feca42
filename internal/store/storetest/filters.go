package storetest

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

// filterFixture is a street of restaurants in Berlin and one in Los
// Angeles, each with the word "Lokal" in its name, whose hours, ratings,
// websites and photos differ so that every filter keeps another subset.
func filterFixture() []directory.Business {
	daily := func(span string) map[string]string {
		h := map[string]string{}
		for _, d := range []string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"} {
			h[d] = span
		}
		return h
	}
	bakery := daily("06:00–13:00")
	bakery["Sunday"] = "Closed"
	at := func(lat, lng float64) (*float64, *float64) { return &lat, &lng }
	b := []directory.Business{
		{Name: "Lokal Café Offen", WorkingHours: daily("08:00–20:00"), Rating: 4.6, ReviewCount: 50, Website: "https://cafe.example",
			PhotoSources: []string{"https://fotos.example/cafe.jpg"}},
		{Name: "Lokal Bar Nacht", WorkingHours: daily("20:00–03:00"), Rating: 4.1, ReviewCount: 30,
			PhotoSources: []string{"https://fotos.example/bar.jpg"}}, // imported, not mirrored yet: no photos to show
		{Name: "Lokal Bäckerei Früh", WorkingHours: bakery, Rating: 3.4, ReviewCount: 12, Website: "https://baeckerei.example"},
		{Name: "Lokal Imbiss Montags", WorkingHours: map[string]string{"Monday": "10:00–18:00"}, Rating: 4.9, ReviewCount: 2},
		{Name: "Lokal Restaurant Pause", WorkingHours: daily("Open 24 hours"), Rating: 4.8, ReviewCount: 40,
			BusinessStatus: directory.StatusClosedTemporarily},
		{Name: "Lokal Kiosk Ohne Zeiten", IsOpen: ptr(true), Rating: 3.9, ReviewCount: 8},
		{Name: "Lokal Diner Sunset", City: "Los Angeles", TimeZone: "America/Los_Angeles", WorkingHours: daily("09:00–17:00"),
			Rating: 4.2, ReviewCount: 70, CountryCode: "US", Country: "United States"},
	}
	coords := [][2]float64{{52.520, 13.405}, {52.530, 13.410}, {52.500, 13.300}, {52.510, 13.420}, {52.525, 13.400}, {0, 0}, {34.05, -118.25}}
	for i := range b {
		b[i].Category, b[i].PlaceID = "Restaurant", "filter-"+b[i].Name
		if b[i].City == "" {
			b[i].City, b[i].CountryCode, b[i].Country, b[i].PostalCode = "Berlin", "DE", "Deutschland", "10115"
		}
		if c := coords[i]; c != [2]float64{} {
			b[i].Latitude, b[i].Longitude = at(c[0], c[1])
		}
	}
	return b
}

// Tuesday, 31 March 2026, after both Europe and the US moved their clocks.
var (
	tuesdayMorning = time.Date(2026, 3, 31, 8, 0, 0, 0, time.UTC)   // 10:00 in Berlin, 01:00 in Los Angeles
	tuesdayNight   = time.Date(2026, 3, 31, 21, 30, 0, 0, time.UTC) // 23:30 in Berlin, 14:30 in Los Angeles
)

// testFilters runs every storefront filter through every list: search by
// text, by place, browsing, by radius and by distance, and the city and
// category lists, with totals that agree with the hits.
func testFilters(t *testing.T, st directory.Store) {
	ctx := context.Background()
	bs := filterFixture()
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	cafe := bs[0]
	j := claimed(t, st, directory.JobUpdatePhotos)
	m := []directory.MirroredPhotos{{BusinessID: cafe.ID, Keys: []string{"0123456789abcdef01234567"}, Source: "[]"}}
	if err := st.SaveMirroredPhotos(ctx, j.ID, "runner", time.Minute, m, directory.JobProgress{Processed: 1}); err != nil {
		t.Fatal(err)
	}
	berlin := directory.Point{Lat: 52.52, Lng: 13.40}
	open := func(at time.Time) directory.Filters { return directory.Filters{OpenAt: at} }
	cases := []struct {
		name string
		q    directory.SearchQuery
		want []string // in order
	}{
		{"open in the morning, by place", directory.SearchQuery{Location: "Berlin", Filters: open(tuesdayMorning)},
			[]string{"Lokal Café Offen", "Lokal Kiosk Ohne Zeiten", "Lokal Bäckerei Früh"}},
		{"open at night, by text, Los Angeles in its own time", directory.SearchQuery{Text: "Lokal", Filters: open(tuesdayNight)},
			[]string{"Lokal Diner Sunset", "Lokal Bar Nacht", "Lokal Kiosk Ohne Zeiten"}},
		{"open in the morning, browsing", directory.SearchQuery{Filters: open(tuesdayMorning)},
			[]string{"Lokal Café Offen", "Lokal Kiosk Ohne Zeiten", "Lokal Bäckerei Früh"}},
		{"minimum rating, text and place", directory.SearchQuery{Text: "Lokal", Location: "10115", Filters: directory.Filters{MinRating: 4.5}},
			[]string{"Lokal Café Offen", "Lokal Imbiss Montags", "Lokal Restaurant Pause"}}, // temporarily closed last
		{"with website", directory.SearchQuery{Filters: directory.Filters{Website: true}},
			[]string{"Lokal Café Offen", "Lokal Bäckerei Früh"}},
		{"with photos, by text", directory.SearchQuery{Text: "Lokal", Filters: directory.Filters{Photos: true}},
			[]string{"Lokal Café Offen"}},
		{"all filters at once", directory.SearchQuery{Text: "Lokal", Location: "Berlin",
			Filters: directory.Filters{OpenAt: tuesdayMorning, MinRating: 4, Website: true, Photos: true}},
			[]string{"Lokal Café Offen"}},
		{"open within a radius", directory.SearchQuery{Location: "Berlin", Center: &berlin, RadiusKm: 10, Filters: open(tuesdayMorning)},
			[]string{"Lokal Café Offen", "Lokal Bäckerei Früh"}}, // the kiosk has no coordinates
		{"by distance from the place, without coordinates last", directory.SearchQuery{Location: "Berlin",
			Center: &directory.Point{Lat: 52.50, Lng: 13.30}, ByDistance: true, Filters: open(tuesdayMorning)},
			[]string{"Lokal Bäckerei Früh", "Lokal Café Offen", "Lokal Kiosk Ohne Zeiten"}},
		{"by distance with text", directory.SearchQuery{Text: "Lokal", Location: "Berlin", Center: &berlin, ByDistance: true,
			Filters: directory.Filters{MinRating: 4}}, []string{"Lokal Café Offen", "Lokal Restaurant Pause", "Lokal Bar Nacht", "Lokal Imbiss Montags"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res := searchHits(t, st, tc.q, tc.want)
			if tc.q.ByDistance && len(res.Businesses) > 0 && res.Businesses[0].DistanceKm == nil {
				t.Error("no distance on a hit sorted by distance")
			}
		})
	}
	t.Run("pages of a filtered search", func(t *testing.T) {
		for _, text := range []string{"", "Lokal"} {
			res, err := st.Search(ctx, directory.SearchQuery{Text: text, Location: "Berlin", Filters: open(tuesdayMorning), Limit: 2, Offset: 2})
			if err != nil {
				t.Fatal(err)
			}
			if got := Names(res.Businesses); res.Total != 3 || !slices.Equal(got, []string{"Lokal Bäckerei Früh"}) {
				t.Errorf("text %q, page 2: %v of %d, want the bakery of 3", text, got, res.Total)
			}
		}
	})
	t.Run("city and category lists", func(t *testing.T) {
		got, total, err := st.CityBusinesses(ctx, "Berlin", directory.ListQuery{Page: 1, Limit: 20,
			Filters: directory.Filters{OpenAt: tuesdayMorning, Website: true}})
		if err != nil {
			t.Fatal(err)
		}
		if want := []string{"Lokal Café Offen", "Lokal Bäckerei Früh"}; total != 2 || !slices.Equal(Names(got), want) {
			t.Errorf("Berlin open with website: %v of %d, want %v", Names(got), total, want)
		}
		got, total, err = st.CategoryBusinesses(ctx, cafe.CategorySlug, directory.ListQuery{Page: 1, Limit: 2,
			SortBy: directory.SortReviews, Filters: directory.Filters{MinRating: 4.5}})
		if err != nil {
			t.Fatal(err)
		}
		if want := []string{"Lokal Café Offen", "Lokal Restaurant Pause"}; total != 3 || !slices.Equal(Names(got), want) {
			t.Errorf("category at 4.5 or more by reviews: %v of %d, want %v of 3", Names(got), total, want)
		}
		_, total, err = st.CityBusinesses(ctx, "Berlin", directory.ListQuery{Page: 1, Limit: 20})
		if err != nil || total != 6 {
			t.Errorf("Berlin without filters: %d, %v; want 6", total, err)
		}
	})
	t.Run("filtered and text totals are counted up to a cap", func(t *testing.T) {
		many := make([]directory.Business, directory.MaxCountedTotal+5)
		for i := range many {
			many[i] = directory.Business{Name: fmt.Sprintf("Kappe %d", i), Category: "Restaurant", City: "Kappstadt",
				PlaceID: fmt.Sprintf("cap-%d", i), Website: "https://kappe.example", Rating: 4}
		}
		if _, err := st.UpsertBusinesses(ctx, many); err != nil {
			t.Fatal(err)
		}
		over := directory.MaxCountedTotal + 1
		web := directory.Filters{Website: true}
		if _, total, err := st.CityBusinesses(ctx, "Kappstadt", directory.ListQuery{Page: 1, Limit: 20, Filters: web}); err != nil || total != over {
			t.Errorf("city list with a filter: total %d, %v; want %d (more than the cap)", total, err, over)
		}
		for _, q := range []directory.SearchQuery{{Location: "Kappstadt", Filters: web}, {Text: "Kappe", Filters: web}} {
			q.Limit = 10
			res, err := st.Search(ctx, q)
			if err != nil || res.Total != over || len(res.Businesses) != 10 {
				t.Errorf("%+v: %d hits of %d, %v; want 10 of %d", q, len(res.Businesses), res.Total, err, over)
			}
		}
		if _, total, _ := st.CityBusinesses(ctx, "Kappstadt", directory.ListQuery{Page: 1, Limit: 20}); total != len(many) {
			t.Errorf("city list without filters: %d, want the exact %d", total, len(many))
		}
		// Text totals are capped too, and pages run up to the cap.
		for _, p := range []struct{ offset, hits int }{{0, 10}, {995, 10}, {directory.MaxCountedTotal, 5}, {directory.MaxCountedTotal + 1, 0}} {
			res, err := st.Search(ctx, directory.SearchQuery{Text: "Kappe", Limit: 10, Offset: p.offset})
			if err != nil || res.Total != over || len(res.Businesses) != p.hits {
				t.Errorf("text at offset %d: %d hits of %d, %v; want %d of %d", p.offset, len(res.Businesses), res.Total, err, p.hits, over)
			}
		}
	})
	t.Run("new hours count at once", func(t *testing.T) {
		bar := bs[1]
		bar.WorkingHours = map[string]string{"Tuesday": "09:00–12:00"}
		if _, err := st.UpsertBusinesses(ctx, []directory.Business{bar}); err != nil {
			t.Fatal(err)
		}
		searchHits(t, st, directory.SearchQuery{Location: "Berlin", Filters: open(tuesdayMorning)},
			[]string{"Lokal Café Offen", "Lokal Bar Nacht", "Lokal Kiosk Ohne Zeiten", "Lokal Bäckerei Früh"})
		searchHits(t, st, directory.SearchQuery{Text: "Bar", Filters: open(tuesdayNight)}, nil)
		hide := true
		if _, err := st.EditBusiness(ctx, cafe.ID, directory.BusinessEdit{Hidden: &hide}, "test"); err != nil {
			t.Fatal(err)
		}
		searchHits(t, st, directory.SearchQuery{Filters: directory.Filters{Photos: true}}, nil)
	})
}

// testPhotoFilterFollowsMirroring: "Mit Fotos" finds nothing while no
// business has a mirrored photo (a store may answer that without walking
// its lists), and one business's mirrored photos show it in every list at
// once, until it is hidden.
func testPhotoFilterFollowsMirroring(t *testing.T, st directory.Store) {
	ctx := context.Background()
	bs := filterFixture()
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	cafe, err := st.Business(ctx, bs[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	photos := directory.Filters{Photos: true}
	shown := func(want ...string) {
		t.Helper()
		searchHits(t, st, directory.SearchQuery{Location: "Berlin", Filters: photos}, want)
		searchHits(t, st, directory.SearchQuery{Text: "Lokal", Filters: photos}, want)
		searchHits(t, st, directory.SearchQuery{Filters: photos}, want)
		q := directory.ListQuery{Page: 1, Limit: 10, SortBy: directory.SortName, Filters: photos}
		city, n, err := st.CityBusinesses(ctx, "Berlin", q)
		if err != nil || n != len(want) || !slices.Equal(Names(city), want) {
			t.Errorf("city list: %q of %d (%v), want %q", Names(city), n, err, want)
		}
		category, n, err := st.CategoryBusinesses(ctx, cafe.CategorySlug, q)
		if err != nil || n != len(want) || !slices.Equal(Names(category), want) {
			t.Errorf("category list: %q of %d (%v), want %q", Names(category), n, err, want)
		}
	}
	shown()
	j := claimed(t, st, directory.JobUpdatePhotos)
	m := []directory.MirroredPhotos{{BusinessID: cafe.ID, Keys: []string{"0123456789abcdef01234567"}, Source: "[]"}}
	if err := st.SaveMirroredPhotos(ctx, j.ID, "runner", time.Minute, m, directory.JobProgress{Processed: 1}); err != nil {
		t.Fatal(err)
	}
	shown(cafe.Name)
	hide := true
	if _, err := st.EditBusiness(ctx, cafe.ID, directory.BusinessEdit{Hidden: &hide}, "test"); err != nil {
		t.Fatal(err)
	}
	shown()
}
