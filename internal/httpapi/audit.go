package httpapi

import (
	"net/http"

	"branchenbuch/internal/directory"
)

// auditPage is the answer of GET /api/admin/audit.
type auditPage struct {
	Entries    []directory.AuditEntry `json:"entries"`
	Total      int                    `json:"total"`
	Page       int                    `json:"page"`
	TotalPages int                    `json:"totalPages"`
}

func (s *Server) auditLog(w http.ResponseWriter, r *http.Request) {
	q := newQuery(r)
	page := q.integer("page", 1, 1, maxPage)
	if q.err != nil {
		writeError(w, r, q.err)
		return
	}
	es, total, err := s.store.AuditLog(r.Context(), page, queuePageSize)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, "", auditPage{es, total, page, totalPages(total, queuePageSize)})
}

// auditActor names the operator of a request for the audit log: one shared
// password means no user names, so the client address and the start of the
// session id tell sessions apart (never the whole id: it is the credential).
func auditActor(r *http.Request) string {
	a, ok := adminFrom(r.Context())
	if !ok {
		return "operator" // s.admin always sets it; this only keeps a wiring mistake from panicking
	}
	return "operator@" + a.ClientIP + " session " + shortID(a.ID)
}
