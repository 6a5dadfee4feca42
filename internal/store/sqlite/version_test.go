package sqlite_test

import (
	"context"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlite"
)

// Two stores on one database (two instances): a store sees its own writes
// in DataVersion at once and the other's within a second, reading the
// database at most once a second meanwhile.
func TestDataVersionAcrossStores(t *testing.T) {
	ctx := context.Background()
	a, b, clock := twoStores(t)
	version := func(st directory.Store) int64 {
		t.Helper()
		v, err := st.DataVersion(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	v0, b0 := version(a), version(b)
	bs := []directory.Business{{Name: "Version Zwei", City: "Bonn", PlaceID: "v2-1"}}
	if _, err := a.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	v1 := version(a)
	if v1 <= v0 {
		t.Fatalf("the writing store: %d after its write, was %d", v1, v0)
	}
	clock.Add(900)
	if v := version(b); v != b0 {
		t.Errorf("the other store read the database within the second: %d, had %d", v, b0)
	}
	clock.Add(100)
	if v := version(b); v != v1 {
		t.Errorf("the other store a second on: %d, want %d", v, v1)
	}
	phone := "+49 228 2"
	if _, err := b.EditBusiness(ctx, bs[0].ID, directory.BusinessEdit{Phone: &phone}, "test"); err != nil {
		t.Fatal(err)
	}
	if v := version(b); v <= v1 {
		t.Errorf("the editing store: %d after its edit, was %d", v, v1)
	}
}

// Totals of text searches and filtered lists are kept per data version and
// minute: a store counts again after its own write at once, after another
// store's within a second.
func TestCountsFollowWrites(t *testing.T) {
	ctx := context.Background()
	a, b, clock := twoStores(t)
	n := 0
	add := func(st directory.Store) {
		t.Helper()
		n++
		bs := []directory.Business{{Name: "Zählwerk Tischlerei", City: "Bonn", PlaceID: "count-" + string(rune('a'+n)), Rating: 4.5, Website: "https://z.example"}}
		if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
			t.Fatal(err)
		}
	}
	totals := func(st directory.Store) [2]int {
		t.Helper()
		var out [2]int
		for i, q := range []directory.SearchQuery{
			{Text: "Tischlerei", Limit: 1},
			{Location: "Bonn", Filters: directory.Filters{MinRating: 4, Website: true}, Limit: 1},
		} {
			res, err := st.Search(ctx, q)
			if err != nil {
				t.Fatal(err)
			}
			out[i] = res.Total
		}
		return out
	}
	add(a)
	add(a)
	if got := totals(a); got != [2]int{2, 2} {
		t.Fatalf("after two writes: %v, want [2 2]", got)
	}
	totals(b)
	add(a)
	if got := totals(a); got != [2]int{3, 3} {
		t.Errorf("the writing store after its write: %v, want [3 3]", got)
	}
	if got := totals(b); got != [2]int{2, 2} {
		t.Errorf("the other store within the second (kept counts): %v, want [2 2]", got)
	}
	clock.Add(1000)
	if got := totals(b); got != [2]int{3, 3} {
		t.Errorf("the other store a second on: %v, want [3 3]", got)
	}
}

// twoStores opens two stores on one new database, as two instances, with
// one clock in milliseconds that the test moves.
func twoStores(t *testing.T) (a, b directory.Store, clock *atomic.Int64) {
	path := filepath.Join(t.TempDir(), "two.db")
	clock = new(atomic.Int64)
	clock.Store(time.Date(2026, 3, 31, 10, 0, 0, 0, time.UTC).UnixMilli())
	now := func() time.Time { return time.UnixMilli(clock.Load()) }
	open := func() directory.Store {
		st, err := sqlite.Open(context.Background(), path, now)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	}
	return open(), open(), clock
}
