package httpapi

import (
	"context"

	"branchenbuch/internal/directory"
)

// widen answers a first page of text and place that found less than a page
// with the place's surroundings: the smallest circle of
// directory.WideningRadii that holds a page, else the widest, when it holds
// more than the place itself, nearest first (one store search, WidenKm). The visitor learns that from
// WidenedKm and PlaceTotal; a later page asks with that radius. A filtered
// search is not widened: the visitor narrowed it on purpose (the empty
// list offers to reset the filters), and a circle search checks every
// business of the country that has the words, which a filter that most
// of them fail makes slow.
func (s *Server) widen(ctx context.Context, q directory.SearchQuery, res *directory.SearchResult) (*directory.SearchResult, error) {
	if q.Text == "" || q.Location == "" || q.RadiusKm > 0 || q.Offset > 0 || res.Total >= q.Limit || q.Filters.Any() {
		return res, nil
	}
	center, ok := s.geocode(q.Location)
	if !ok {
		return res, nil
	}
	wq := q
	wq.Center, wq.WidenKm = &center, directory.WideningRadii
	wide, err := s.store.Search(ctx, wq)
	if err != nil || wide.Total <= res.Total {
		return res, err
	}
	placeTotal := res.Total
	wide.PlaceTotal = &placeTotal
	return wide, nil
}
