// Package jobs runs Branchenbuch's background jobs (docs/jobs.md): every
// instance has a Runner that claims jobs from the jobs table with a lease,
// so two instances never run one job and a job whose instance died is
// taken over where its last commit left it.
package jobs

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"slices"
	"sync"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/metrics"
)

// Handler runs one claimed job to its end, committing progress through run
// as it goes, and returns the name of its report file ("" for none). When
// ctx ends it returns ctx's error: the runner then hands the lease back.
type Handler func(ctx context.Context, run *Run) (reportFile string, err error)

// Defaults of a Runner.
const (
	DefaultPoll     = 2 * time.Second
	DefaultLeaseTTL = 30 * time.Second
	DefaultSlots    = 2
)

// Runner claims and runs jobs of the kinds it has handlers for.
type Runner struct {
	Store    directory.Store
	Handlers map[string]Handler
	Owner    string        // this instance's lease name; default host-pid-random
	Poll     time.Duration // how often to look for work (DefaultPoll)
	LeaseTTL time.Duration // a lease not renewed for this long is taken over (DefaultLeaseTTL)
	Slots    int           // jobs run at once (DefaultSlots)
	Log      *slog.Logger

	wake chan struct{}
	once sync.Once
}

func (r *Runner) init() {
	r.once.Do(func() {
		r.wake = make(chan struct{}, 1)
		if r.Owner == "" {
			r.Owner = newOwner()
		}
		if r.Poll <= 0 {
			r.Poll = DefaultPoll
		}
		if r.LeaseTTL <= 0 {
			r.LeaseTTL = DefaultLeaseTTL
		}
		if r.Slots <= 0 {
			r.Slots = DefaultSlots
		}
		if r.Log == nil {
			r.Log = slog.Default()
		}
	})
}

// newOwner names a runner: host and process for the operator's eyes, and
// random bytes so that a restarted process is a new owner.
func newOwner() string {
	host, _ := os.Hostname()
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	return fmt.Sprintf("%s-%d-%s", host, os.Getpid(), hex.EncodeToString(b))
}

// Wake makes the runner look for work now instead of at its next poll.
func (r *Runner) Wake() {
	r.init()
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// Run claims and runs jobs until ctx ends, then waits for the running ones
// to hand their leases back.
func (r *Runner) Run(ctx context.Context) {
	r.init()
	kinds := make([]string, 0, len(r.Handlers))
	for k := range r.Handlers {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	slots := make(chan struct{}, r.Slots)
	var wg sync.WaitGroup
	defer wg.Wait()
	for {
		select {
		case slots <- struct{}{}:
		case <-ctx.Done():
			return
		}
		job, err := r.claim(ctx, kinds)
		if err != nil && ctx.Err() == nil {
			r.Log.Warn("claim job", "err", err)
		}
		if job != nil && ctx.Err() != nil {
			r.handBack(job) // claimed as the runner stops
			return
		}
		if job == nil {
			<-slots
			select {
			case <-ctx.Done():
				return
			case <-r.wake:
			case <-time.After(r.Poll):
			}
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-slots }()
			r.runJob(ctx, job)
			r.Wake() // a slot is free: the next queued job need not wait for the poll
		}()
	}
}

// endTimeout bounds the writes that outlive the runner's context: a claim's
// answer and the end of a job.
const endTimeout = 10 * time.Second

// claim claims a job with a context that the runner's end does not cancel:
// a claim cancelled in flight may still land in the database (PostgreSQL
// runs a statement that has reached it), and its answer must be read, or
// the job would wait for its lease to expire with no runner at it.
func (r *Runner) claim(ctx context.Context, kinds []string) (*directory.Job, error) {
	cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), endTimeout)
	defer cancel()
	return r.Store.ClaimJob(cctx, r.Owner, kinds, r.LeaseTTL)
}

// handBack releases a job's lease at shutdown, so that another instance
// takes it over at once.
func (r *Runner) handBack(job *directory.Job) {
	ctx, cancel := context.WithTimeout(context.Background(), endTimeout)
	defer cancel()
	if err := r.Store.ReleaseJob(ctx, job.ID, r.Owner); err != nil {
		r.Log.Warn("job lease not handed back; it expires by itself", "job", job.ID, "kind", job.Kind, "err", err)
	}
}

// runJob runs one claimed job with a heartbeat that renews its lease, and
// records how it ended.
func (r *Runner) runJob(ctx context.Context, job *directory.Job) {
	log := r.Log.With("job", job.ID, "kind", job.Kind)
	log.Info("job claimed", "cursor", job.Cursor, "processed", job.Processed)
	jctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	run := &Run{store: r.Store, job: job, owner: r.Owner, ttl: r.LeaseTTL, last: job.JobProgress}
	hbDone := make(chan struct{})
	go func() {
		defer close(hbDone)
		run.heartbeat(jctx, cancel)
	}()
	report, err := r.handle(jctx, job, run)
	cancel(nil)
	<-hbDone
	// The job's end is written even when ctx has ended (shutdown).
	wctx, stop := context.WithTimeout(context.WithoutCancel(ctx), endTimeout)
	defer stop()
	switch {
	case errors.Is(context.Cause(jctx), errLost) || directory.ErrorCode(err) == directory.ECONFLICT:
		if j, jerr := r.Store.Job(wctx, job.ID); jerr == nil && j.State == directory.JobCancelled {
			log.Info("job cancelled", "processed", run.progress().Processed)
			metrics.Jobs.WithLabelValues(job.Kind, "cancelled").Inc()
			break
		}
		log.Warn("job taken over by another runner")
	case err != nil && ctx.Err() != nil:
		r.handBack(job)
		log.Info("job handed back at shutdown", "processed", run.progress().Processed)
	case err != nil:
		log.Error("job failed", "err", err)
		metrics.Jobs.WithLabelValues(job.Kind, "failed").Inc()
		if ferr := r.Store.FinishJob(wctx, job.ID, r.Owner, directory.JobFailed, err.Error(), ""); ferr != nil {
			log.Warn("job end not recorded", "err", ferr)
		}
	default:
		if ferr := r.Store.FinishJob(wctx, job.ID, r.Owner, directory.JobDone, "", report); ferr != nil {
			log.Warn("job end not recorded", "err", ferr)
		}
		log.Info("job done", "processed", run.progress().Processed, "report", report)
		metrics.Jobs.WithLabelValues(job.Kind, "done").Inc()
	}
}

// handle runs the kind's handler, turning a panic into the job's failure.
func (r *Runner) handle(ctx context.Context, job *directory.Job, run *Run) (report string, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	h := r.Handlers[job.Kind]
	if h == nil {
		return "", fmt.Errorf("no handler for job kind %q", job.Kind)
	}
	return h(ctx, run)
}
