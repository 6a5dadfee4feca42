package demo_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	_ "time/tzdata" // opening hours are checked in Europe/Berlin time

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
	"branchenbuch/internal/geo"
)

func generate(seed int64, n int) []directory.Business {
	return slices.Collect(demo.Generate(seed, n))
}

func TestGenerateIsDeterministic(t *testing.T) {
	a, b := generate(7, 2000), generate(7, 2000)
	if len(a) != 2000 {
		t.Fatalf("len = %d, want 2000", len(a))
	}
	for i := range a {
		if !reflect.DeepEqual(a[i], b[i]) {
			t.Fatalf("business %d differs between two runs with the same seed:\n%+v\n%+v", i, a[i], b[i])
		}
	}
	if c := generate(8, 10); reflect.DeepEqual(a[:10], c) {
		t.Error("seeds 7 and 8 generated the same businesses")
	}
}

func TestGenerateStopsEarly(t *testing.T) {
	n := 0
	for range demo.Generate(1, 1000) {
		n++
		if n == 3 {
			break
		}
	}
	if n != 3 {
		t.Errorf("got %d businesses after break at 3", n)
	}
	if got := generate(1, 0); len(got) != 0 {
		t.Errorf("Generate(1, 0) yielded %d businesses", len(got))
	}
}

func inGermany(lat, lng float64) bool {
	return lat >= 47.2 && lat <= 55.1 && lng >= 5.8 && lng <= 15.1
}

func TestGeneratedFields(t *testing.T) {
	const n = 5000
	bs := generate(1, n)
	slugs := map[string]int{}
	placeIDs := map[string]bool{}
	var websites, descriptions, abouts, hours, unknown, unavailable int
	for i, b := range bs {
		fail := func(format string, args ...any) {
			t.Helper()
			t.Errorf("business %d (%s, %s): "+format, append([]any{i, b.Name, b.Category}, args...)...)
		}
		slugs[b.CategorySlug]++
		if b.ID != 0 || b.URLSlug != "" || !b.CreatedAt.IsZero() || !b.UpdatedAt.IsZero() {
			fail("ID, URLSlug, CreatedAt or UpdatedAt set; the store assigns them")
		}
		if b.Name == "" || b.Category == "" || b.Type != b.Category || !strings.HasPrefix(b.Subtypes, b.Category) {
			fail("name %q, category %q, type %q, subtypes %q", b.Name, b.Category, b.Type, b.Subtypes)
		}
		if want := directory.MapCategory(b.Category, b.Subtypes); b.CategorySlug != want {
			fail("categorySlug = %q, want %q", b.CategorySlug, want)
		}
		if b.Country != "Deutschland" || b.CountryCode != "DE" {
			fail("country %q %q", b.Country, b.CountryCode)
		}
		if placeIDs[b.PlaceID] || len(b.PlaceID) != 27 || !strings.HasPrefix(b.PlaceID, "ChIJ") {
			fail("place id %q duplicate or malformed", b.PlaceID)
		}
		placeIDs[b.PlaceID] = true
		if !strings.HasSuffix(b.ReviewsLink, "placeid="+b.PlaceID) {
			fail("reviewsLink %q does not name the place id", b.ReviewsLink)
		}
		if !strings.HasPrefix(b.Phone, "+49 ") || len(b.Phone) < 12 {
			fail("phone %q", b.Phone)
		}
		checkReviews(t, fail, b)
		if b.Photos == nil || len(b.Photos) != 0 || b.PhotosCount < 0 || b.PhotosCount > 50 {
			fail("photos %v, photosCount %d", b.Photos, b.PhotosCount)
		}
		if b.PriceLevel != nil && (*b.PriceLevel < 1 || *b.PriceLevel > 4 || b.CategorySlug != "gastronomie") {
			fail("priceLevel %d for %s", *b.PriceLevel, b.CategorySlug)
		}
		switch b.BusinessStatus {
		case directory.StatusOperational, directory.StatusClosedTemporarily, directory.StatusClosedPermanently:
		default:
			fail("businessStatus %q", b.BusinessStatus)
		}
		if b.Name == directory.UnavailableName {
			unavailable++
		}

		if b.City == "Unknown" {
			unknown++
			if b.PostalCode != "" || b.Latitude != nil || b.FullAddress != b.Address+", Deutschland" {
				fail("unknown city with postal code %q, coordinates or full address %q", b.PostalCode, b.FullAddress)
			}
		} else {
			checkLocation(t, fail, b)
		}

		if b.Website != "" {
			websites++
			if !strings.HasPrefix(b.Website, "https://") && !strings.HasPrefix(b.Website, "http://") ||
				strings.Trim(b.Website, "abcdefghijklmnopqrstuvwxyz0123456789.-:/") != "" || strings.Contains(b.Website, "--") {
				fail("website %q", b.Website)
			}
		}
		if b.Description != "" {
			descriptions++
			if b.City != "Unknown" && !strings.Contains(b.Description, b.City) {
				fail("description %q does not name the city", b.Description)
			}
		}
		if b.About != nil {
			abouts++
			var groups map[string]map[string]bool
			if err := json.Unmarshal(b.About, &groups); err != nil || len(groups) == 0 {
				fail("about %s: %v", b.About, err)
			}
		}
		if b.WorkingHours != nil {
			hours++
			if _, ok := directory.HoursFromDisplay(b.WorkingHours); !ok {
				fail("working hours %v do not parse back", b.WorkingHours)
			}
		}
	}

	missing := 0
	for _, c := range directory.Categories() {
		if slugs[c.Slug] == 0 {
			missing++
			t.Logf("no business in category %s", c.Slug)
		}
	}
	if missing > 1 {
		t.Errorf("%d taxonomy categories without businesses, want at most 1 (counts %v)", missing, slugs)
	}
	share := func(what string, got int, lo, hi float64) {
		t.Helper()
		if f := float64(got) / n; f < lo || f > hi {
			t.Errorf("%s: %.3f of businesses, want %.3f to %.3f", what, f, lo, hi)
		}
	}
	share("with website", websites, 0.55, 0.65)
	share("with description", descriptions, 0.65, 0.75)
	share("with about", abouts, 0.45, 0.55)
	share("with opening hours", hours, 0.86, 0.94) // 10% have none; every generated format must parse
	share("in city Unknown", unknown, 0.001, 0.01)
	share("named Unavailable Business", unavailable, 0.0002, 0.005)
}

