package demo_test

import (
	"maps"
	"math"
	"reflect"
	"slices"
	"testing"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
)

// A later scrape has the same places, names and addresses, every one with
// new reviews, and a share of them with other hours, websites and phones.
func TestRescrapeChangesTheSamePlaces(t *testing.T) {
	const n = 5000
	first := generate(3, n)
	later := slices.Collect(demo.Rescrape(3, n))
	if len(later) != n {
		t.Fatalf("len = %d, want %d", len(later), n)
	}
	var hours, websites, phones, statuses int
	for i := range first {
		a, b := &first[i], &later[i]
		if a.PlaceID != b.PlaceID || a.Name != b.Name || a.FullAddress != b.FullAddress || a.City != b.City ||
			a.CategorySlug != b.CategorySlug || a.Description != b.Description {
			t.Fatalf("business %d: identity changed:\n%+v\n%+v", i, a, b)
		}
		if b.ReviewCount <= a.ReviewCount {
			t.Errorf("business %d: %d reviews later, %d before", i, b.ReviewCount, a.ReviewCount)
		}
		sum, total := 0, 0
		for s, k := range []string{"1", "2", "3", "4", "5"} {
			if b.ReviewsPerScore[k] < a.ReviewsPerScore[k] {
				t.Errorf("business %d: fewer %s-star reviews later", i, k)
			}
			sum += b.ReviewsPerScore[k] * (s + 1)
			total += b.ReviewsPerScore[k]
		}
		if total != b.ReviewCount || b.Rating != math.Round(float64(sum)/float64(total)*10)/10 {
			t.Errorf("business %d: rating %.1f of %d reviews does not fit %v", i, b.Rating, b.ReviewCount, b.ReviewsPerScore)
		}
		if a.ReviewCount >= 20 && math.Abs(b.Rating-a.Rating) > 0.3 {
			t.Errorf("business %d: rating moved from %.1f to %.1f", i, a.Rating, b.Rating)
		}
		if b.PhotosCount < a.PhotosCount {
			t.Errorf("business %d: photos %d → %d", i, a.PhotosCount, b.PhotosCount)
		}
		if !maps.Equal(a.WorkingHours, b.WorkingHours) {
			hours++
		}
		if a.Website != b.Website {
			websites++
		}
		if a.Phone != b.Phone {
			phones++
		}
		if a.BusinessStatus != b.BusinessStatus {
			statuses++
			if a.BusinessStatus == directory.StatusClosedPermanently || b.BusinessStatus == directory.StatusClosedPermanently {
				t.Errorf("business %d: status %s → %s", i, a.BusinessStatus, b.BusinessStatus)
			}
		}
	}
	// Expected shares: hours 15 % of 90 % plus 20 % of 10 % ≈ 15 % (two
	// pooled weeks may look alike), websites 6 % of 60 % plus 3 % of 40 %
	// ≈ 5 %, phones 1 %, statuses about 1 %.
	for _, c := range []struct {
		what     string
		got      int
		min, max float64
	}{
		{"hours", hours, 0.10, 0.20}, {"websites", websites, 0.03, 0.07},
		{"phones", phones, 0.004, 0.02}, {"statuses", statuses, 0.003, 0.03},
	} {
		if share := float64(c.got) / n; share < c.min || share > c.max {
			t.Errorf("%s changed for %.1f %% of the businesses, want %.1f–%.1f %%", c.what, share*100, c.min*100, c.max*100)
		}
	}
}

// The changes are a function of the seed and the place: the same run after
// run, and the first k of n the same as k alone. The first scrape is not
// touched by the existence of the later one.
func TestRescrapeIsDeterministic(t *testing.T) {
	a, b := slices.Collect(demo.Rescrape(5, 800)), slices.Collect(demo.Rescrape(5, 800))
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two later scrapes with the same seed differ")
	}
	if short := slices.Collect(demo.Rescrape(5, 300)); !reflect.DeepEqual(short, a[:300]) {
		t.Error("Rescrape(5, 300) is not the start of Rescrape(5, 800)")
	}
	if !reflect.DeepEqual(generate(5, 800), generate(5, 800)) {
		t.Error("Generate changed between runs")
	}
	other := slices.Collect(demo.Rescrape(6, 10))
	if other[0].PlaceID == a[0].PlaceID {
		t.Error("seeds 5 and 6 share a place id")
	}
}

// Place ids of two seeds are disjoint: a file of another seed imports as
// new businesses only.
func TestSeedsHaveDisjointPlaceIDs(t *testing.T) {
	seen := map[string]bool{}
	for b := range demo.Generate(1, 20_000) {
		seen[b.PlaceID] = true
	}
	for b := range demo.Generate(2, 20_000) {
		if seen[b.PlaceID] {
			t.Fatalf("place id %s in seeds 1 and 2", b.PlaceID)
		}
	}
}
