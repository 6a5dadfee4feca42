package postgres_test

import (
	"context"
	"database/sql"
	"slices"
	"testing"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/storetest"
)

// TestBulkLoadStoresSearchInRankOrder: after a bulk load the search table
// lies on disk in rank order (indexes.sql), which is what makes a walk read
// few blocks; demo businesses are written in id order, whose ranks are mixed.
func TestBulkLoadStoresSearchInRankOrder(t *testing.T) {
	_, db := demoLoaded(t, 400)
	rows, err := db.Query(`SELECT rank_key FROM business_search ORDER BY ctid`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var keys []int64
	for rows.Next() {
		var k int64
		if err := rows.Scan(&k); err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k)
	}
	if len(keys) < 300 || !slices.IsSorted(keys) {
		t.Errorf("business_search holds %d rows, in rank order: %t; want every listed business, in rank order", len(keys), slices.IsSorted(keys))
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