func checkReviews(t *testing.T, fail func(string, ...any), b directory.Business) {
	t.Helper()
	if b.ReviewCount < 0 || b.ReviewCount > 1500 {
		fail("reviewCount %d", b.ReviewCount)
	}
	if b.ReviewCount == 0 {
		if b.Rating != 0 {
			fail("rating %.1f without reviews", b.Rating)
		}
		return
	}
	if b.Rating < 1 || b.Rating > 5 || b.Rating*10 != float64(int(b.Rating*10+0.5)) {
		fail("rating %v, want 1.0 to 5.0 with one decimal", b.Rating)
	}
	sum, stars := 0, 0
	for k, c := range b.ReviewsPerScore {
		if len(k) != 1 || k[0] < '1' || k[0] > '5' || c < 0 {
			fail("reviewsPerScore %v", b.ReviewsPerScore)
		}
		sum += c
		stars += c * int(k[0]-'0')
	}
	if sum != b.ReviewCount {
		fail("reviewsPerScore sums to %d, reviewCount %d", sum, b.ReviewCount)
	}
	if mean := float64(stars) / float64(sum); mean < b.Rating-0.051 || mean > b.Rating+0.051 {
		fail("rating %.1f, but the reviews average %.3f", b.Rating, mean)
	}
}

func checkLocation(t *testing.T, fail func(string, ...any), b directory.Business) {
	t.Helper()
	if len(b.PostalCode) != 5 || strings.Trim(b.PostalCode, "0123456789") != "" {
		fail("postal code %q", b.PostalCode)
		return
	}
	if !strings.HasSuffix(b.Address, ", "+b.PostalCode+" "+b.City) || b.FullAddress != b.Address+", Deutschland" {
		fail("address %q / %q does not end in the postal code and city", b.Address, b.FullAddress)
	}
	if b.Latitude == nil || b.Longitude == nil || !inGermany(*b.Latitude, *b.Longitude) {
		fail("coordinates %v %v", b.Latitude, b.Longitude)
		return
	}
	// The coordinates lie within the 2 km jitter of a place with that postal
	// code, so a radius search around the code finds the business.
	near := false
	for _, p := range placesByCode()[b.PostalCode] {
		if directory.DistanceKm(directory.Point{Lat: p.Lat, Lng: p.Lng}, directory.Point{Lat: *b.Latitude, Lng: *b.Longitude}) <= 2.01 {
			near = true
			break
		}
	}
	if !near {
		fail("coordinates %v,%v not within 2 km of a place with postal code %s", *b.Latitude, *b.Longitude, b.PostalCode)
	}
}

