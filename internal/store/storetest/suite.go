package storetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"branchenbuch/internal/directory"
)

// Run runs every store behaviour against stores made by open.
func Run(t *testing.T, open Opener) {
	tests := []struct {
		name string
		fn   func(t *testing.T, st directory.Store)
	}{
		{"UpsertAssignsIDSlugAndTimes", testUpsertAssigns},
		{"UpsertUpdatesByPlaceID", testUpsertUpdatesByPlaceID},
		{"UpsertWithoutPlaceIDKeysOnNameAndAddress", testUpsertWithoutPlaceID},
		{"UpsertTwiceInOneBatch", testUpsertTwiceInOneBatch},
		{"SlugsStayUnique", testSlugsUnique},
		{"UpsertRefusesEmptyName", testUpsertRefusesEmptyName},
		{"UpsertCleansText", testUpsertCleansText},
		{"UpsertCounts", testUpsertCounts},
		{"UpsertKeepsHidden", testUpsertKeepsHidden},
		{"Locks", testLocks},
		{"Jobs", testJobs},
		{"JobClaimRace", testJobClaimRace},
		{"WebsiteChecks", testWebsiteChecks},
		{"PhotoWork", testPhotoWork},
		{"Export", testExport},
		{"TimeZones", testTimeZones},
		{"BusinessByIDAndSlug", testBusinessByIDAndSlug},
		{"UnlistedNeverInLists", testUnlistedNeverInLists},
		{"CitiesAndCounts", testCitiesAndCounts},
		{"HomeCountry", testHomeCountry},
		{"CountsFollowUpdates", testCountsFollowUpdates},
		{"CityPages", testCityPages},
		{"CityCategories", testCityCategories},
		{"CityCategoryBusinesses", testCityCategoryBusinesses},
		{"CityCategoryCountsFollowWrites", testCityCategoryCountsFollowWrites},
		{"CategorySorts", testCategorySorts},
		{"Popular", testPopular},
		{"RatingOrder", testRatingOrder},
		{"BusinessURLs", testBusinessURLs},
		{"Auth", testAuth},
		{"AdminList", testAdminList},
		{"Queue", testQueue},
		{"FormRates", testFormRates},
		{"Newsletter", testNewsletter},
		{"Waiting", testWaiting},
		{"SearchTable", testSearchTable},
		{"SearchPaging", testSearchPaging},
		{"SearchSynonyms", testSearchSynonyms},
		{"SearchManyCompletions", testSearchManyCompletions},
		{"SearchTiersInACity", testSearchTiersInACity},
		{"SearchPostalArea", testSearchPostalArea},
		{"SearchRadius", testSearchRadius},
		{"SearchRadiusRows", testSearchRadiusRows},
		{"SearchDeepPages", testSearchDeepPages},
		{"SearchTierPaths", testSearchTierPaths},
		{"SearchModel", testSearchModel},
		{"SearchRadiusDense", testSearchRadiusDense},
		{"Filters", testFilters},
		{"PhotoFilterFollowsMirroring", testPhotoFilterFollowsMirroring},
		{"DataVersion", testDataVersion},
		{"SearchFindsNewWords", testSearchFindsNewWords},
		{"SearchFollowsWrites", testSearchFollowsWrites},
		{"SearchFindsNewCities", testSearchFindsNewCities},
		{"SearchHostileInput", testSearchHostileInput},
		{"SettingsRoundTrip", testSettingsRoundTrip},
		{"BulkLoadRebuildsIndexes", testBulkLoad},
		{"ReadsDuringWrites", testReadsDuringWrites},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := open(t)
			tc.fn(t, st)
		})
	}
}

