package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/jobs"
)

// validationStatus is the answer of GET /api/admin/validation-status
// (docs/jobs.md, "URL validation"): total, processed, valid, invalid,
// currentBusiness, isComplete, reportFile, and the job's id, state and
// report address.
type validationStatus struct {
	jobStatus
	Valid      int    `json:"valid"`
	Invalid    int    `json:"invalid"`
	ReportFile string `json:"reportFile"`
	ReportURL  string `json:"reportUrl"`
}

// photoStatus is the answer of GET /api/admin/photo-status.
type photoStatus struct {
	jobStatus
	Mirrored    int  `json:"mirrored"`
	Dropped     int  `json:"dropped"`
	PendingOnly bool `json:"pendingOnly"`
}

// jobStatus is what every job's status tells. isComplete is true once the
// job is done; a failed job says so in state and error.
type jobStatus struct {
	JobID           int64      `json:"jobId"`
	State           string     `json:"state"`
	Total           int        `json:"total"`
	Processed       int        `json:"processed"`
	CurrentBusiness string     `json:"currentBusiness"`
	IsComplete      bool       `json:"isComplete"`
	Error           string     `json:"error,omitempty"`
	StartedAt       *time.Time `json:"startedAt"`
	FinishedAt      *time.Time `json:"finishedAt"`
}

func jobStatusOf(j *directory.Job) jobStatus {
	st := jobStatus{JobID: j.ID, State: j.State, Total: j.Total, Processed: j.Processed, CurrentBusiness: j.CurrentItem,
		IsComplete: j.State == directory.JobDone, Error: j.Error}
	if !j.StartedAt.IsZero() {
		st.StartedAt = &j.StartedAt
	}
	if !j.FinishedAt.IsZero() {
		st.FinishedAt = &j.FinishedAt
	}
	return st
}

func toValidationStatus(j *directory.Job) any {
	v := &validationStatus{jobStatus: jobStatusOf(j), Valid: j.Counters["valid"], Invalid: j.Counters["invalid"], ReportFile: j.ReportFile}
	if j.ReportFile != "" {
		v.ReportURL = "/api/admin/jobs/" + strconv.FormatInt(j.ID, 10) + "/report"
	}
	return v
}

func toPhotoStatus(j *directory.Job) any {
	return &photoStatus{jobStatus: jobStatusOf(j), Mirrored: j.Counters["mirrored"], Dropped: j.Counters["dropped"],
		PendingOnly: j.Params != ""}
}

// startJob queues a job of a kind that runs once at a time, or finds the
// one already queued or running, and wakes this instance's runner.
// The status is 202 for a new job and 200 for the running one.
func (s *Server) startJob(w http.ResponseWriter, r *http.Request, kind, params string, total int) (*directory.Job, int, bool) {
	job, started, err := s.store.StartJob(r.Context(), kind, params, total, true)
	if err != nil {
		writeError(w, r, err)
		return nil, 0, false
	}
	if s.wakeJobs != nil {
		s.wakeJobs()
	}
	if started {
		s.log.Info("job started", "job", job.ID, "kind", kind, "total", total, "by", auditActor(r))
		return job, http.StatusAccepted, true
	}
	return job, http.StatusOK, true
}

// startJobAPI answers a start of a kind that runs once at a time: count
// gives the job's total, status its answer (202 for a new job, 200 with the
// one already queued or running).
func (s *Server) startJobAPI(kind string, count func(context.Context) (int, error), status func(*directory.Job) any) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		total, err := count(r.Context())
		if err != nil {
			writeError(w, r, err)
			return
		}
		if job, code, ok := s.startJob(w, r, kind, "", total); ok {
			writeJSON(w, r, code, "no-store", status(job))
		}
	}
}

// jobStatusAPI answers the newest job of a kind, or null when there was
// none (the validation page's waiting view).
func (s *Server) jobStatusAPI(kind string, status func(*directory.Job) any) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		job, err := s.store.LatestJob(r.Context(), kind)
		if err != nil {
			writeError(w, r, err)
			return
		}
		var v any // null
		if job != nil {
			v = status(job)
		}
		writeJSON(w, r, http.StatusOK, "no-store", v)
	}
}

// countPhotoWork counts every business with photos: the operator's refresh
// fetches them all again.
func (s *Server) countPhotoWork(ctx context.Context) (int, error) {
	return s.store.CountPhotoWork(ctx, false)
}

// jobReport sends a URL validation's report as a CSV download, made from
// the stored checks (jobs.WriteReport).
func (s *Server) jobReport(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		writeError(w, r, invalid("Geçersiz görev numarası."))
		return
	}
	job, err := s.store.Job(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if job.Kind != directory.JobValidateURLs || job.ReportFile == "" {
		writeError(w, r, directory.Errorf(directory.ENOTFOUND, "Bu görevin raporu yok."))
		return
	}
	csvDownload(w, job.ReportFile)
	if err := jobs.WriteReport(r.Context(), w, s.store, id); err != nil {
		s.log.Error("report failed", "job", id, "err", err)
		panic(http.ErrAbortHandler)
	}
}
