package sqlstore

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
	"time"
)

var indexName = regexp.MustCompile(`(?i)CREATE INDEX IF NOT EXISTS (\w+)`)

// EnsureIndexes creates the engine's secondary indexes that are missing;
// Open calls it, so a bulk load that died half-way heals at the next start.
func (s *Store) EnsureIndexes(ctx context.Context) error {
	if _, err := s.write.ExecContext(ctx, s.dialect.IndexDDL()); err != nil {
		return fmt.Errorf("create indexes: %w", err)
	}
	return nil
}

// BulkLoad implements directory.Store: it drops the secondary indexes, runs
// fn, and builds them again in one pass each, which is several times faster
// than maintaining the secondary indexes row by row. Then the engine tunes its search
// index. Queries that need the indexes are slow meanwhile, never wrong.
func (s *Store) BulkLoad(ctx context.Context, fn func(ctx context.Context) error) error {
	if err := s.dialect.BeginBulk(ctx, s.write); err != nil {
		return fmt.Errorf("begin bulk load: %w", err)
	}
	for _, m := range indexName.FindAllStringSubmatch(s.dialect.IndexDDL(), -1) {
		if _, err := s.write.ExecContext(ctx, `DROP INDEX IF EXISTS `+m[1]); err != nil {
			return fmt.Errorf("drop index %s: %w", m[1], err)
		}
	}
	start := time.Now()
	err := fn(ctx)
	slog.Info("bulk load written", "ms", time.Since(start).Milliseconds())
	// Rebuild even when fn failed or ctx ended: the committed batches stay.
	rebuild, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Hour)
	defer cancel()
	start = time.Now()
	if ierr := s.EnsureIndexes(rebuild); ierr != nil && err == nil {
		err = ierr
	}
	slog.Info("bulk load: indexes rebuilt", "ms", time.Since(start).Milliseconds())
	start = time.Now()
	if oerr := s.dialect.Optimize(rebuild, s.write); oerr != nil && err == nil {
		err = fmt.Errorf("optimize: %w", oerr)
	}
	slog.Info("bulk load: search index optimised", "ms", time.Since(start).Milliseconds())
	return err
}
