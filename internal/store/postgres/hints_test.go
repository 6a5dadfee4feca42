package postgres_test

import (
	"context"
	"slices"
	"testing"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/storetest"
)

// TestWalkHintsKeepPages: a text search's walks are sized from what earlier
// walks of the same tiers found (sqlstore.WalkDensity), which must change
// their cost only. Every page of a store that has walked the search
// before equals the page of a store that has not.
func TestWalkHintsKeepPages(t *testing.T) {
	url := storetest.FreshPostgresSchema(t)
	st := opener(t, url)()
	t.Cleanup(func() { st.Close() })
	ctx := context.Background()
	if err := st.BulkLoad(ctx, func(ctx context.Context) error { return demo.Load(ctx, st, 4000, 1, nil) }); err != nil {
		t.Fatal(err)
	}
	for _, word := range []string{"Werkstatt", "Elektriker", "Bäckerei", "Zahnarzt", "Frise", "Schmidt"} {
		for _, offset := range []int{0, 24, 48, 96} {
			q := directory.SearchQuery{Text: word, Limit: 24, Offset: offset}
			fresh := opener(t, url)()
			want, err := fresh.Search(ctx, q)
			fresh.Close()
			if err != nil {
				t.Fatal(err)
			}
			for range 2 { // st has walked this search's tiers before (the first time: its other pages)
				got, err := st.Search(ctx, q)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(ids(got), ids(want)) || got.Total != want.Total {
					t.Errorf("%q at %d: %v of %d, want %v of %d", word, offset, ids(got), got.Total, ids(want), want.Total)
				}
			}
		}
	}
}

func ids(r *directory.SearchResult) []int64 {
	out := make([]int64, len(r.Businesses))
	for i, b := range r.Businesses {
		out[i] = b.ID
	}
	return out
}
