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

// TestNameWordsMigration: a database from before name_words gets every
// listed business's name words from its migration, so one-word searches
// find on every page what they found before.
func TestNameWordsMigration(t *testing.T) {
	url := storetest.FreshPostgresSchema(t)
	open := opener(t, url)
	ctx := context.Background()
	pages := func(st directory.Store) []string {
		var names []string
		for offset := range 6 {
			res, err := st.Search(ctx, directory.SearchQuery{Text: "Zwiebelturm", Limit: 1, Offset: offset})
			if err != nil {
				t.Fatal(err)
			}
			for _, b := range res.Businesses {
				names = append(names, b.Name)
			}
		}
		return names
	}
	st := open()
	bs := append(storetest.Fixture(),
		directory.Business{Name: "Café Zwiebelturm", City: "Bonn", PlaceID: "onion-a", Rating: 4.5, ReviewCount: 80},
		directory.Business{Name: "Zwiebelturm Stube", City: "Köln", PlaceID: "onion-b", Rating: 4.9, ReviewCount: 300},
		directory.Business{Name: "Gasthof Zwiebelturm", City: "Trier", PlaceID: "onion-c", Rating: 3.0, ReviewCount: 9})
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	before := pages(st)
	st.Close()
	if want := []string{"Zwiebelturm Stube", "Café Zwiebelturm", "Gasthof Zwiebelturm"}; !slices.Equal(before, want) {
		t.Fatalf("before: %v, want %v", before, want)
	}
	storetest.ExecOn(t, "pgx", url)(`DROP TABLE name_words`, `DELETE FROM schema_migrations WHERE version = '0019_name_words'`)
	st = open()
	defer st.Close()
	if after := pages(st); !slices.Equal(after, before) {
		t.Errorf("after the migration: %v, want %v", after, before)
	}
}