func testUpsertAssigns(t *testing.T, st directory.Store) {
	byName := load(t, st)
	b := byName["Autowerkstatt Müller"]
	if b.ID == 0 {
		t.Fatal("id not assigned")
	}
	if got, want := b.URLSlug, "muenchen/autowerkstatt-mueller"; got != want {
		t.Errorf("slug = %q, want %q", got, want)
	}
	if b.CategorySlug != "kfz-werkstatt" {
		t.Errorf("category slug = %q, want kfz-werkstatt", b.CategorySlug)
	}
	if b.CreatedAt.IsZero() || b.UpdatedAt.IsZero() {
		t.Error("times not set")
	}
	got, err := st.Business(context.Background(), b.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != b.Name || got.URLSlug != b.URLSlug || got.CountryCode != "DE" || got.Rating != 4.8 ||
		got.ReviewCount != 120 || *got.Latitude != 48.1351 || got.PostalCode != "80331" {
		t.Errorf("stored business differs: %+v", got)
	}
}

func testUpsertUpdatesByPlaceID(t *testing.T, st directory.Store) {
	ctx := context.Background()
	byName := load(t, st)
	first := byName["Elektro Weber"]
	batch := []directory.Business{Fixture()[6]}
	again := &batch[0]
	again.Name = "Elektro Weber GmbH"
	again.Rating = 3.1
	again.About = []byte(`{"Payments":{"Credit cards":true}}`)
	again.ReviewsPerScore = map[string]int{"1": 1, "5": 2}
	if _, err := st.UpsertBusinesses(ctx, batch); err != nil {
		t.Fatal(err)
	}
	if again.ID != first.ID || again.URLSlug != first.URLSlug {
		t.Errorf("update changed identity: id %d→%d slug %q→%q", first.ID, again.ID, first.URLSlug, again.URLSlug)
	}
	got, err := st.Business(ctx, first.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != "Elektro Weber GmbH" || got.Rating != 3.1 || !got.CreatedAt.Equal(first.CreatedAt) {
		t.Errorf("got %q rating %v created %v, want the update with the first creation time %v", got.Name, got.Rating, got.CreatedAt, first.CreatedAt)
	}
	if string(got.About) != `{"Payments":{"Credit cards":true}}` || got.ReviewsPerScore["5"] != 2 {
		t.Errorf("heavy fields not stored: about %s scores %v", got.About, got.ReviewsPerScore)
	}
	res, err := st.Search(ctx, directory.SearchQuery{Text: "GmbH", Limit: 10})
	if err != nil || res.Total != 1 {
		t.Errorf("search for the new name: total %v err %v, want 1", res, err)
	}
}

func testUpsertTwiceInOneBatch(t *testing.T, st directory.Store) {
	ctx := context.Background()
	first := directory.Business{Name: "Elektro Weber", City: "München", PlaceID: "same", Rating: 4}
	second := first
	second.Name, second.Rating = "Elektro Weber GmbH", 5
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{first, second}); err != nil {
		t.Fatal(err)
	}
	res, err := st.Search(ctx, directory.SearchQuery{Text: "Weber", Limit: 10})
	if err != nil || res.Total != 1 || res.Businesses[0].Name != "Elektro Weber GmbH" || res.Businesses[0].Rating != 5 {
		t.Errorf("search after a double upsert = %+v (%v), want the second version once", res, err)
	}
	if n, _ := st.CountListed(ctx); n != 1 {
		t.Errorf("listed = %d, want 1", n)
	}
}

func testUpsertWithoutPlaceID(t *testing.T, st directory.Store) {
	ctx := context.Background()
	a := directory.Business{Name: "Malerbetrieb Groß", City: "Köln", Address: "Ringstraße 1, 50667 Köln", Rating: 4}
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{a}); err != nil {
		t.Fatal(err)
	}
	// Same name and address in other spellings: the same business.
	b := directory.Business{Name: "MALERBETRIEB GROSS", City: "Köln", Address: "Ringstrasse 1, 50667 Koeln", Rating: 5}
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{b}); err != nil {
		t.Fatal(err)
	}
	n, err := st.CountListed(ctx)
	if err != nil || n != 1 {
		t.Fatalf("count = %d (%v), want 1", n, err)
	}
}

func testSlugsUnique(t *testing.T, st directory.Store) {
	ctx := context.Background()
	var bs []directory.Business
	for i, pid := range []string{"a", "b", "c"} {
		bs = append(bs, directory.Business{Name: "Autowerkstatt Müller", City: "München", PostalCode: "80331",
			PlaceID: pid, Address: strings.Repeat("x", i+1)})
	}
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	want := []string{"muenchen/autowerkstatt-mueller", "muenchen/autowerkstatt-mueller-80331",
		"muenchen/autowerkstatt-mueller-" + strconv.FormatInt(bs[2].ID, 10)}
	for i, b := range bs {
		if b.URLSlug != want[i] {
			t.Errorf("slug %d = %q, want %q", i, b.URLSlug, want[i])
		}
	}
}

func testUpsertRefusesEmptyName(t *testing.T, st directory.Store) {
	ctx := context.Background()
	for _, b := range []directory.Business{
		{Name: "  "},
		{Name: "\x00 \x00"}, // nothing left once NUL is removed
		{Name: "Skript", Website: "javascript:alert(1)"},
		{Name: "Skript", ReviewsLink: "data:text/html,<script>alert(1)</script>"},
	} {
		if _, err := st.UpsertBusinesses(ctx, []directory.Business{b}); directory.ErrorCode(err) != directory.EINVALID {
			t.Errorf("%+v: err = %v, want EINVALID", b, err)
		}
	}
}

