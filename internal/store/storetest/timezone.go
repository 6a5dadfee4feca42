package storetest

import (
	"context"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

// zoneFixture is a clinic in Los Angeles, a restaurant in Zürich and a
// workshop without a zone (Europe/Berlin), each open 09:00–17:00 on weekdays.
func zoneFixture() []directory.Business {
	hours := map[string]string{"Monday": "09:00–17:00", "Tuesday": "09:00–17:00", "Wednesday": "09:00–17:00",
		"Thursday": "09:00–17:00", "Friday": "09:00–17:00", "Saturday": "Closed", "Sunday": "Closed"}
	return []directory.Business{
		{Name: "Sunset Hair Clinic", Category: "Hair clinic", City: "Los Angeles", PlaceID: "tz-la",
			CountryCode: "US", Country: "United States", TimeZone: "America/Los_Angeles", WorkingHours: hours,
			Rating: 4.7, ReviewCount: 200},
		{Name: "Zunfthaus Zürich", Category: "Restaurant", City: "Zürich", PlaceID: "tz-zh",
			CountryCode: "CH", Country: "Schweiz", TimeZone: "Europe/Zurich", WorkingHours: hours,
			Rating: 4.5, ReviewCount: 90},
		{Name: "Werkstatt Ohne Zone", Category: "Autowerkstatt", City: "Los Angeles", PlaceID: "tz-none",
			WorkingHours: hours, Rating: 4.1, ReviewCount: 10},
		{Name: "Werkstatt Falsche Zone", Category: "Autowerkstatt", City: "Los Angeles", PlaceID: "tz-bad",
			TimeZone: "Mars/Olympus_Mons", WorkingHours: hours, Rating: 4.0, ReviewCount: 5},
	}
}

// testTimeZones stores businesses with and without a time zone and wants
// the zone back from every read: detail by id and slug, list rows (city,
// category, search, popular), the export, and after an edit and a
// re-import. A zone no reader could load is stored as "" (Europe/Berlin).
func testTimeZones(t *testing.T, st directory.Store) {
	ctx := context.Background()
	bs := zoneFixture()
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"Sunset Hair Clinic": "America/Los_Angeles", "Zunfthaus Zürich": "Europe/Zurich",
		"Werkstatt Ohne Zone": "", "Werkstatt Falsche Zone": ""}
	check := func(where string, got []directory.Business, n int) {
		t.Helper()
		if len(got) < n {
			t.Errorf("%s: %d rows %v, want at least %d", where, len(got), Names(got), n)
		}
		for _, b := range got {
			if z, ok := want[b.Name]; ok && b.TimeZone != z {
				t.Errorf("%s: %s in zone %q, want %q", where, b.Name, b.TimeZone, z)
			}
		}
	}
	for _, b := range bs {
		byID, err := st.Business(ctx, b.ID)
		if err != nil {
			t.Fatal(err)
		}
		bySlug, err := st.BusinessBySlug(ctx, b.URLSlug)
		if err != nil {
			t.Fatal(err)
		}
		check("detail", []directory.Business{*byID, *bySlug}, 2)
	}
	la, _, err := st.CityBusinesses(ctx, "Los Angeles", directory.ListQuery{Page: 1, Limit: 20})
	if err != nil {
		t.Fatal(err)
	}
	check("city page", la, 3)
	cat, _, err := st.CategoryBusinesses(ctx, "kfz-werkstatt", directory.ListQuery{Page: 1, Limit: 20, SortBy: directory.SortRating})
	if err != nil {
		t.Fatal(err)
	}
	check("category page", cat, 2)
	res, err := st.Search(ctx, directory.SearchQuery{Location: "Zürich", Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	check("search", res.Businesses, 1)
	pop, err := st.Popular(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	check("popular", pop, 4)
	var rows []directory.Business
	for _, r := range exported(t, st, directory.ExportQuery{}) {
		rows = append(rows, r.Business)
	}
	check("export", rows, 4)

	// A list row has what openNow needs: Monday 10:45 in Los Angeles is
	// 19:45 in Berlin, after the workshop without a zone has closed.
	at := time.Date(2026, 1, 5, 18, 45, 0, 0, time.UTC)
	for _, b := range la {
		b.ComputeOpenNow(at)
		if wantOpen := b.Name == "Sunset Hair Clinic"; b.OpenNow == nil || *b.OpenNow != wantOpen {
			t.Errorf("%s (zone %q) openNow at %s = %v, want %v", b.Name, b.TimeZone, at, b.OpenNow, wantOpen)
		}
	}

	clinic := bs[0]
	if _, err := st.EditBusiness(ctx, clinic.ID, directory.BusinessEdit{Phone: ptr("+1 213 555 0100")}, actor); err != nil {
		t.Fatal(err)
	}
	check("after an edit", []directory.Business{mustBusiness(t, st, clinic.ID)}, 1)

	again := []directory.Business{zoneFixture()[0]}
	again[0].TimeZone = "America/New_York"
	if _, err := st.UpsertBusinesses(ctx, again); err != nil {
		t.Fatal(err)
	}
	if got := mustBusiness(t, st, clinic.ID); got.TimeZone != "America/New_York" {
		t.Errorf("after a re-import with another zone: %q, want America/New_York", got.TimeZone)
	}
	again[0].TimeZone = ""
	if _, err := st.UpsertBusinesses(ctx, again); err != nil {
		t.Fatal(err)
	}
	if got := mustBusiness(t, st, clinic.ID); got.TimeZone != "" {
		t.Errorf("after a re-import without a zone: %q, want \"\"", got.TimeZone)
	}
}

func mustBusiness(t *testing.T, st directory.Store, id int64) directory.Business {
	t.Helper()
	b, err := st.Business(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return *b
}
