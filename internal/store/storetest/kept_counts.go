package storetest

import (
	"context"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

// KeptCounts checks how long a store keeps the totals it counted for a
// place's list and search: a filter's total until a write through a store raises the data version,
// however the clock moves, and "Jetzt geöffnet"'s total only for the
// minute it was asked for. open opens the store with a clock; exec
// changes the database behind the store's back, which only the clock of
// the open filter, or a write through the store, makes it count again.
func KeptCounts(t *testing.T, open func(directory.Clock) directory.Store, exec func(stmts ...string)) {
	ctx := context.Background()
	now := tuesdayMorning
	st := open(func() time.Time { return now })
	defer st.Close()
	bs := filterFixture()
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	total := func(f directory.Filters) (list, search int) {
		t.Helper()
		_, list, err := st.CityBusinesses(ctx, "Berlin", directory.ListQuery{Page: 1, Limit: 10, Filters: f})
		if err != nil {
			t.Fatal(err)
		}
		res, err := st.Search(ctx, directory.SearchQuery{Location: "Berlin", Filters: f, Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		return list, res.Total
	}
	want := func(what string, f directory.Filters, n int) {
		t.Helper()
		if list, search := total(f); list != n || search != n {
			t.Errorf("%s: city list %d, search %d; want %d", what, list, search, n)
		}
	}
	website := directory.Filters{Website: true}
	want("with website", website, 2)                                                  // the café and the bakery
	want("open", directory.Filters{OpenAt: tuesdayMorning}, 3)                        // the café, the kiosk and the bakery
	exec(`UPDATE businesses SET listed = (1 = 0) WHERE name = 'Lokal Bäckerei Früh'`) // behind the store's back
	now = now.Add(5 * time.Minute)
	want("with website, five minutes on", website, 2)
	want("open a minute later", directory.Filters{OpenAt: tuesdayMorning.Add(time.Minute)}, 2)
	phone := "+49 30 1"
	if _, err := st.EditBusiness(ctx, bs[0].ID, directory.BusinessEdit{Phone: &phone}, "test"); err != nil {
		t.Fatal(err)
	}
	want("with website, after a write", website, 1)
}
