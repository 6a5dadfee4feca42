package postgres_test

import (
	"context"
	"database/sql"
	"slices"
	"testing"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/postgres"
	"branchenbuch/internal/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) directory.Store {
		st, err := postgres.Open(context.Background(), storetest.FreshPostgresSchema(t), nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	})
}

// opener opens the store on the database at url, once per call.
func opener(t *testing.T, url string) func() directory.Store {
	open := openerWithClock(t, url)
	return func() directory.Store { return open(nil) }
}

// openerWithClock opens the store on the same database with a clock of the
// test's, once per call.
func openerWithClock(t *testing.T, url string) func(directory.Clock) directory.Store {
	return func(now directory.Clock) directory.Store {
		st, err := postgres.Open(context.Background(), url, now)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
}

func TestReindexAfterMigration(t *testing.T) {
	url := storetest.FreshPostgresSchema(t)
	storetest.Reindex(t, opener(t, url), storetest.ExecOn(t, "pgx", url), `DELETE FROM business_search`)
}

func TestCityCategoriesMigration(t *testing.T) {
	url := storetest.FreshPostgresSchema(t)
	storetest.CityCategoriesMigration(t, opener(t, url), storetest.ExecOn(t, "pgx", url), "0018_city_categories")
}

func TestIndexBuiltAtStartHasStatistics(t *testing.T) {
	url := storetest.FreshPostgresSchema(t)
	// An expression index has statistics of its own (pg_stats names it as the table).
	storetest.IndexStatistics(t, opener(t, url), "pgx", url, "businesses_geo_box", `SELECT count(*) FROM pg_stats WHERE tablename = $1`)
}

// TestInstancesStartTogether: instances started at once on a new database
// (behind a load balancer, after a deploy) migrate it once, under the
// migration lock; every one opens and is ready.
func TestInstancesStartTogether(t *testing.T) {
	url := storetest.FreshPostgresSchema(t)
	const instances = 4
	errs := make(chan error, instances)
	stores := make(chan directory.Store, instances)
	for range instances {
		go func() {
			st, err := postgres.Open(context.Background(), url, nil)
			if err == nil {
				stores <- st
			}
			errs <- err
		}()
	}
	for range instances {
		if err := <-errs; err != nil {
			t.Errorf("an instance did not start: %v", err)
		}
	}
	close(stores)
	for st := range stores {
		if err := st.Ready(context.Background()); err != nil {
			t.Errorf("not ready: %v", err)
		}
		st.Close()
	}
}

// demoLoaded bulk-loads n demo businesses into a fresh schema and returns
// the store and a plain connection to the same database; both close with t.
func demoLoaded(t *testing.T, n int) (directory.Store, *sql.DB) {
	t.Helper()
	url := storetest.FreshPostgresSchema(t)
	st := opener(t, url)()
	t.Cleanup(func() { st.Close() })
	if err := st.BulkLoad(context.Background(), func(ctx context.Context) error { return demo.Load(ctx, st, n, 1, nil) }); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return st, db
}

func TestKeptCounts(t *testing.T) {
	url := storetest.FreshPostgresSchema(t)
	storetest.KeptCounts(t, openerWithClock(t, url), storetest.ExecOn(t, "pgx", url))
}

// TestMigrationsKeepSearches: a database from before a migration that
// rewrites the search tables finds afterwards what it found before: one-word
// searches on every page (0019, name_words filled from business_search) and
// circle searches with words (0020, business_search written anew with the
// coordinates, its indexes built at the next start).
func TestMigrationsKeepSearches(t *testing.T) {
	ctx := context.Background()
	bonn := directory.Point{Lat: 50.7374, Lng: 7.0982}
	search := func(st directory.Store, q directory.SearchQuery) []string {
		res, err := st.Search(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		return storetest.Names(res.Businesses)
	}
	found := func(st directory.Store) []string {
		var names []string
		for offset := range 4 {
			names = append(names, search(st, directory.SearchQuery{Text: "Zwiebelturm", Limit: 1, Offset: offset})...)
		}
		return append(names, search(st, directory.SearchQuery{Text: "Zwiebelturm", Center: &bonn, RadiusKm: 30, Limit: 10})...)
	}
	want := []string{"Zwiebelturm Stube", "Café Zwiebelturm", "Gasthof Zwiebelturm", // pages of one
		"Café Zwiebelturm", "Zwiebelturm Stube"} // within 30 km of Bonn, nearest first
	for _, tc := range []struct{ version, spoil string }{
		{"0019_name_words", `DROP TABLE name_words`},
		{"0020_search_coordinates", `ALTER TABLE business_search DROP COLUMN latitude, DROP COLUMN longitude`},
	} {
		t.Run(tc.version, func(t *testing.T) {
			url := storetest.FreshPostgresSchema(t)
			open := opener(t, url)
			st := open()
			bs := append(storetest.Fixture(),
				directory.Business{Name: "Café Zwiebelturm", City: "Bonn", PlaceID: "onion-a", Rating: 4.5, ReviewCount: 80,
					Latitude: ptr(50.7390), Longitude: ptr(7.1010)},
				directory.Business{Name: "Zwiebelturm Stube", City: "Köln", PlaceID: "onion-b", Rating: 4.9, ReviewCount: 300,
					Latitude: ptr(50.9375), Longitude: ptr(6.9603)},
				directory.Business{Name: "Gasthof Zwiebelturm", City: "Trier", PlaceID: "onion-c", Rating: 3.0, ReviewCount: 9,
					Latitude: ptr(49.7499), Longitude: ptr(6.6371)})
			if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
				t.Fatal(err)
			}
			before := found(st)
			st.Close()
			if !slices.Equal(before, want) {
				t.Fatalf("before: %v, want %v", before, want)
			}
			storetest.ExecOn(t, "pgx", url)(tc.spoil, `DELETE FROM schema_migrations WHERE version = '`+tc.version+`'`)
			st = open()
			defer st.Close()
			if after := found(st); !slices.Equal(after, before) {
				t.Errorf("after the migration: %v, want %v", after, before)
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }

func TestPostalCityCounts(t *testing.T) {
	url := storetest.FreshPostgresSchema(t)
	storetest.PostalCityCounts(t, opener(t, url), "pgx", url, "0021_postal_cities")
}
