package httpapi

import (
	"net/http"
	"slices"

	"branchenbuch/internal/directory"
)

// queuePageSize is the page size of the work queue and the audit log, as of
// the panel's business table (docs/pages.md, "The operator panel").
const queuePageSize = 20

// submissionPage is the answer of GET /api/admin/submissions.
type submissionPage struct {
	Submissions []directory.Submission `json:"submissions"`
	Total       int                    `json:"total"`
	Page        int                    `json:"page"`
	TotalPages  int                    `json:"totalPages"`
}

func (s *Server) listSubmissions(w http.ResponseWriter, r *http.Request) {
	q := newQuery(r)
	status := q.status(directory.SubmissionPending, directory.SubmissionApproved, directory.SubmissionRejected)
	page := q.integer("page", 1, 1, maxPage)
	if q.err != nil {
		writeError(w, r, q.err)
		return
	}
	subs, total, err := s.store.Submissions(r.Context(), status, page, queuePageSize)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, "", submissionPage{subs, total, page, totalPages(total, queuePageSize)})
}

// approveSubmission lists a submitted business; the answer carries the
// decided submission and the new business in its full shape.
func (s *Server) approveSubmission(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	sub, b, err := s.store.ApproveSubmission(r.Context(), id, auditActor(r))
	if err != nil {
		writeError(w, r, err)
		return
	}
	b.ComputeOpenNow(s.now())
	writeJSON(w, r, http.StatusOK, "", map[string]any{"submission": sub, "business": withHidden{b, b.Hidden}})
}

func (s *Server) rejectSubmission(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	sub, err := s.store.RejectSubmission(r.Context(), id, auditActor(r))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, "", map[string]any{"submission": sub})
}

// messagePage is the answer of GET /api/admin/messages.
type messagePage struct {
	Messages   []directory.ContactMessage `json:"messages"`
	Total      int                        `json:"total"`
	Page       int                        `json:"page"`
	TotalPages int                        `json:"totalPages"`
}

func (s *Server) listMessages(w http.ResponseWriter, r *http.Request) {
	q := newQuery(r)
	status := q.status(directory.MessageOpen, directory.MessageDone)
	page := q.integer("page", 1, 1, maxPage)
	if q.err != nil {
		writeError(w, r, q.err)
		return
	}
	ms, total, err := s.store.Messages(r.Context(), status, page, queuePageSize)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, "", messagePage{ms, total, page, totalPages(total, queuePageSize)})
}

func (s *Server) messageDone(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	m, err := s.store.MarkMessageDone(r.Context(), id, auditActor(r))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, "", map[string]any{"message": m})
}

// status reads the status filter of a queue list: one of statuses, the
// first when absent, or "all" (returned as "", no filter).
func (q *query) status(statuses ...string) string {
	v := q.text("status")
	switch {
	case v == "":
		return statuses[0]
	case v == "all":
		return ""
	case slices.Contains(statuses, v):
		return v
	}
	q.fail(invalid("Unbekannter Status %q (erlaubt: %s, all).", v, joinComma(statuses)))
	return ""
}
