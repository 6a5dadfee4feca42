package jobs

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"branchenbuch/internal/directory"
)

// Walk limits: items fetched per query, items a walk may run ahead of its
// last commit, and how often the finished prefix is committed.
const (
	fetchSize   = 500
	maxAhead    = 2000
	commitEvery = time.Second
)

// walk works through a job's items in id order, from the job's cursor on,
// with several workers. Items finish out of order; what is committed is
// the longest run of finished items from the cursor (with their results
// and the counters over them), so the cursor always means "everything up
// to here is done" and a runner that takes over redoes only unfinished items.
type walk[R any] struct {
	run     *Run
	workers int
	total   int
	// fetch returns at most limit items with an id above after, in id order.
	fetch func(ctx context.Context, after int64, limit int) ([]directory.JobItem, error)
	// work does one item; it must return soon after ctx ends.
	work func(ctx context.Context, it directory.JobItem) R
	// tally adds a result to the job's counters.
	tally func(r R, counters map[string]int)
	// save commits results with p under the lease (see Run.Commit).
	save func(ctx context.Context, results []R, p directory.JobProgress, owner string, ttl time.Duration) error
}

type done[R any] struct {
	seq    int
	id     int64
	result R
}

// do runs the walk to the end of the items, or until ctx ends or a fetch
// or commit fails.
func (w *walk[R]) do(ctx context.Context) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	p := w.run.Job().JobProgress
	p.Total = w.total
	counters := map[string]int{}
	for k, v := range p.Counters {
		counters[k] = v
	}
	var current atomic.Value // name of the item a worker took last
	current.Store(p.CurrentItem)

	type queued struct {
		seq int
		it  directory.JobItem
	}
	items := make(chan queued)
	results := make(chan done[R], w.workers)
	window := make(chan struct{}, maxAhead) // a slot per item not yet committed
	go func() {                             // producer
		defer close(items)
		after, seq := p.Cursor, 0
		for {
			batch, err := w.fetch(ctx, after, fetchSize)
			if err != nil {
				cancel(err)
				return
			}
			for _, it := range batch {
				select {
				case window <- struct{}{}:
				case <-ctx.Done():
					return
				}
				select {
				case items <- queued{seq, it}:
				case <-ctx.Done():
					return
				}
				seq++
			}
			if len(batch) < fetchSize {
				return
			}
			after = batch[len(batch)-1].ID
		}
	}()
	var wg sync.WaitGroup
	for range w.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for q := range items {
				current.Store(q.it.Name)
				r := w.work(ctx, q.it)
				select {
				case results <- done[R]{q.seq, q.it.ID, r}:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()

	pending := map[int]done[R]{}
	next := 0 // the first seq not committed
	commit := func() error {
		if err := context.Cause(ctx); err != nil {
			return err // results made while ending may be cut short: redo them
		}
		var batch []R
		for {
			d, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			batch = append(batch, d.result)
			w.tally(d.result, counters)
			p.Cursor = d.id
		}
		if len(batch) == 0 {
			return nil
		}
		p.Processed += len(batch)
		p.Counters = counters
		p.CurrentItem, _ = current.Load().(string)
		err := w.run.Commit(p, func(owner string, ttl time.Duration) error {
			return w.save(ctx, batch, p, owner, ttl)
		})
		for range batch {
			<-window
		}
		return err
	}
	tick := time.NewTicker(commitEvery)
	defer tick.Stop()
	for {
		select {
		case d, ok := <-results:
			if !ok {
				if err := context.Cause(ctx); err != nil {
					return err
				}
				// At the end the total is what was done: businesses may have
				// come or gone since the job counted them.
				w.total = p.Processed + len(pending)
				p.Total = w.total
				return commit()
			}
			pending[d.seq] = d
			if len(pending) < fetchSize {
				continue
			}
		case <-tick.C:
		case <-ctx.Done():
			return context.Cause(ctx)
		}
		if err := commit(); err != nil {
			cancel(err)
			return err
		}
	}
}
