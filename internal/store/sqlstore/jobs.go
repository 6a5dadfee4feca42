package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"branchenbuch/internal/directory"
)

const jobColumns = `id, kind, state, params, total, processed, counters, cursor, current_item, report_file, error,
	created_at, started_at, finished_at, lease_owner, lease_expires`

func scanJob(r scanner) (*directory.Job, error) {
	var (
		j                   directory.Job
		counters            string
		created, expires    int64
		started, finished   sql.NullInt64
		total, processed, c int64
	)
	if err := r.Scan(&j.ID, &j.Kind, &j.State, &j.Params, &total, &processed, &counters, &c, &j.CurrentItem,
		&j.ReportFile, &j.Error, &created, &started, &finished, &j.LeaseOwner, &expires); err != nil {
		return nil, err
	}
	j.Total, j.Processed, j.Cursor = int(total), int(processed), c
	if counters != "" {
		_ = json.Unmarshal([]byte(counters), &j.Counters) // written by us
	}
	j.CreatedAt, j.LeaseExpires = msTime(created), authTime(expires)
	if started.Valid {
		j.StartedAt = msTime(started.Int64)
	}
	if finished.Valid {
		j.FinishedAt = msTime(finished.Int64)
	}
	return &j, nil
}

// errLeaseLost is what a runner gets when another runner took its job over.
func errLeaseLost(id int64) error {
	return directory.Errorf(directory.ECONFLICT, "job %d: lease lost to another runner", id)
}

// StartJob implements directory.JobStore. A job that runs once at a time
// carries its kind in active_key, whose unique index makes the insert of a
// second one do nothing; then the active one is read and returned.
func (s *Store) StartJob(ctx context.Context, kind, params string, total int, once bool) (*directory.Job, bool, error) {
	active := sql.NullString{String: kind, Valid: once}
	for range 3 { // the active job may end between the insert and the read
		j, err := scanJob(s.write.QueryRowContext(ctx, s.q(`INSERT INTO jobs (kind, state, active_key, params, total, created_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING `+jobColumns),
			kind, directory.JobQueued, active, params, total, s.now().UnixMilli()))
		if err == nil {
			return j, true, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return nil, false, fmt.Errorf("start %s job: %w", kind, err)
		}
		j, err = scanJob(s.write.QueryRowContext(ctx, s.q(`SELECT `+jobColumns+` FROM jobs WHERE active_key = ?`), kind))
		if err == nil {
			return j, false, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return nil, false, fmt.Errorf("read active %s job: %w", kind, err)
		}
	}
	return nil, false, fmt.Errorf("start %s job: the active job kept changing", kind)
}

// ClaimJob implements directory.JobStore. The outer WHERE repeats the
// subquery's condition: under PostgreSQL's read committed, a runner that
// loses the race for a row finds the condition false on the row's new
// version and claims nothing, instead of taking the job over.
func (s *Store) ClaimJob(ctx context.Context, owner string, kinds []string, ttl time.Duration) (*directory.Job, error) {
	if len(kinds) == 0 {
		return nil, nil
	}
	now := s.now().UnixMilli()
	claimable := `(state = 'queued' OR (state = 'running' AND lease_expires <= ?))`
	in := strings.TrimSuffix(strings.Repeat("?, ", len(kinds)), ", ")
	args := []any{owner, now + ttl.Milliseconds(), now}
	for _, k := range kinds {
		args = append(args, k)
	}
	args = append(args, now, now)
	j, err := scanJob(s.write.QueryRowContext(ctx, s.q(`UPDATE jobs SET state = 'running', lease_owner = ?, lease_expires = ?,
		started_at = COALESCE(started_at, ?)
		WHERE id = (SELECT id FROM jobs WHERE kind IN (`+in+`) AND `+claimable+` ORDER BY id LIMIT 1)
		AND `+claimable+` RETURNING `+jobColumns), args...))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("claim job: %w", err)
	}
	return j, nil
}

// SaveJobProgress implements directory.JobStore.
func (s *Store) SaveJobProgress(ctx context.Context, id int64, owner string, ttl time.Duration, p directory.JobProgress) error {
	return s.withProgress(ctx, id, owner, ttl, p, func(*sql.Tx) error { return nil })
}

// withProgress runs write, which stores the results of a job's items, in
// one transaction with the job's progress, if owner still holds the lease.
func (s *Store) withProgress(ctx context.Context, id int64, owner string, ttl time.Duration, p directory.JobProgress,
	write func(tx *sql.Tx) error) error {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := s.saveProgress(ctx, tx, id, owner, ttl, p); err != nil {
		return err
	}
	if err := write(tx); err != nil {
		return err
	}
	return s.commitTouched(tx)
}

// saveProgress writes a runner's progress in tx if it still holds the lease.
func (s *Store) saveProgress(ctx context.Context, tx *sql.Tx, id int64, owner string, ttl time.Duration, p directory.JobProgress) error {
	counters := ""
	if len(p.Counters) > 0 {
		b, _ := json.Marshal(p.Counters)
		counters = string(b)
	}
	res, err := tx.ExecContext(ctx, s.q(`UPDATE jobs SET total = ?, processed = ?, counters = ?, cursor = ?, current_item = ?,
		lease_expires = ? WHERE id = ? AND lease_owner = ? AND state = 'running'`),
		p.Total, p.Processed, counters, p.Cursor, p.CurrentItem, s.now().Add(ttl).UnixMilli(), id, owner)
	if err != nil {
		return fmt.Errorf("save job %d progress: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return errLeaseLost(id)
	}
	return nil
}

// FinishJob implements directory.JobStore.
func (s *Store) FinishJob(ctx context.Context, id int64, owner, state, errMsg, reportFile string) error {
	res, err := s.write.ExecContext(ctx, s.q(`UPDATE jobs SET state = ?, error = ?, report_file = ?, finished_at = ?,
		active_key = NULL, current_item = '', lease_expires = 0 WHERE id = ? AND lease_owner = ? AND state = 'running'`),
		state, errMsg, reportFile, s.now().UnixMilli(), id, owner)
	if err != nil {
		return fmt.Errorf("finish job %d: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return errLeaseLost(id)
	}
	return nil
}

// ReleaseJob implements directory.JobStore.
func (s *Store) ReleaseJob(ctx context.Context, id int64, owner string) error {
	if _, err := s.write.ExecContext(ctx, s.q(`UPDATE jobs SET lease_expires = 0, lease_owner = '' WHERE id = ? AND lease_owner = ? AND state = 'running'`),
		id, owner); err != nil {
		return fmt.Errorf("release job %d: %w", id, err)
	}
	return nil
}

// Job implements directory.JobStore. Status reads use the read pool: a
// long import holding SQLite's one writer must not stall the panel's polls.
func (s *Store) Job(ctx context.Context, id int64) (*directory.Job, error) {
	j, err := scanJob(s.queryRow(ctx, `SELECT `+jobColumns+` FROM jobs WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, directory.Errorf(directory.ENOTFOUND, "Görev %d bulunamadı.", id)
	}
	return j, err
}

// LatestJob implements directory.JobStore.
func (s *Store) LatestJob(ctx context.Context, kind string) (*directory.Job, error) {
	j, err := scanJob(s.queryRow(ctx, `SELECT `+jobColumns+` FROM jobs WHERE kind = ? ORDER BY id DESC LIMIT 1`, kind))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return j, err
}
