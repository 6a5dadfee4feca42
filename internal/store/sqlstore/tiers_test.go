package sqlstore

import (
	"slices"
	"testing"

	"branchenbuch/internal/directory"
)

// fakeTiers are tiers of the given sizes; hits are numbered in order, and
// counts stop at capAt+1 like the engines' (directory.MaxCountedTotal).
func fakeTiers(sizes []int, capAt int, counted *[]int) Tiers {
	var all [][]int64
	n := int64(0)
	for _, size := range sizes {
		var tier []int64
		for range size {
			n++
			tier = append(tier, n)
		}
		all = append(all, tier)
	}
	return Tiers{
		N: len(sizes),
		Count: func(t int) (int, error) {
			*counted = append(*counted, t)
			c := 0
			for _, tier := range all[:t+1] {
				c += len(tier)
			}
			return min(c, capAt+1), nil
		},
		Page: func(t, limit, offset int) ([]int64, error) {
			tier := all[t]
			return tier[min(offset, len(tier)):min(offset+limit, len(tier))], nil
		},
	}
}

func TestTiersWalk(t *testing.T) {
	for _, sizes := range [][]int{{3, 0, 5}, {0, 0, 0}, {10}, {2, 2, 2, 2, 2, 2}, {0, 7, 0, 1}, {30, 40, 50}} {
		var want []int64
		total := 0
		for _, s := range sizes {
			total += s
		}
		for i := range total {
			want = append(want, int64(i+1))
		}
		const capAt = directory.MaxCountedTotal // above every total here: exact
		for limit := 1; limit <= 12; limit++ {
			for offset := 0; offset <= total+2; offset++ {
				var counted []int
				ids, got, err := fakeTiers(sizes, capAt, &counted).Walk(limit, offset)
				if err != nil {
					t.Fatal(err)
				}
				wantPage := want[min(offset, total):min(offset+limit, total)]
				if !slices.Equal(ids, wantPage) || got != total {
					t.Errorf("sizes %v limit %d offset %d = %v of %d, want %v of %d", sizes, limit, offset, ids, got, wantPage, total)
				}
				if offset == 0 && len(ids) < limit && len(counted) > 0 {
					t.Errorf("sizes %v limit %d: a first page that is the whole result counted %v", sizes, limit, counted)
				}
				if offset == 0 && len(ids) == limit && !slices.Equal(counted, []int{len(sizes) - 1}) {
					t.Errorf("sizes %v limit %d: a full first page counted %v, want only the total", sizes, limit, counted)
				}
			}
		}
	}
}

// TestTiersWalkCapped: with more hits than are counted, pages up to the
// cap are exact and the total says "more".
func TestTiersWalkCapped(t *testing.T) {
	sizes, capAt := []int{300, 800, 500}, directory.MaxCountedTotal
	for _, c := range []struct {
		limit, offset int
		first, n      int64 // first id and length of the page
	}{
		{10, 0, 1, 10}, {10, 295, 296, 10}, {10, 990, 991, 10}, {10, 1000, 1001, 10}, {10, 1001, 0, 0}, {10, 5000, 0, 0},
	} {
		var counted []int
		ids, total, err := fakeTiers(sizes, capAt, &counted).Walk(c.limit, c.offset)
		if err != nil {
			t.Fatal(err)
		}
		if total != capAt+1 || int64(len(ids)) != c.n || (c.n > 0 && ids[0] != c.first) {
			t.Errorf("limit %d offset %d = %v of %d, want %d ids from %d of %d", c.limit, c.offset, ids, total, c.n, c.first, capAt+1)
		}
	}
}
