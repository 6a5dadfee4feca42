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
// to a business, with their distance (directory.Nearby).
func (s *Server) nearby(w http.ResponseWriter, r *http.Request) {
	b, err := s.listedBusinessOf(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	found, radius, err := directory.Nearby(r.Context(), s.store, b)
	if err != nil {
		writeError(w, r, err)
		return
	}
	ans := nearbyAnswer{Businesses: append([]directory.Business{}, found...), RadiusKm: radius}
	ans.Businesses = s.listRows(ans.Businesses)
	writeJSON(w, r, http.StatusOK, cacheList, ans)
}
