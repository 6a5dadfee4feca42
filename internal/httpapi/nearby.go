package httpapi

import (
	"net/http"

	"branchenbuch/internal/directory"
)

// nearbyAnswer is the answer of GET /api/businesses/{id}/nearby.
type nearbyAnswer struct {
	Businesses []directory.Business `json:"businesses"`
	RadiusKm   float64              `json:"radiusKm"` // the radius the businesses were found in; 0 when none
}

// nearby answers up to six listed businesses of the same category nearest
// to a business, with their distance, looking in widening circles so that a
// dense city costs a small box. A business without coordinates has none.
func (s *Server) nearby(w http.ResponseWriter, r *http.Request) {
	b, err := s.listedBusinessOf(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	ans := nearbyAnswer{Businesses: []directory.Business{}}
	if b.Latitude != nil && b.Longitude != nil {
		center := directory.Point{Lat: *b.Latitude, Lng: *b.Longitude}
		for _, radius := range directory.WideningRadii {
			// One more than shown: the business itself is in its own circle.
			res, err := s.store.Search(r.Context(), directory.SearchQuery{Category: b.CategorySlug, Center: &center,
				RadiusKm: radius, Limit: directory.NearbyLimit + 1})
			if err != nil {
				writeError(w, r, err)
				return
			}
			ans.Businesses, ans.RadiusKm = others(res.Businesses, b.ID), radius
			if len(ans.Businesses) >= directory.NearbyLimit {
				break
			}
		}
		ans.Businesses = ans.Businesses[:min(len(ans.Businesses), directory.NearbyLimit)]
		if len(ans.Businesses) == 0 {
			ans.RadiusKm = 0
		}
	}
	ans.Businesses = s.listRows(ans.Businesses)
	writeJSON(w, r, http.StatusOK, cacheList, ans)
}

// others is bs without the business with the id.
func others(bs []directory.Business, id int64) []directory.Business {
	out := bs[:0]
	for _, b := range bs {
		if b.ID != id {
			out = append(out, b)
		}
	}
	return out
}
