package httpapi

import (
	"branchenbuch/internal/directory"
)

// widen lets a first page of text and place that finds less than a page
// answer with the place's surroundings: the smallest circle of
// directory.WideningRadii that holds a page, else the widest, when it holds
// more than the place itself, nearest first (one store search, WidenKm with
// the Location). The visitor learns that from WidenedKm and PlaceTotal; a
// later page asks with that radius. A filtered search is not widened: the
// visitor narrowed it on purpose (the empty list offers to reset the
// filters), and a circle search checks every business of the country that
// has the words, which a filter that most of them fail makes slow.
func (s *Server) widen(q *directory.SearchQuery) {
	if q.Text == "" || q.Location == "" || q.RadiusKm > 0 || q.Offset > 0 || q.Filters.Any() {
		return
	}
	if q.Center == nil {
		center, ok := s.geocode(q.Location)
		if !ok {
			return
		}
		q.Center = &center
	}
	q.WidenKm = directory.WideningRadii
}
