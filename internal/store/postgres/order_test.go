package postgres_test

import (
	"slices"
	"testing"
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

// TestBulkLoadLeavesStatistics: after a bulk load the planner has
// statistics of the tables whose indexes were rebuilt. Optimize only
// vacuums; the ANALYZE is EnsureIndexes', and without it the first plans
// over 500,000 new rows guess.
func TestBulkLoadLeavesStatistics(t *testing.T) {
	_, db := demoLoaded(t, 300)
	for _, table := range []string{"businesses", "business_search"} {
		var analysed bool
		err := db.QueryRow(`SELECT last_analyze IS NOT NULL FROM pg_stat_user_tables WHERE relname = $1`, table).Scan(&analysed)
		if err != nil || !analysed {
			t.Errorf("%s after a bulk load: analysed %t (%v), want analysed", table, analysed, err)
		}
	}
}