// testUpsertCleansText: NUL and invalid UTF-8 are stored the same by both
// engines (PostgreSQL refuses them as they come): removed and replaced.
func testUpsertCleansText(t *testing.T, st directory.Store) {
	ctx := context.Background()
	bs := []directory.Business{{Name: "Bäcke\x00rei", City: "M\xfcnchen", PlaceID: "clean-1", Description: "a\x00b\xff"}}
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	got, err := st.Business(ctx, bs[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != "Bäckerei" || got.City != "M\uFFFDnchen" || got.Description != "ab\uFFFD" {
		t.Errorf("stored %q, %q, %q", got.Name, got.City, got.Description)
	}
}

func testBusinessByIDAndSlug(t *testing.T, st directory.Store) {
	ctx := context.Background()
	byName := load(t, st)
	b := byName["Friseursalon Haarmonie"]
	got, err := st.BusinessBySlug(ctx, b.URLSlug)
	if err != nil || got.ID != b.ID {
		t.Fatalf("by slug %q: %v %v", b.URLSlug, got, err)
	}
	if _, err := st.Business(ctx, 987654321); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("unknown id: err = %v, want ENOTFOUND", err)
	}
	if _, err := st.BusinessBySlug(ctx, "nirgendwo/nichts"); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("unknown slug: err = %v, want ENOTFOUND", err)
	}
	hidden := byName["Versteckte Werkstatt"]
	if _, err := st.BusinessBySlug(ctx, hidden.URLSlug); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("hidden business by slug: err = %v, want ENOTFOUND", err)
	}
	if got, err := st.Business(ctx, hidden.ID); err != nil || !got.Hidden {
		t.Errorf("hidden business by id (operator view): %v %v", got, err)
	}
}

func testUnlistedNeverInLists(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	never := []string{directory.UnavailableName, "Alte Werkstatt Schmidt", "Versteckte Werkstatt"}
	check := func(where string, bs []directory.Business) {
		t.Helper()
		for _, n := range Names(bs) {
			if slices.Contains(never, n) {
				t.Errorf("%s lists %q", where, n)
			}
		}
	}
	pop, err := st.Popular(ctx, 100)
	if err != nil {
		t.Fatal(err)
	}
	check("popular", pop)
	city, _, err := st.CityBusinesses(ctx, "München", directory.ListQuery{Page: 1, Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	check("city page", city)
	cat, _, err := st.CategoryBusinesses(ctx, "kfz-werkstatt", directory.ListQuery{Page: 1, Limit: 100, SortBy: directory.SortRating})
	if err != nil {
		t.Fatal(err)
	}
	check("category page", cat)
	for _, q := range []directory.SearchQuery{{Text: "Werkstatt"}, {Location: "München"}, {}, {Category: "kfz-werkstatt"}} {
		q.Limit = 100
		res, err := st.Search(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		check("search", res.Businesses)
	}
	n, err := st.CountListed(ctx)
	if err != nil || n != 10 {
		t.Errorf("listed count = %d (%v), want 10", n, err)
	}
}

func testBulkLoad(t *testing.T, st directory.Store) {
	ctx := context.Background()
	err := st.BulkLoad(ctx, func(ctx context.Context) error {
		if _, err := st.UpsertBusinesses(ctx, Fixture()[:6]); err != nil {
			return err
		}
		return errors.New("disk full")
	})
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("BulkLoad error = %v, want fn's error", err)
	}
	// The committed batch stays, and every query works again.
	bs, total, err := st.CityBusinesses(ctx, "München", directory.ListQuery{Page: 1, Limit: 20})
	if err != nil || total != 2 || len(bs) != 2 {
		t.Errorf("city page after a failed bulk load: %d of %d (%v), want 2", len(bs), total, err)
	}
	if err := st.BulkLoad(ctx, func(ctx context.Context) error {
		_, err := st.UpsertBusinesses(ctx, Fixture()[6:])
		return err
	}); err != nil {
		t.Fatal(err)
	}
	res, err := st.Search(ctx, directory.SearchQuery{Text: "Werkstatt", Location: "München", Limit: 10})
	if err != nil || res.Total != 2 {
		t.Errorf("search after bulk loads: %+v (%v), want 2 hits", res, err)
	}
}

// testReadsDuringWrites searches and reads from several goroutines while
// batches are written: no reader may fail or see a broken count.
func testReadsDuringWrites(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	done := make(chan struct{})
	errs := make(chan error, 16)
	var wg sync.WaitGroup
	for r := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				select {
				case <-done:
					return
				default:
				}
				q := directory.SearchQuery{Text: "Werkstatt", Location: "München", Limit: 10}
				if (r+i)%2 == 1 {
					q = directory.SearchQuery{Location: "Köln", Limit: 10}
				}
				if _, err := st.Search(ctx, q); err != nil {
					errs <- fmt.Errorf("search: %w", err)
					return
				}
				if _, err := st.Cities(ctx, "", 0); err != nil {
					errs <- fmt.Errorf("cities: %w", err)
					return
				}
			}
		}()
	}
	for batch := range 10 {
		var bs []directory.Business
		for i := range 50 {
			bs = append(bs, directory.Business{Name: fmt.Sprintf("Werkstatt Köln %d-%d", batch, i), City: "Köln",
				Category: "Autowerkstatt", PlaceID: fmt.Sprintf("c-%d-%d", batch, i), Rating: 4})
		}
		if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
			t.Errorf("write batch %d: %v", batch, err)
		}
	}
	close(done)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if c := cityCount(mustCities(t, st), "Köln"); c != 501 {
		t.Errorf("Köln = %d, want 501", c)
	}
}

func mustCities(t *testing.T, st directory.Store) []directory.City {
	t.Helper()
	cities, err := st.Cities(context.Background(), "", 0)
	if err != nil {
		t.Fatal(err)
	}
	return cities
}
