package sqlstore

// Tiers are the relevance tiers of a text search (directory/search.go) as
// an engine reads them: each tier's own hits in rank-key order, and the
// number of hits of a tier and every tier before it.
type Tiers struct {
	N     int
	Count func(t int) (int, error)                    // hits of tiers 0..t
	Page  func(t, limit, offset int) ([]int64, error) // ids of tier t alone, best first
}

// Walk reads one page tier by tier. Counting reads every hit where a page
// stops early, so it is left out where it can be: tier sizes only matter
// for pages after the first, and a first page that is not full is the
// whole result.
func (ts Tiers) Walk(limit, offset int) ([]int64, int, error) {
	const unknown = int(^uint(0) >> 1)
	sizes := make([]int, ts.N)
	for t := range sizes {
		sizes[t] = unknown
	}
	if offset > 0 {
		below := 0
		for t := range sizes {
			c, err := ts.Count(t)
			if err != nil {
				return nil, 0, err
			}
			sizes[t], below = c-below, c
		}
	}
	var ids []int64
	skip := offset
	for t := range sizes {
		if len(ids) == limit {
			break
		}
		if skip >= sizes[t] {
			skip -= sizes[t]
			continue
		}
		page, err := ts.Page(t, limit-len(ids), skip)
		if err != nil {
			return nil, 0, err
		}
		ids = append(ids, page...)
		skip = 0
	}
	switch {
	case offset > 0:
		total := 0
		for _, n := range sizes {
			total += n
		}
		return ids, total, nil
	case len(ids) < limit:
		return ids, len(ids), nil
	}
	total, err := ts.Count(ts.N - 1)
	return ids, total, err
}
