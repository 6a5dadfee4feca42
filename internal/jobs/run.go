package jobs

import (
	"context"
	"errors"
	"maps"
	"sync"
	"time"

	"branchenbuch/internal/directory"
)

// errLost ends a handler whose lease another runner has taken.
var errLost = errors.New("job lease lost")

// Run is a handler's hold on its claimed job: the job as claimed (its
// parameters and the progress to continue from) and the commits under its
// lease. Commits and the heartbeat take turns, so the heartbeat never
// writes older progress over a newer commit.
type Run struct {
	store directory.Store
	job   *directory.Job
	owner string
	ttl   time.Duration

	mu   sync.Mutex
	last directory.JobProgress
}

// Job returns the job as it was claimed.
func (r *Run) Job() *directory.Job { return r.job }

// Commit runs save, a store write that commits p together with the
// results of the items up to p.Cursor, under the run's lease.
func (r *Run) Commit(p directory.JobProgress, save func(owner string, ttl time.Duration) error) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err := save(r.owner, r.ttl); err != nil {
		return err
	}
	p.Counters = maps.Clone(p.Counters)
	r.last = p
	return nil
}

func (r *Run) progress() directory.JobProgress {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.last
}

// heartbeat renews the lease with the last committed progress until ctx
// ends; when the lease is lost it cancels the handler.
func (r *Run) heartbeat(ctx context.Context, cancel context.CancelCauseFunc) {
	t := time.NewTicker(r.ttl / 3)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		r.mu.Lock()
		err := r.store.SaveJobProgress(ctx, r.job.ID, r.owner, r.ttl, r.last)
		r.mu.Unlock()
		if directory.ErrorCode(err) == directory.ECONFLICT {
			cancel(errLost)
			return
		}
	}
}

// CommitFunc is Commit for a save that makes the progress it commits (an
// import learns its counts from the write itself).
func (r *Run) CommitFunc(save func(owner string, ttl time.Duration) (directory.JobProgress, error)) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	p, err := save(r.owner, r.ttl)
	if err != nil {
		return err
	}
	p.Counters = maps.Clone(p.Counters)
	r.last = p
	return nil
}
