package importer

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"sync/atomic"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/jobs"
)

// JobParams are the parameters of an import job (docs/import.md).
type JobParams struct {
	File string `json:"file"` // the upload's name in the upload directory
	Name string `json:"name"` // the name the browser gave it; its extension decides the format
	Size int64  `json:"size"` // bytes
}

// Encode returns p as the job's parameters.
func (p JobParams) Encode() string {
	b, _ := json.Marshal(p)
	return string(b)
}

// ParseJobParams reads an import job's parameters.
func ParseJobParams(s string) JobParams {
	var p JobParams
	_ = json.Unmarshal([]byte(s), &p) // written by Encode
	return p
}

// JobState is what an import job commits with each batch (the jobs table's
// result): the report so far, whether the job loads an empty directory in
// bulk (a runner that takes it over does the same), and when its import
// began (after waiting for the lock), for the report's duration.
type JobState struct {
	Result    *Result `json:"result"`
	Bulk      bool    `json:"bulk,omitempty"`
	StartedMs int64   `json:"startedMs,omitempty"`
}

// ReadJobState returns the state an import job committed last, or nil.
func ReadJobState(ctx context.Context, st directory.ImportJobStore, id int64) (*JobState, error) {
	s, err := st.JobResult(ctx, id)
	if err != nil || s == "" {
		return nil, err
	}
	var js JobState
	if err := json.Unmarshal([]byte(s), &js); err != nil {
		return nil, fmt.Errorf("import job %d state: %w", id, err)
	}
	return &js, nil
}

// Counters of an import job as the dashboard reads them; the job's
// Processed is the rows read, Total the rows of the file (0 until counted).
const (
	CounterImported   = "imported"
	CounterUpdated    = "updated"
	CounterDuplicates = "duplicates"
	CounterErrors     = "errors"
	CounterWaiting    = "waiting" // 1 while the job waits for the import lock
)

// JobHandler is the handler of directory.JobImport: it imports the upload
// named by the job's parameters from dir under the import lock (waiting for
// it while another import runs), committing each batch with the job's
// cursor and report, and continuing after the cursor when it took the job
// over. The upload is removed when the job ends.
func JobHandler(st directory.Store, dir string) jobs.Handler {
	return func(ctx context.Context, run *jobs.Run) (string, error) {
		job := run.Job()
		params := ParseJobParams(job.Params)
		path := filepath.Join(dir, filepath.Base(params.File))
		Sweep(ctx, st, dir, SweepAge)
		state, err := ReadJobState(ctx, st, job.ID)
		if err != nil {
			return "", err
		}
		if state != nil && state.Result.Success { // finished before its runner ended
			os.Remove(path)
			return "", nil
		}
		waited := false
		waiting := func() error {
			if waited {
				return nil
			}
			waited = true
			p := job.JobProgress
			p.Counters = maps.Clone(job.Counters) // a job taken over keeps its counts meanwhile
			if p.Counters == nil {
				p.Counters = map[string]int{}
			}
			p.Counters[CounterWaiting] = 1
			return run.Commit(p, func(owner string, ttl time.Duration) error {
				return st.SaveJobProgress(ctx, job.ID, owner, ttl, p)
			})
		}
		err = holdLock(ctx, st, waiting, func(ctx context.Context) error {
			if waited || job.Counters[CounterWaiting] == 1 { // no longer waiting: say so before the first batch
				p := job.JobProgress
				p.Counters = maps.Clone(job.Counters)
				delete(p.Counters, CounterWaiting)
				if err := run.Commit(p, func(owner string, ttl time.Duration) error {
					return st.SaveJobProgress(ctx, job.ID, owner, ttl, p)
				}); err != nil {
					return err
				}
			}
			return runJob(ctx, st, run, path, params.Name, state)
		})
		if err == nil {
			os.Remove(path)
			return "", nil
		}
		if j, jerr := st.Job(context.WithoutCancel(ctx), job.ID); jerr == nil && j.State == directory.JobCancelled {
			os.Remove(path) // what was committed before the cancel stays (docs/import.md)
			return "", err
		}
		if ctx.Err() != nil || directory.ErrorCode(err) == directory.ECONFLICT {
			return "", err // shutdown, or taken over: the file stays for the runner that continues
		}
		os.Remove(path)
		return "", jobError(err)
	}
}

// runJob imports the file, continuing after the job's cursor.
func runJob(ctx context.Context, st directory.Store, run *jobs.Run, path, name string, state *JobState) error {
	job := run.Job()
	if _, err := os.Stat(path); err != nil {
		return directory.Errorf(directory.EINVALID, "Yüklenen dosya sunucuda bulunamadı; dosyayı yeniden yükleyin.")
	}
	sheet, m, err := openSheet(path, name)
	if err != nil {
		return err
	}
	defer sheet.Close()
	if state == nil {
		bulk, err := emptyDirectory(ctx, st)
		if err != nil {
			return err
		}
		state = &JobState{Result: newResult(), Bulk: bulk, StartedMs: time.Now().UnixMilli()}
	}
	var total atomic.Int64
	total.Store(int64(job.Total))
	if job.Total == 0 {
		go countRows(ctx, path, name, &total)
	}
	w := &writer{st: st, res: state.Result}
	w.commit = func(ctx context.Context, bs []directory.Business, rowsRead int, report func(directory.UpsertCounts) *Result) (directory.UpsertCounts, error) {
		var n directory.UpsertCounts
		err := run.CommitFunc(func(owner string, ttl time.Duration) (directory.JobProgress, error) {
			var p directory.JobProgress
			var err error
			n, err = st.SaveImportBatch(ctx, job.ID, owner, ttl, bs, func(n directory.UpsertCounts) (directory.JobProgress, string) {
				res := report(n)
				p = progressOf(res, rowsRead, int(total.Load()))
				b, _ := json.Marshal(JobState{Result: res, Bulk: state.Bulk, StartedMs: state.StartedMs})
				return p, string(b)
			})
			return p, err
		})
		return n, err
	}
	if err := writeAll(ctx, st, sheet, m, state.Bulk, int(job.Cursor), w); err != nil {
		return err
	}
	res := w.res
	res.Success = true
	res.DurationMs = time.Now().UnixMilli() - state.StartedMs
	rows := max(w.rowsRead, int(job.Cursor))
	total.Store(int64(rows))
	if _, err := w.commit(ctx, nil, rows, func(directory.UpsertCounts) *Result { return res }); err != nil {
		return err
	}
	queuePhotos(ctx, st, res)
	return nil
}

// NewRunner is an instance's runner of import jobs: one at a time (they take
// the import lock anyway), apart from the runner of the other jobs, so that
// queued imports never hold the slots of URL checks and photo mirroring.
func NewRunner(st directory.Store, dir string) *jobs.Runner {
	return &jobs.Runner{Store: st, Slots: 1, Handlers: map[string]jobs.Handler{directory.JobImport: JobHandler(st, dir)}}
}
