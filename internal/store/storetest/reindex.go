package storetest

import (
	"context"
	"database/sql"
	"slices"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

// Reindex checks the rebuild of rank scores and search index that a
// migration asks for (sqlstore.Store.RunMaintenance): open opens the store
// on one database; spoil runs, on that database, SQL that empties the
// engine's search index, zeroes every score and queues the 'reindex' task,
// as a database migrated from before the rank score looks. After a reopen,
// search, lists and their order are whole again, and a second reopen does
// no work.
func Reindex(t *testing.T, open func() directory.Store, spoil func(stmts ...string), clearIndex string) {
	ctx := context.Background()
	st := open()
	early := directory.Business{Name: "Frühstück am Markt", Category: "Bäckerei", City: "Offenbach am Main",
		PostalCode: "63065", WorkingHours: map[string]string{"Monday": "07:00–12:00"}}
	if _, err := st.UpsertBusinesses(ctx, append(Fixture(), early)); err != nil {
		t.Fatal(err)
	}
	search := func(st directory.Store) []string {
		res, err := st.Search(ctx, directory.SearchQuery{Text: "Werkstatt", Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		return Names(res.Businesses)
	}
	want := search(st)
	if len(want) < 3 {
		t.Fatalf("fixture search found %v", want)
	}
	circle := func(st directory.Store) []string {
		marienplatz := directory.Point{Lat: 48.1374, Lng: 11.5755}
		res, err := st.Search(ctx, directory.SearchQuery{Text: "Werkstatt", Center: &marienplatz, RadiusKm: 5, Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		return Names(res.Businesses)
	}
	wantCircle := circle(st)
	if len(wantCircle) == 0 {
		t.Fatal("fixture circle search found nothing")
	}
	st.Close()
	spoil(clearIndex, `UPDATE businesses SET score = 0`, `UPDATE category_counts SET review_sum = 0, star_sum = 0`,
		`UPDATE city_counts SET country_code = ''`, `UPDATE businesses SET schedule = NULL`, `DELETE FROM schedules`,
		`DELETE FROM city_category_counts WHERE category_slug = 'handwerker'`, `UPDATE city_category_counts SET business_count = 7`,
		`INSERT INTO maintenance (task) VALUES ('reindex')`)
	st = open()
	if got := search(st); !slices.Equal(got, want) {
		t.Errorf("after the rebuild: %v, want %v", got, want)
	}
	listed, _ := st.CountListed(ctx)
	if n, err := st.CountListedIn(ctx, "DE"); err != nil || n != listed {
		t.Errorf("German businesses after the rebuild: %d, %v; want all %d", n, err, listed)
	}
	counts, err := st.CategoryCounts(ctx)
	if err != nil || len(counts) == 0 {
		t.Fatalf("category counts: %v, %v", counts, err)
	}
	for _, c := range counts {
		if c.Slug == "kfz-werkstatt" && c.AverageRating != 4.6 { // (4.8×120 + 4.2×50 + 3.9×5) / 175
			t.Errorf("kfz-werkstatt's average after the rebuild: %v, want 4.6", c.AverageRating)
		}
	}
	monday := time.Date(2026, 3, 30, 8, 0, 0, 0, time.UTC)
	if res, err := st.Search(ctx, directory.SearchQuery{Filters: directory.Filters{OpenAt: monday}, Limit: 10}); err != nil ||
		!slices.Equal(Names(res.Businesses), []string{early.Name}) {
		t.Errorf("open businesses after the rebuild: %v, %v; want %s", res, err, early.Name)
	}
	// A circle search with words asks the index for its map cells' words.
	if got := circle(st); !slices.Equal(got, wantCircle) {
		t.Errorf("a circle search after the rebuild: %v, want %v", got, wantCircle)
	}
	checkCityCategories(t, st, "after the rebuild")
	city, _, err := st.CityBusinesses(ctx, "München", directory.ListQuery{Page: 1, Limit: 10, SortBy: directory.SortRating})
	if err != nil || len(city) < 2 || city[0].Name != "Autowerkstatt Müller" {
		t.Errorf("city list after the rebuild: %v, %v", Names(city), err)
	}
	st.Close()
	spoil(clearIndex) // without the task, a reopen must not rebuild
	st = open()
	if got := search(st); len(got) != 0 {
		t.Errorf("rebuilt without the task: %v", got)
	}
	st.Close()
}

// CityCategoriesMigration checks that the migration named version, which
// makes city_category_counts, counts what a directory already holds: it is
// undone on a filled database, then the reopen applies it again.
func CityCategoriesMigration(t *testing.T, open func() directory.Store, spoil func(stmts ...string), version string) {
	st := open()
	if _, err := st.UpsertBusinesses(context.Background(), Fixture()); err != nil {
		t.Fatal(err)
	}
	st.Close()
	spoil(`DROP TABLE city_category_counts`, `DELETE FROM schema_migrations WHERE version = '`+version+`'`)
	st = open()
	defer st.Close()
	checkCityCategories(t, st, "after the migration")
	if n, err := st.CountCityCategoryPairs(context.Background()); err != nil || n != 8 {
		t.Errorf("after the migration: %d pairs, %v; want the fixture's 8", n, err)
	}
}

// ExecOn returns a function that runs statements on the database named by
// driver and dsn, past the store: to put a database into a state the store
// would not make (Reindex's spoil).
func ExecOn(t *testing.T, driver, dsn string) func(stmts ...string) {
	return func(stmts ...string) {
		t.Helper()
		db, err := sql.Open(driver, dsn)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		for _, s := range stmts {
			if _, err := db.Exec(s); err != nil {
				t.Fatalf("%s: %v", s, err)
			}
		}
	}
}
