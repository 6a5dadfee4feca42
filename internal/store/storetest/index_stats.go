package storetest

import (
	"context"
	"database/sql"
	"testing"

	"branchenbuch/internal/directory"
)

// IndexStatistics checks that an index missing at start (a bulk load that
// died half-way, a migration that dropped it to have it built anew) comes
// back with the planner's statistics, not only its entries: open opens the
// store on the database that driver and dsn name; statsQuery counts the
// engine's statistics of index.
func IndexStatistics(t *testing.T, open func() directory.Store, driver, dsn, index, statsQuery string) {
	st := open()
	if _, err := st.UpsertBusinesses(context.Background(), Fixture()); err != nil {
		t.Fatal(err)
	}
	st.Close()
	db, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	stats := func() int {
		t.Helper()
		var n int
		if err := db.QueryRow(statsQuery, index).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if _, err := db.Exec(`DROP INDEX ` + index); err != nil {
		t.Fatal(err)
	}
	if n := stats(); n != 0 {
		t.Fatalf("%d statistics of %s after it was dropped", n, index)
	}
	open().Close()
	if stats() == 0 {
		t.Errorf("%s was built again at start without statistics", index)
	}
}
