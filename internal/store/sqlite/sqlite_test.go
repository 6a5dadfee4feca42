package sqlite_test

import (
	"context"
	"maps"
	"path/filepath"
	"slices"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlite"
	"branchenbuch/internal/store/sqlstore"
	"branchenbuch/internal/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) directory.Store {
		st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "test.db"), nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	})
}

func TestReopenKeepsDataAndSkipsDoneMigrations(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "test.db")
	st, err := sqlite.Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{{Name: "Elektro Weber", City: "Köln"}}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	st, err = sqlite.Open(ctx, path, nil)
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	defer st.Close()
	if n, err := st.CountListed(ctx); err != nil || n != 1 {
		t.Errorf("after reopen: %d businesses (%v), want 1", n, err)
	}
}

// An export reads many spans at once and still hands every business over
// once, in id order, with the table's filters applied in every span.
func TestExportOverManySpans(t *testing.T) {
	defer sqlstore.SetExportSpan(2)()
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "test.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := st.UpsertBusinesses(ctx, storetest.Fixture()); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		q    directory.ExportQuery
		want int
	}{
		{"all", directory.ExportQuery{}, len(storetest.Fixture())},
		{"city", directory.ExportQuery{Filter: directory.AdminQuery{City: "München"}}, 6},
		{"range", directory.ExportQuery{IDFrom: 3, IDTo: 9}, 7},
	} {
		var ids []int64
		err := st.ExportBusinesses(ctx, tc.q, func(r *directory.ExportRow) error {
			ids = append(ids, r.ID)
			return nil
		})
		if err != nil || len(ids) != tc.want || !slices.IsSorted(ids) {
			t.Errorf("%s: ids %v (%v), want %d in order", tc.name, ids, err, tc.want)
		}
		if len(slices.Compact(slices.Clone(ids))) != len(ids) {
			t.Errorf("%s: an id came twice: %v", tc.name, ids)
		}
	}
}

// opener opens the store on the database file at path, once per call.
func opener(t *testing.T, path string) func() directory.Store {
	open := openerWithClock(t, path)
	return func() directory.Store { return open(nil) }
}

// openerWithClock opens the store on the same database with a clock of the
// test's, once per call.
func openerWithClock(t *testing.T, path string) func(directory.Clock) directory.Store {
	return func(now directory.Clock) directory.Store {
		st, err := sqlite.Open(context.Background(), path, now)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
}

func TestReindexAfterMigration(t *testing.T) {
	path := filepath.Join(t.TempDir(), "test.db")
	storetest.Reindex(t, opener(t, path), storetest.ExecOn(t, "sqlite", path), `INSERT INTO business_fts (business_fts) VALUES ('delete-all')`)
}

func TestCityCategoriesMigration(t *testing.T) {
	path := filepath.Join(t.TempDir(), "test.db")
	storetest.CityCategoriesMigration(t, opener(t, path), storetest.ExecOn(t, "sqlite", path), "0019_city_categories")
}

func TestIndexBuiltAtStartHasStatistics(t *testing.T) {
	path := filepath.Join(t.TempDir(), "test.db")
	storetest.IndexStatistics(t, opener(t, path), "sqlite", path, "businesses_cat_city", `SELECT count(*) FROM sqlite_stat1 WHERE idx = ?`)
}

// TestReadPoolsMapping: the storefront's readers map the database file,
// the scan pool (exports, the operator's search) and the writer do not, and
// the export reads through the scan pool, so that its resident size stays
// flat (sqlite.Open, readerMapBytes).
func TestReadPoolsMapping(t *testing.T) {
	st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "test.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	want := map[string]bool{"read": true, "scan": false, "write": false}
	pools := st.Pools()
	for name, mapped := range want {
		db, ok := pools[name]
		if !ok {
			t.Fatalf("no %s pool among %v", name, slices.Collect(maps.Keys(pools)))
		}
		var n int64
		if err := db.QueryRow(`PRAGMA mmap_size`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if (n > 0) != mapped {
			t.Errorf("%s pool: mmap_size %d, want mapped %t", name, n, mapped)
		}
	}
	// The export walks the whole table through the scan pool (its plan reads
	// small count tables through the storefront's): without that pool it
	// cannot read a row.
	ctx := context.Background()
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{{Name: "Elektro Weber", City: "Köln"}, {Name: "Bäckerei Brot", City: "Bonn"}}); err != nil {
		t.Fatal(err)
	}
	export := func() (rows int, err error) {
		err = st.ExportBusinesses(ctx, directory.ExportQuery{}, func(*directory.ExportRow) error { rows++; return nil })
		return rows, err
	}
	if rows, err := export(); err != nil || rows != 2 {
		t.Fatalf("export: %d rows, %v; want 2", rows, err)
	}
	pools["scan"].Close()
	if rows, err := export(); err == nil || rows != 0 {
		t.Errorf("export with the scan pool closed: %d rows, %v; want an error, no row read elsewhere", rows, err)
	}
}

func TestKeptCounts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "test.db")
	storetest.KeptCounts(t, openerWithClock(t, path), storetest.ExecOn(t, "sqlite", path))
}

func TestPostalCityCounts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "test.db")
	storetest.PostalCityCounts(t, opener(t, path), "sqlite", path, "0021_postal_cities")
}

// TestPostalAreaAsksItsCities: a text search in a postal area asks its
// words as place words of the cities that postal_city_counts names for the
// area (sqlstore.Store.postalCities), so with a city spoilt out of the
// counts that city's business is not found. Every write keeps the counts
// exact (storetest.PostalCityCounts); this spoils them to see them read.
func TestPostalAreaAsksItsCities(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "test.db")
	open := opener(t, path)
	hits := func(st directory.Store) []string {
		t.Helper()
		res, err := st.Search(ctx, directory.SearchQuery{Text: "Maler", Location: "47", Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		return storetest.Names(res.Businesses)
	}
	st := open()
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{
		{Name: "Maler Nord", City: "Duisburg", PostalCode: "47051", PlaceID: "n", Rating: 5},
		{Name: "Maler Süd", City: "Moers", PostalCode: "47441", PlaceID: "s", Rating: 4},
	}); err != nil {
		t.Fatal(err)
	}
	if got := hits(st); !slices.Equal(got, []string{"Maler Nord", "Maler Süd"}) {
		t.Fatalf("before: %v", got)
	}
	st.Close()
	storetest.ExecOn(t, "sqlite", path)(`DELETE FROM postal_city_counts WHERE postal_code = '47441'`)
	st = open()
	defer st.Close()
	if got := hits(st); !slices.Equal(got, []string{"Maler Nord"}) {
		t.Errorf("with Moers spoilt out of the area's cities: %v, want only Maler Nord", got)
	}
}
