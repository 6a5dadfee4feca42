package storetest

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

func testUpsertCounts(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	batch := []directory.Business{Fixture()[0], {Name: "Neu im Verzeichnis", City: "Köln", PlaceID: "p-new"}}
	n, err := st.UpsertBusinesses(ctx, batch)
	if err != nil {
		t.Fatal(err)
	}
	if want := (directory.UpsertCounts{Inserted: 1, Updated: 1}); n != want {
		t.Errorf("counts = %+v, want %+v", n, want)
	}
}

func testUpsertKeepsHidden(t *testing.T, st directory.Store) {
	ctx := context.Background()
	b := load(t, st)["Friseursalon Haarmonie"]
	if _, err := st.EditBusiness(ctx, b.ID, directory.BusinessEdit{Hidden: ptr(true)}, actor); err != nil {
		t.Fatal(err)
	}
	listed, _ := st.CountListed(ctx)
	again := []directory.Business{Fixture()[3]}
	again[0].Rating = 3.3
	if _, err := st.UpsertBusinesses(ctx, again); err != nil {
		t.Fatal(err)
	}
	got, err := st.Business(ctx, b.ID)
	if err != nil || !got.Hidden || got.Rating != 3.3 {
		t.Fatalf("after re-import: hidden %v rating %v (%v), want still hidden with the new rating", got.Hidden, got.Rating, err)
	}
	if n, _ := st.CountListed(ctx); n != listed {
		t.Errorf("listed = %d after re-importing a hidden business, want %d", n, listed)
	}
}

func testLocks(t *testing.T, st directory.Store) {
	ctx := context.Background()
	if err := st.AcquireLock(ctx, "import", "a", time.Hour); err != nil {
		t.Fatalf("free lock: %v", err)
	}
	err := st.AcquireLock(ctx, "import", "b", time.Hour)
	var held *directory.LockedError
	if !errors.As(err, &held) || held.Holder != "a" || held.Name != "import" {
		t.Fatalf("second holder: err = %v, want a LockedError naming a", err)
	}
	if err := st.AcquireLock(ctx, "other", "b", time.Hour); err != nil {
		t.Errorf("another lock name: %v", err)
	}
	if err := st.AcquireLock(ctx, "import", "a", time.Hour); err != nil {
		t.Errorf("renewal by the holder: %v", err)
	}
	if err := st.ReleaseLock(ctx, "import", "b"); err != nil {
		t.Fatal(err)
	}
	if err := st.AcquireLock(ctx, "import", "b", time.Hour); err == nil {
		t.Error("a release by someone else freed the lock")
	}
	if err := st.ReleaseLock(ctx, "import", "a"); err != nil {
		t.Fatal(err)
	}
	// b takes it with a lease that has already run out, as if b had died.
	if err := st.AcquireLock(ctx, "import", "b", -time.Second); err != nil {
		t.Fatalf("after release: %v", err)
	}
	if err := st.AcquireLock(ctx, "import", "c", time.Hour); err != nil {
		t.Errorf("expired lock: %v, want it taken over", err)
	}
}

func testExport(t *testing.T, st directory.Store) {
	ctx := context.Background()
	byName := load(t, st)
	all := exported(t, st, directory.ExportQuery{})
	if len(all) != len(Fixture()) {
		t.Fatalf("export all: %d rows, want %d (listed or not)", len(all), len(Fixture()))
	}
	if !slices.IsSortedFunc(all, func(a, b directory.ExportRow) int { return int(a.ID - b.ID) }) {
		t.Error("export not in id order")
	}
	mueller := byName["Autowerkstatt Müller"]
	for _, r := range all {
		if r.ID != mueller.ID {
			continue
		}
		if r.Name != mueller.Name || r.URLSlug != mueller.URLSlug || r.Latitude == nil || *r.Latitude != 48.1351 ||
			r.PostalCode != "80331" || r.ReviewCount != 120 || !r.CreatedAt.Equal(mueller.CreatedAt) {
			t.Errorf("exported row differs from the stored business: %+v", r.Business)
		}
	}
	lo, hi := all[1].ID, all[3].ID
	if got := exportedNames(t, st, directory.ExportQuery{IDFrom: lo, IDTo: hi}); len(got) != 3 {
		t.Errorf("range %d–%d: %v, want 3 rows (inclusive)", lo, hi, got)
	}
	f := directory.ExportQuery{Filter: directory.AdminQuery{City: "münchen"}}
	var inMunich []string
	for _, r := range all {
		if r.City == "München" {
			inMunich = append(inMunich, r.Name)
		}
	}
	if got := exportedNames(t, st, f); len(got) < 2 || !slices.Equal(got, inMunich) {
		t.Errorf("city filter: %v, want %v", got, inMunich)
	}
	f = directory.ExportQuery{Filter: directory.AdminQuery{Search: "Müller"}}
	if got := exportedNames(t, st, f); !slices.Contains(got, "Autowerkstatt Müller") || slices.Contains(got, "Friseursalon Haarmonie") {
		t.Errorf("search filter: %v", got)
	}
	day := mueller.UpdatedAt.Truncate(24 * time.Hour)
	if got := exportedNames(t, st, directory.ExportQuery{ChangedFrom: day, ChangedTo: day.Add(24 * time.Hour)}); len(got) != len(all) {
		t.Errorf("today's changes: %d rows, want %d", len(got), len(all))
	}
	if got := exportedNames(t, st, directory.ExportQuery{ChangedFrom: day.Add(-48 * time.Hour), ChangedTo: day.Add(-24 * time.Hour)}); len(got) != 0 {
		t.Errorf("the day before yesterday: %v, want none", got)
	}
	stop := errors.New("stop")
	calls := 0
	err := st.ExportBusinesses(ctx, directory.ExportQuery{}, func(*directory.ExportRow) error { calls++; return stop })
	if !errors.Is(err, stop) || calls != 1 {
		t.Errorf("fn error: err %v after %d calls, want fn's error after 1", err, calls)
	}
}

func exported(t *testing.T, st directory.Store, q directory.ExportQuery) []directory.ExportRow {
	t.Helper()
	var out []directory.ExportRow
	err := st.ExportBusinesses(context.Background(), q, func(r *directory.ExportRow) error {
		c := *r
		if r.Latitude != nil {
			c.Latitude, c.Longitude = ptr(*r.Latitude), ptr(*r.Longitude)
		}
		out = append(out, c)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func exportedNames(t *testing.T, st directory.Store, q directory.ExportQuery) []string {
	t.Helper()
	var out []string
	for _, r := range exported(t, st, q) {
		out = append(out, r.Name)
	}
	return out
}
