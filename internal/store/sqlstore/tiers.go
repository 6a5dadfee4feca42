package sqlstore

import (
	"cmp"
	"math"
	"slices"

	"branchenbuch/internal/directory"
)

// Tiers are the relevance tiers of a text search (directory/search.go) as
// an engine reads them: each tier's own hits in rank-key order, and the
// number of hits of a tier and every tier before it (counted up to
// directory.MaxCountedTotal+1).
type Tiers struct {
	N     int
	Count func(t int) (int, error)                    // hits of tiers 0..t
	Page  func(t, limit, offset int) ([]int64, error) // ids of tier t alone, best first
	// Memo, when set, keeps counts across searches (TextSearch.Memo).
	Memo func(t int, count func() (int, error)) (int, error)
	// All and Grade, when both are set, read the last page of a search of
	// at most fewHits hits at once: All returns the hits of every tier (at
	// most limit of them) in rank-key order, and Grade the tier of each
	// (TextSearch.Grade).
	All   func(limit int) ([]int64, error)
	Grade func(ids []int64) ([]int, error)
	// Including, when set, returns the first limit hits of tiers 0..t in
	// rank-key order. A first page reads a tier after the first with it,
	// leaving out the hits of the tiers before, which the page holds
	// already: cheaper than Page, which asks the index to leave them out
	// (FTS5 then walks the tiers before again; docs/benchmarks.md, "At
	// scale, eleventh round").
	Including func(t, limit int) ([]int64, error)
}

// fewHits is the most hits that Walk grades in Go instead of asking the
// index once per tier. A last page asks every tier, each a pass over the
// words' posting lists: one pass and reading the hits' words costs less. A
// page that the first tiers fill is cheaper walked (docs/benchmarks.md, "At
// scale, seventh round").
const fewHits = 100

// count counts tiers 0..t, through Memo when there is one.
func (ts Tiers) count(t int) (int, error) {
	if ts.Memo == nil {
		return ts.Count(t)
	}
	return ts.Memo(t, func() (int, error) { return ts.Count(t) })
}

// Walk reads one page tier by tier. Counting reads every hit where a page
// stops early, so it counts only what it needs: the tiers that a later
// page skips, and the total when the page is full. With All and Grade it
// counts the total first: a last page of few hits is read at once (graded).
func (ts Tiers) Walk(limit, offset int) ([]int64, int, error) {
	counts := make([]int, ts.N)
	count := func(t int) (int, error) {
		if counts[t] == 0 {
			c, err := ts.count(t)
			counts[t] = c + 1 // 0 is "not counted yet"
			if err != nil {
				return 0, err
			}
		}
		return counts[t] - 1, nil
	}
	if ts.All != nil && ts.Grade != nil {
		n, err := count(ts.N - 1)
		if err != nil {
			return nil, 0, err
		}
		if n <= min(offset+limit, fewHits) && limit > 0 { // the last page
			return ts.graded(n, limit, offset)
		}
	}
	var ids []int64
	skip, below := offset, 0 // below: the hits of the tiers before t
	if offset > directory.MaxCountedTotal {
		skip = 0 // no pages there: counts stop at the cap
		limit = 0
	}
	for t := 0; t < ts.N && len(ids) < limit; t++ {
		if skip > 0 {
			c, err := count(t)
			if err != nil {
				return nil, 0, err
			}
			// A tier counted to the cap holds more than the offset.
			if size := c - below; skip >= size && c <= directory.MaxCountedTotal {
				skip, below = skip-size, c
				continue
			}
		}
		var page []int64
		var err error
		if t > 0 && offset == 0 && ts.Including != nil {
			page, err = ts.after(t, limit, ids) // the tiers before t are all in ids
		} else {
			page, err = ts.Page(t, limit-len(ids), skip)
		}
		if err != nil {
			return nil, 0, err
		}
		ids = append(ids, page...)
		skip = 0
	}
	if len(ids) < limit && (len(ids) > 0 || offset == 0) && limit > 0 {
		return ids, min(offset+len(ids), directory.MaxCountedTotal+1), nil // the last page
	}
	total, err := count(ts.N - 1)
	return ids, total, err
}

// after returns tier t's own hits for a page of limit that holds every hit
// of the tiers before it (seen): the hits of tiers 0..t that it does not
// hold, up to the page's end. At most len(seen) of the first limit hits
// are seen ones, so those limit hits hold every new hit the page takes.
func (ts Tiers) after(t, limit int, seen []int64) ([]int64, error) {
	hits, err := ts.Including(t, limit)
	if err != nil {
		return nil, err
	}
	known := make(map[int64]bool, len(seen))
	for _, id := range seen {
		known[id] = true
	}
	fresh := hits[:0]
	for _, id := range hits {
		if !known[id] {
			fresh = append(fresh, id)
		}
	}
	return fresh[:min(len(fresh), limit-len(seen))], nil
}

// graded reads the n hits of every tier at once (All), orders them by their
// tier (Grade), keeping rank-key order within one, and returns the page.
func (ts Tiers) graded(n, limit, offset int) ([]int64, int, error) {
	ids, err := ts.All(n)
	if err != nil {
		return nil, 0, err
	}
	tiers, err := ts.Grade(ids)
	if err != nil {
		return nil, 0, err
	}
	type hit struct {
		id   int64
		tier int
	}
	hits := make([]hit, len(ids))
	for i, id := range ids {
		hits[i] = hit{id, tiers[i]}
		if tiers[i] < 0 { // the index and directory.TextQuery.Tier disagree on a word: after every tier
			hits[i].tier = math.MaxInt
		}
	}
	slices.SortStableFunc(hits, func(a, b hit) int { return cmp.Compare(a.tier, b.tier) })
	var page []int64
	for _, h := range hits[min(offset, len(hits)):min(offset+limit, len(hits))] {
		page = append(page, h.id)
	}
	return page, len(hits), nil
}
