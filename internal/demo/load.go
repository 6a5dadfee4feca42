package demo

import (
	"context"
	"fmt"

	"branchenbuch/internal/directory"
)

// BatchSize is the number of businesses Load writes per transaction.
const BatchSize = 1000

// Load generates n businesses for seed and writes them to st in batches of
// BatchSize, calling progress (if not nil) with the number written so far
// after each batch. Only one batch is in memory at a time.
func Load(ctx context.Context, st directory.Store, n int, seed int64, progress func(done int)) error {
	batch := make([]directory.Business, 0, max(0, min(n, BatchSize)))
	done := 0
	flush := func() error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if _, err := st.UpsertBusinesses(ctx, batch); err != nil {
			return fmt.Errorf("demo data: write businesses %d to %d: %w", done+1, done+len(batch), err)
		}
		done += len(batch)
		clear(batch) // let the written maps go before the slice is reused
		batch = batch[:0]
		if progress != nil {
			progress(done)
		}
		return nil
	}
	for b := range Generate(seed, n) {
		batch = append(batch, b)
		if len(batch) == BatchSize {
			if err := flush(); err != nil {
				return err
			}
		}
	}
	if len(batch) > 0 {
		return flush()
	}
	return nil
}
