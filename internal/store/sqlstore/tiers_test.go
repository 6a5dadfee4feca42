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

// rankedHit is a hit of a fake search: its id, tier and rank.
type rankedHit struct {
	id         int64
	tier, rank int
}

// interleaved returns the hits of tiers of the given sizes in rank order,
// which interleaves the tiers: hit k of tier t has rank k*10+t. Ids are
// numbered tier by tier, in rank order within one (as fakeTiers numbers them).
func interleaved(sizes []int) []rankedHit {
	var hits []rankedHit
	id := int64(0)
	for tier, size := range sizes {
		for k := range size {
			id++
			hits = append(hits, rankedHit{id, tier, k*10 + tier})
		}
	}
	slices.SortFunc(hits, func(a, b rankedHit) int { return a.rank - b.rank })
	return hits
}

// walkPage walks one page of limit at offset and wants the ids offset+1…
// of total: ids are numbered tier by tier, in rank order within one.
func walkPage(t *testing.T, ts Tiers, sizes []int, limit, offset, total int) {
	t.Helper()
	ids, got, err := ts.Walk(limit, offset)
	if err != nil {
		t.Fatal(err)
	}
	var want []int64
	for i := offset; i < min(offset+limit, total); i++ {
		want = append(want, int64(i+1))
	}
	if !slices.Equal(ids, want) || got != total {
		t.Errorf("sizes %v limit %d offset %d = %v of %d, want %v of %d", sizes, limit, offset, ids, got, want, total)
	}
}

// TestTiersGraded: with All and Grade, the last page of a search of at most
// fewHits hits is read at once and ordered by tier, then rank, as the walk
// would; other pages walk the tiers.
func TestTiersGraded(t *testing.T) {
	for _, sizes := range [][]int{{3, 0, 5}, {0, 0, 0}, {2, 2, 2, 2, 2, 2}, {0, 7, 0, 1}, {30, 40, 30}, {60, 0, 41}} {
		var counted []int
		ts := fakeTiers(sizes, directory.MaxCountedTotal, &counted)
		hits := interleaved(sizes)
		allCalled := false
		ts.All = func(limit int) ([]int64, error) {
			allCalled = true
			var ids []int64
			for _, h := range hits[:min(limit, len(hits))] {
				ids = append(ids, h.id)
			}
			return ids, nil
		}
		ts.Grade = func(ids []int64) ([]int, error) {
			out := make([]int, len(ids))
			for i, id := range ids {
				out[i] = hits[slices.IndexFunc(hits, func(h rankedHit) bool { return h.id == id })].tier
			}
			return out, nil
		}
		total := len(hits)
		for limit := 1; limit <= 30; limit += 7 {
			for offset := 0; offset <= total+2; offset += 5 {
				allCalled = false
				walkPage(t, ts, sizes, limit, offset, total)
				if last := total <= min(offset+limit, fewHits); allCalled != last {
					t.Errorf("sizes %v limit %d offset %d: %d hits read at once: %t, want %t", sizes, limit, offset, total, allCalled, last)
				}
			}
		}
	}
}

// TestTiersGradedUnplaced: a hit that Grade cannot place (-1) comes after
// every tier instead of before them.
func TestTiersGradedUnplaced(t *testing.T) {
	var counted []int
	ts := fakeTiers([]int{3}, directory.MaxCountedTotal, &counted)
	ts.All = func(int) ([]int64, error) { return []int64{1, 2, 3}, nil }
	ts.Grade = func([]int64) ([]int, error) { return []int{-1, 2, 0}, nil }
	ids, total, err := ts.Walk(10, 0)
	if err != nil || !slices.Equal(ids, []int64{3, 2, 1}) || total != 3 {
		t.Errorf("Walk = %v of %d (%v), want [3 2 1] of 3", ids, total, err)
	}
}

// TestTiersIncluding: with Including, a first page reads the tiers after the
// first through it and gets the same pages as through Page, also when the
// hits of the tiers before rank ahead of a tier's own; later pages use Page.
func TestTiersIncluding(t *testing.T) {
	for _, sizes := range [][]int{{3, 0, 5}, {0, 0, 0}, {2, 2, 2, 2, 2, 2}, {0, 7, 0, 1}, {30, 40, 30}, {1, 20, 3}} {
		var counted []int
		ts := fakeTiers(sizes, directory.MaxCountedTotal, &counted)
		hits := interleaved(sizes)
		ts.Including = func(t, limit int) ([]int64, error) {
			var ids []int64
			for _, h := range hits {
				if h.tier <= t && len(ids) < limit {
					ids = append(ids, h.id)
				}
			}
			return ids, nil
		}
		page := ts.Page
		var pagedAfterFirst bool
		ts.Page = func(t, limit, offset int) ([]int64, error) {
			pagedAfterFirst = pagedAfterFirst || t > 0
			return page(t, limit, offset)
		}
		total := len(hits)
		for limit := 1; limit <= 30; limit += 3 {
			for offset := 0; offset <= total+2; offset += 2 {
				pagedAfterFirst = false
				walkPage(t, ts, sizes, limit, offset, total)
				if offset == 0 && pagedAfterFirst {
					t.Errorf("sizes %v limit %d: a first page asked Page for a tier after the first", sizes, limit)
				}
			}
		}
	}
}
