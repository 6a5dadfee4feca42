package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"branchenbuch/internal/directory"
)

// SaveImportBatch implements directory.ImportJobStore: the rows, the job's
// progress and its report commit together or not at all, so the job's
// cursor always says which rows are in the directory (docs/import.md).
func (s *Store) SaveImportBatch(ctx context.Context, jobID int64, owner string, ttl time.Duration, bs []directory.Business,
	commit func(directory.UpsertCounts) (directory.JobProgress, string)) (directory.UpsertCounts, error) {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return directory.UpsertCounts{}, err
	}
	defer tx.Rollback()
	var n directory.UpsertCounts
	if len(bs) > 0 {
		if n, err = s.upsertTx(ctx, tx, bs); err != nil {
			return directory.UpsertCounts{}, err
		}
	}
	p, result := commit(n)
	if err := s.saveProgress(ctx, tx, jobID, owner, ttl, p); err != nil {
		return directory.UpsertCounts{}, err
	}
	if _, err := tx.ExecContext(ctx, s.q(`UPDATE jobs SET result = ? WHERE id = ?`), result, jobID); err != nil {
		return directory.UpsertCounts{}, fmt.Errorf("save job %d result: %w", jobID, err)
	}
	if err := s.commitTouched(tx); err != nil {
		return directory.UpsertCounts{}, err
	}
	return n, nil
}

// JobResult implements directory.ImportJobStore.
func (s *Store) JobResult(ctx context.Context, id int64) (string, error) {
	var result string
	err := s.read.QueryRowContext(ctx, s.q(`SELECT result FROM jobs WHERE id = ?`), id).Scan(&result)
	if errors.Is(err, sql.ErrNoRows) {
		return "", directory.Errorf(directory.ENOTFOUND, "Görev %d bulunamadı.", id)
	}
	return result, err
}

// CancelJob implements directory.ImportJobStore. The running job's lease
// goes with the state: the runner's next commit, which requires the state
// running, fails in its transaction, so no batch lands after the cancel.
func (s *Store) CancelJob(ctx context.Context, id int64) (*directory.Job, error) {
	j, err := scanJob(s.write.QueryRowContext(ctx, s.q(`UPDATE jobs SET state = 'cancelled', finished_at = ?, active_key = NULL,
		lease_expires = 0 WHERE id = ? AND state IN ('queued', 'running') RETURNING `+jobColumns), s.now().UnixMilli(), id))
	if err == nil {
		return j, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("cancel job %d: %w", id, err)
	}
	if _, err := s.Job(ctx, id); err != nil {
		return nil, err
	}
	return nil, directory.Errorf(directory.ECONFLICT, "Görev %d zaten bitti.", id)
}

// RecentJobs implements directory.ImportJobStore.
func (s *Store) RecentJobs(ctx context.Context, kind string, limit int) ([]*directory.Job, error) {
	active, err := s.jobList(ctx, `SELECT `+jobColumns+` FROM jobs WHERE kind = ? AND state IN ('queued', 'running') ORDER BY id DESC`, kind)
	if err != nil {
		return nil, err
	}
	if n := limit - len(active); n > 0 {
		ended, err := s.jobList(ctx, `SELECT `+jobColumns+` FROM jobs WHERE kind = ? AND state NOT IN ('queued', 'running')
			ORDER BY id DESC LIMIT ?`, kind, n)
		if err != nil {
			return nil, err
		}
		active = append(active, ended...)
	}
	return active, nil
}

func (s *Store) jobList(ctx context.Context, query string, args ...any) ([]*directory.Job, error) {
	rows, err := s.read.QueryContext(ctx, s.q(query), args...)
	if err != nil {
		return nil, fmt.Errorf("list jobs: %w", err)
	}
	defer rows.Close()
	var out []*directory.Job
	for rows.Next() {
		j, err := scanJob(rows)
		if err != nil {
			return nil, fmt.Errorf("list jobs: %w", err)
		}
		out = append(out, j)
	}
	return out, rows.Err()
}