var placesByCode = sync.OnceValue(func() map[string][]geo.Place {
	m := map[string][]geo.Place{}
	for _, p := range geo.Places() {
		if !p.Organisation {
			m[p.PostalCode] = append(m[p.PostalCode], p)
		}
	}
	return m
})

func TestStatusDistribution(t *testing.T) {
	const n = 20000
	count := map[string]int{}
	for b := range demo.Generate(3, n) {
		count[b.BusinessStatus]++
	}
	for status, want := range map[string]float64{
		directory.StatusOperational:       0.97,
		directory.StatusClosedTemporarily: 0.02,
		directory.StatusClosedPermanently: 0.01,
	} {
		if got := float64(count[status]) / n; got < want*0.75 || got > want*1.25 && got > want+0.01 {
			t.Errorf("%s: %.4f of businesses, want about %.2f", status, got, want)
		}
	}
}

func TestBigCitiesGetMoreBusinesses(t *testing.T) {
	count := map[string]int{}
	for b := range demo.Generate(4, 10000) {
		count[b.City]++
	}
	// Berlin has 1.3% of the postal codes, Köln 0.3%; a village has one of about 15,000.
	for _, city := range []string{"Berlin", "Hamburg", "München", "Köln"} {
		if count[city] < 15 {
			t.Errorf("%s has %d of 10,000 businesses, want at least 15", city, count[city])
		}
	}
	if count["Berlin"] < count["Köln"] {
		t.Errorf("Berlin %d businesses, Köln %d; want Berlin bigger", count["Berlin"], count["Köln"])
	}
}

func TestOpeningHoursFitTheTrade(t *testing.T) {
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	saturdayNight := time.Date(2025, 6, 14, 1, 30, 0, 0, berlin) // after a Friday evening
	sundayNight := time.Date(2025, 6, 15, 3, 0, 0, 0, berlin)
	var barsOpen, towingOpen int
	for b := range demo.Generate(5, 20000) {
		h, ok := directory.HoursFromDisplay(b.WorkingHours)
		if !ok {
			continue
		}
		switch b.Category {
		case "Bar", "Kneipe", "Pub":
			if h.OpenAt(saturdayNight) {
				barsOpen++ // hours that run past midnight
			}
		case "Abschleppdienst", "Towing service":
			if h.OpenAt(sundayNight) {
				towingOpen++ // open 24 hours
			}
		case "Zahnarzt", "Dentist", "Steuerberater", "Tax consultant":
			if h.OpenAt(saturdayNight) || h.OpenAt(sundayNight) {
				t.Errorf("%s %q open at night: %v", b.Category, b.Name, b.WorkingHours)
			}
		}
	}
	if barsOpen == 0 {
		t.Error("no bar open on Saturday at 01:30")
	}
	if towingOpen == 0 {
		t.Error("no towing service open on Sunday at 03:00")
	}
}

func BenchmarkGenerate(b *testing.B) {
	geo.Cities() // the postal-code table is parsed once per process, not per run
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for range demo.Generate(1, b.N) {
		n++
	}
	if n != b.N {
		b.Fatalf("generated %d, want %d", n, b.N)
	}
}
