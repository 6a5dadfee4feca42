package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"regexp"
	"runtime/debug"
	"slices"
	"time"
)

// indexName finds an index's name and its table in the engine's indexes.sql.
var indexName = regexp.MustCompile(`(?i)CREATE INDEX IF NOT EXISTS (\w+) ON (\w+)`)

// EnsureIndexes creates the engine's secondary indexes that are missing and
// refreshes the planner's statistics of their tables; Open calls it, so a
// bulk load that died half-way, or a migration that dropped an index to have
// it built anew, heals at the next start. Without the statistics a planner
// that knows the table's other indexes misjudges the new one: on SQLite, a
// category page of 500,000 businesses took 0.6 s instead of 2 ms.
func (s *Store) EnsureIndexes(ctx context.Context) (bool, error) {
	missing, tables, err := s.missingIndexes(ctx)
	if err != nil {
		return false, err
	}
	if len(missing) == 0 {
		return false, nil
	}
	if len(missing) < len(indexName.FindAllStringIndex(s.dialect.IndexDDL(), -1)) { // not a new database
		slog.Info("building missing indexes", "indexes", missing)
	}
	// Under the schema lock: another instance that starts meanwhile waits
	// and then finds the indexes there.
	err = inSchemaTx(ctx, s.write, s.dialect, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, s.dialect.IndexDDL()); err != nil {
			return fmt.Errorf("create indexes: %w", err)
		}
		for _, t := range tables {
			if _, err := tx.ExecContext(ctx, `ANALYZE `+t); err != nil {
				return fmt.Errorf("analyze %s: %w", t, err)
			}
		}
		return nil
	})
	return err == nil, err
}

// missingIndexes returns the engine's secondary indexes that the database
// lacks, and their tables.
func (s *Store) missingIndexes(ctx context.Context) (missing, tables []string, err error) {
	have, err := s.indexNames(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("list indexes: %w", err)
	}
	for _, m := range indexName.FindAllStringSubmatch(s.dialect.IndexDDL(), -1) {
		if !have[m[1]] {
			missing = append(missing, m[1])
			if !slices.Contains(tables, m[2]) {
				tables = append(tables, m[2])
			}
		}
	}
	return missing, tables, nil
}

// indexNames is the set of the database's index names.
func (s *Store) indexNames(ctx context.Context) (map[string]bool, error) {
	rows, err := s.write.QueryContext(ctx, s.dialect.IndexNamesQuery())
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	have := map[string]bool{}
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		have[name] = true
	}
	return have, rows.Err()
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
	// The rows' Go memory goes back to the system now, before the index
	// builds' sorts take SQLite's: the two peaks would otherwise add up in
	// the process (budget 500 MB, docs/benchmarks.md "Where we stand").
	debug.FreeOSMemory()
	// Rebuild even when fn failed or ctx ended: the committed batches stay.
	rebuild, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Hour)
	defer cancel()
	start = time.Now()
	if _, ierr := s.EnsureIndexes(rebuild); ierr != nil && err == nil {
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
