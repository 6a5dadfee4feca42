package httpapi

import (
	"net/http"

	"branchenbuch/internal/directory"
)

// maxEditBody bounds PATCH /api/admin/businesses/{id}: three short texts and a flag.
const maxEditBody = 16 << 10

// editBusiness changes a business's contact fields or hides it from the
// storefront (and its counts) and shows it again. The answer is the stored
// business in its full shape, hidden or not.
func (s *Server) editBusiness(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	var e directory.BusinessEdit
	if err := decodeStrict(w, r, maxEditBody, &e); err != nil {
		writeError(w, r, err)
		return
	}
	if err := e.Validate(); err != nil {
		writeError(w, r, err)
		return
	}
	b, err := s.store.EditBusiness(r.Context(), id, e, auditActor(r))
	if err != nil {
		writeError(w, r, err)
		return
	}
	b.ComputeOpenNow(s.now())
	writeJSON(w, r, http.StatusOK, "", withHidden{b, b.Hidden})
}

// withHidden is a business as the panel gets it: the storefront shape leaves
// "hidden" out when false, the panel needs it either way to show the toggle.
type withHidden struct {
	*directory.Business
	Hidden bool `json:"hidden"`
}
