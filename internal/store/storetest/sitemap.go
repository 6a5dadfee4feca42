package storetest

import (
	"context"
	"slices"
	"testing"

	"branchenbuch/internal/directory"
)

// testBusinessURLs pages the listed businesses the way the sitemaps do: by
// id, continuing after the last id, or skipping to where a file starts.
func testBusinessURLs(t *testing.T, st directory.Store) {
	ctx := context.Background()
	byName := load(t, st)
	var want []directory.BusinessURL
	for _, b := range byName {
		if b.Listed() {
			want = append(want, directory.BusinessURL{ID: b.ID, URLSlug: b.URLSlug, UpdatedAt: b.UpdatedAt})
		}
	}
	slices.SortFunc(want, func(a, b directory.BusinessURL) int { return int(a.ID - b.ID) })
	if len(want) != 10 {
		t.Fatalf("fixture has %d listed businesses, want 10", len(want))
	}

	var got []directory.BusinessURL
	after := int64(0)
	for range 10 {
		page, err := st.BusinessURLs(ctx, after, 0, 3)
		if err != nil {
			t.Fatal(err)
		}
		if len(page) == 0 {
			break
		}
		got = append(got, page...)
		after = page[len(page)-1].ID
	}
	if !sameURLs(got, want) {
		t.Errorf("paged by 3 = %v\nwant         %v", got, want)
	}

	cases := []struct {
		name         string
		after        int64
		skip, limit  int
		wantFrom, to int // want[wantFrom:to]
	}{
		{"skip to a file start", 0, 4, 3, 4, 7},
		{"skip after an id", want[2].ID, 2, 100, 5, 10},
		{"skip past the end", 0, 10, 5, 10, 10},
		{"after the last id", want[9].ID, 0, 5, 10, 10},
	}
	for _, tc := range cases {
		page, err := st.BusinessURLs(ctx, tc.after, tc.skip, tc.limit)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !sameURLs(page, want[tc.wantFrom:tc.to]) {
			t.Errorf("%s = %v, want %v", tc.name, page, want[tc.wantFrom:tc.to])
		}
	}

	// A business that closes for good leaves the sitemap with its next update.
	closing := Fixture()[0]
	closing.BusinessStatus = directory.StatusClosedPermanently
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{closing}); err != nil {
		t.Fatal(err)
	}
	all, err := st.BusinessURLs(ctx, 0, 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 9 || slices.ContainsFunc(all, func(u directory.BusinessURL) bool { return u.ID == closing.ID }) {
		t.Errorf("after closing %q: %d urls (%v), want 9 without it", closing.Name, len(all), all)
	}
}

// sameURLs compares ids, slugs and update times (as instants).
func sameURLs(a, b []directory.BusinessURL) bool {
	return slices.EqualFunc(a, b, func(x, y directory.BusinessURL) bool {
		return x.ID == y.ID && x.URLSlug == y.URLSlug && x.UpdatedAt.Equal(y.UpdatedAt)
	})
}
