package importer

import (
	"context"
	"log/slog"
	"time"

	"branchenbuch/internal/directory"
)

// HealEvery is how often a running server checks for the secondary indexes
// that a killed bulk load left dropped.
const HealEvery = time.Minute

// HealIndexes builds the secondary indexes that are missing, under the
// import lock, so that it never races a bulk load that is still running
// (it waits for the next round instead). A bulk load drops them and builds
// them at its end; one killed half-way (kill -9 of `branchenbuch import`)
// left them dropped until the next start, and every list page slow.
func HealIndexes(ctx context.Context, st directory.Store) {
	err := holdLock(ctx, st, nil, func(ctx context.Context) error {
		built, err := st.EnsureIndexes(ctx)
		if built && err == nil {
			slog.Warn("missing indexes rebuilt: a bulk load had ended before building them")
		}
		return err
	})
	switch {
	case err == errBusy, ctx.Err() != nil:
	case err != nil:
		slog.Error("rebuild missing indexes", "err", err)
	}
}

// HealIndexesEvery runs HealIndexes every interval until ctx ends.
func HealIndexesEvery(ctx context.Context, st directory.Store, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			HealIndexes(ctx, st)
		}
	}
}
