package httpapi

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/importer"
)

// recentImports is how many import jobs the dashboard lists at most.
const recentImports = 20

// importStatus is an import job as the dashboard shows it (docs/import.md):
// the file, rows read of the file's rows (total 0 until counted), the
// counts so far, and, in the answer of one job once it ended, the report:
// the ImportResult, complete when done, as far as committed when
// cancelled or failed.
type importStatus struct {
	JobID      int64            `json:"jobId"`
	State      string           `json:"state"`
	FileName   string           `json:"fileName"`
	Size       int64            `json:"size"`
	Waiting    bool             `json:"waiting"` // waiting for another import to end
	Total      int              `json:"total"`
	RowsRead   int              `json:"rowsRead"`
	Imported   int              `json:"imported"`
	Updated    int              `json:"updated"`
	Duplicates int              `json:"duplicates"`
	Errors     int              `json:"errors"`
	Error      string           `json:"error,omitempty"`
	CreatedAt  time.Time        `json:"createdAt"`
	StartedAt  *time.Time       `json:"startedAt"`
	FinishedAt *time.Time       `json:"finishedAt"`
	Result     *importer.Result `json:"result,omitempty"`
}

// importStatus describes job; withResult adds the committed report of an
// ended job.
func (s *Server) importStatus(ctx context.Context, job *directory.Job, withResult bool) *importStatus {
	p := importer.ParseJobParams(job.Params)
	c := job.Counters
	st := &importStatus{JobID: job.ID, State: job.State, FileName: p.Name, Size: p.Size, Waiting: c[importer.CounterWaiting] == 1 && job.State == directory.JobRunning,
		Total: job.Total, RowsRead: job.Processed, Imported: c[importer.CounterImported], Updated: c[importer.CounterUpdated],
		Duplicates: c[importer.CounterDuplicates], Errors: c[importer.CounterErrors], CreatedAt: job.CreatedAt}
	if job.Error != "" {
		st.Error = directory.ErrorMessage(jobFailure(job))
	}
	if !job.StartedAt.IsZero() {
		st.StartedAt = &job.StartedAt
	}
	if !job.FinishedAt.IsZero() {
		st.FinishedAt = &job.FinishedAt
	}
	if withResult && job.Ended() {
		state, err := importer.ReadJobState(ctx, s.store, job.ID)
		if err != nil {
			s.log.Warn("import report not read", "job", job.ID, "err", err)
		} else if state != nil {
			st.Result = state.Result
		}
	}
	return st
}

// importJobs answers GET /api/admin/import-jobs: the queued and running
// imports and the latest ended ones, newest first, without their reports.
func (s *Server) importJobs(w http.ResponseWriter, r *http.Request) {
	list, err := s.store.RecentJobs(r.Context(), directory.JobImport, recentImports)
	if err != nil {
		writeError(w, r, err)
		return
	}
	out := make([]*importStatus, len(list))
	for i, j := range list {
		out[i] = s.importStatus(r.Context(), j, false)
	}
	writeJSON(w, r, http.StatusOK, "no-store", map[string]any{"jobs": out})
}

// importJob answers GET /api/admin/import-jobs/{id}, with the report once
// the job has ended.
func (s *Server) importJob(w http.ResponseWriter, r *http.Request) {
	job, ok := s.importJobOf(w, r)
	if ok {
		writeJSON(w, r, http.StatusOK, "no-store", s.importStatus(r.Context(), job, true))
	}
}

// cancelImportJob answers POST /api/admin/import-jobs/{id}/cancel: a queued
// job never starts and its upload is removed; a running one stops at its
// next batch, and the rows it committed stay (its report says how many).
func (s *Server) cancelImportJob(w http.ResponseWriter, r *http.Request) {
	job, ok := s.importJobOf(w, r)
	if !ok {
		return
	}
	job, err := s.store.CancelJob(r.Context(), job.ID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if job.StartedAt.IsZero() { // never claimed: no runner has the file open
		os.Remove(filepath.Join(s.importDir, filepath.Base(importer.ParseJobParams(job.Params).File)))
	}
	s.log.Info("import cancelled", "job", job.ID, "rows", job.Processed, "by", auditActor(r))
	writeJSON(w, r, http.StatusOK, "no-store", s.importStatus(r.Context(), job, true))
}

// importJobOf reads the import job the path names, or answers the error.
func (s *Server) importJobOf(w http.ResponseWriter, r *http.Request) (*directory.Job, bool) {
	id, err := strconv.ParseInt(strings.TrimSpace(r.PathValue("id")), 10, 64)
	if err != nil || id <= 0 {
		writeError(w, r, invalid("Geçersiz görev numarası."))
		return nil, false
	}
	job, err := s.store.Job(r.Context(), id)
	if err == nil && job.Kind != directory.JobImport {
		err = directory.Errorf(directory.ENOTFOUND, "İçe aktarma görevi %d bulunamadı.", id)
	}
	if err != nil {
		writeError(w, r, err)
		return nil, false
	}
	return job, true
}
