package storetest

import (
	"context"
	"slices"
	"testing"

	"branchenbuch/internal/directory"
)

// testRatingOrder is the complaint on every list that sorts by
// rating: 4.6 from 824 reviews before 5.0 from one review, a business
// without reviews after the rated ones, a temporarily closed one last.
func testRatingOrder(t *testing.T, st directory.Store) {
	ctx := context.Background()
	bs := []directory.Business{
		{Name: "Einmal fünf", Category: "Restaurant", City: "Berlin", PostalCode: "10115", Rating: 5, ReviewCount: 1},
		{Name: "Vorübergehend zu", Category: "Restaurant", City: "Berlin", PostalCode: "10115", Rating: 4.9, ReviewCount: 400,
			BusinessStatus: directory.StatusClosedTemporarily},
		{Name: "Noch ohne Bewertung", Category: "Restaurant", City: "Berlin", PostalCode: "10115"},
		{Name: "Viel besucht", Category: "Restaurant", City: "Berlin", PostalCode: "10115", Rating: 4.6, ReviewCount: 824},
		{Name: "Solide", Category: "Restaurant", City: "Berlin", PostalCode: "10115", Rating: 4.3, ReviewCount: 60},
	}
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	want := []string{"Viel besucht", "Solide", "Einmal fünf", "Noch ohne Bewertung", "Vorübergehend zu"}
	check := func(what string, got []directory.Business, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if !slices.Equal(Names(got), want) {
			t.Errorf("%s = %v, want %v", what, Names(got), want)
		}
	}
	q := directory.ListQuery{Page: 1, Limit: 10, SortBy: directory.SortRating}
	city, _, err := st.CityBusinesses(ctx, "Berlin", q)
	check("city list", city, err)
	cat, _, err := st.CategoryBusinesses(ctx, "gastronomie", q)
	check("category list by rating", cat, err)
	popular, err := st.Popular(ctx, 10)
	check("popular", popular, err)
	for _, sq := range []directory.SearchQuery{{Location: "10115"}, {Text: "Restaurant"}, {}} {
		sq.Limit = 10
		res, err := st.Search(ctx, sq)
		check("search "+sq.Text+sq.Location, res.Businesses, err)
	}
	// The rating shown stays the real mean.
	if got := city[2].Rating; got != 5 {
		t.Errorf("shown rating %v, want the real 5", got)
	}
	average := func(want float64) {
		t.Helper()
		counts, err := st.CategoryCounts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range counts {
			if c.Slug == "gastronomie" && c.AverageRating != want {
				t.Errorf("gastronomie's average rating %v, want %v", c.AverageRating, want)
			}
		}
	}
	// (5×1 + 4.9×400 + 4.6×824 + 4.3×60) / 1285 reviews; the unrated one adds nothing.
	average(4.7)
	// A new review count moves the business in the order (and the search index).
	moved := bs[0]
	moved.ID, moved.ReviewCount = 0, 2000
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{moved}); err != nil {
		t.Fatal(err)
	}
	res, err := st.Search(ctx, directory.SearchQuery{Text: "Restaurant", Limit: 1})
	if err != nil || len(res.Businesses) != 1 || res.Businesses[0].Name != "Einmal fünf" {
		t.Errorf("after 2,000 five-star reviews: %v, %v; want Einmal fünf first", Names(res.Businesses), err)
	}
	average(4.9) // 160,084 / 3,284
	hide := true
	if _, err := st.EditBusiness(ctx, bs[3].ID, directory.BusinessEdit{Hidden: &hide}, "test"); err != nil {
		t.Fatal(err)
	}
	average(5.0) // without Viel besucht: 122,180 / 2,460
}
