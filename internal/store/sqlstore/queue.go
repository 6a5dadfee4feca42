package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"branchenbuch/internal/directory"
)

const submissionColumns = `id, status, name, category, description, address, city, postal_code, phone, email,
	website, hours, created_at, decided_at, business_id`

// AddSubmission implements directory.QueueStore.
func (s *Store) AddSubmission(ctx context.Context, sub *directory.Submission) error {
	nowMs := s.now().UnixMilli()
	err := s.write.QueryRowContext(ctx, s.q(`INSERT INTO submissions (status, name, category, description, address,
		city, postal_code, phone, email, website, hours, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
		directory.SubmissionPending, sub.Name, sub.Category, sub.Description, sub.Address, sub.City, sub.PostalCode,
		sub.Phone, sub.Email, sub.Website, jsonText(sub.Hours), nowMs).Scan(&sub.ID)
	if err != nil {
		return fmt.Errorf("add submission: %w", err)
	}
	sub.Status, sub.CreatedAt, sub.DecidedAt, sub.BusinessID = directory.SubmissionPending, msTime(nowMs), nil, nil
	return nil
}

// Submissions implements directory.QueueStore.
func (s *Store) Submissions(ctx context.Context, status string, page, limit int) ([]directory.Submission, int, error) {
	out := []directory.Submission{}
	total, err := s.pageByStatus(ctx, "submissions", submissionColumns, status, page, limit, func(r *sql.Rows) error {
		sub, err := scanSubmission(r)
		out = append(out, sub)
		return err
	})
	return out, total, err
}

// ApproveSubmission implements directory.QueueStore. The decision, the new
// business and the audit entry are one transaction.
func (s *Store) ApproveSubmission(ctx context.Context, id int64, actor string) (*directory.Submission, *directory.Business, error) {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return nil, nil, err
	}
	defer tx.Rollback()
	sub, err := s.decideSubmission(ctx, tx, id, directory.SubmissionApproved)
	if err != nil {
		return nil, nil, err
	}
	bs := []directory.Business{sub.Business()}
	var dup int64
	err = tx.QueryRowContext(ctx, s.q(`SELECT id FROM businesses WHERE dedupe_key = ?`), directory.DedupeKey(&bs[0])).Scan(&dup)
	if err == nil {
		// Without a place id, name and address are the business's identity:
		// an upsert would overwrite the stored one with the submission.
		return nil, nil, directory.Errorf(directory.ECONFLICT,
			"Ein Unternehmen mit diesem Namen und dieser Adresse ist bereits eingetragen (ID %d).", dup).WithKey("business_exists", "id", dup)
	} else if !errors.Is(err, sql.ErrNoRows) {
		return nil, nil, err
	}
	if _, err := s.upsertTx(ctx, tx, bs); err != nil {
		return nil, nil, fmt.Errorf("approve submission %d: %w", id, err)
	}
	b := &bs[0]
	if _, err := tx.ExecContext(ctx, s.q(`UPDATE submissions SET business_id = ? WHERE id = ?`), b.ID, id); err != nil {
		return nil, nil, err
	}
	sub.BusinessID = &b.ID
	details := directory.ChangeLines([]directory.Change{
		{Field: "status", Before: directory.SubmissionPending, After: directory.SubmissionApproved},
		{Field: "business", After: fmt.Sprintf("%d %s (%s)", b.ID, b.URLSlug, b.CategorySlug)},
	})
	if err := s.audit(ctx, tx, actor, directory.AuditSubmissionAccept, fmt.Sprintf("submission/%d", id), directory.NoteLine("name", sub.Name)+details); err != nil {
		return nil, nil, err
	}
	if err := s.commitTouched(tx); err != nil {
		return nil, nil, err
	}
	stored, err := s.Business(ctx, b.ID)
	return sub, stored, err
}

// RejectSubmission implements directory.QueueStore.
func (s *Store) RejectSubmission(ctx context.Context, id int64, actor string) (*directory.Submission, error) {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	sub, err := s.decideSubmission(ctx, tx, id, directory.SubmissionRejected)
	if err != nil {
		return nil, err
	}
	details := directory.NoteLine("name", sub.Name) + directory.ChangeLines([]directory.Change{
		{Field: "status", Before: directory.SubmissionPending, After: directory.SubmissionRejected}})
	if err := s.audit(ctx, tx, actor, directory.AuditSubmissionReject, fmt.Sprintf("submission/%d", id), details); err != nil {
		return nil, err
	}
	return sub, tx.Commit()
}

// decideSubmission moves a pending submission to status and returns it. The
// conditional UPDATE decides races: of two approvals, the second finds the
// row no longer pending (PostgreSQL re-checks the condition after the lock).
func (s *Store) decideSubmission(ctx context.Context, tx *sql.Tx, id int64, status string) (*directory.Submission, error) {
	res, err := tx.ExecContext(ctx, s.q(`UPDATE submissions SET status = ?, decided_at = ? WHERE id = ? AND status = ?`),
		status, s.now().UnixMilli(), id, directory.SubmissionPending)
	if err != nil {
		return nil, fmt.Errorf("decide submission %d: %w", id, err)
	}
	changed, err := res.RowsAffected()
	if err != nil {
		return nil, err
	}
	sub, err := scanSubmission(tx.QueryRowContext(ctx, s.q(`SELECT `+submissionColumns+` FROM submissions WHERE id = ?`), id))
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, directory.Errorf(directory.ENOTFOUND, "Einreichung %d nicht gefunden.", id).WithKey("submission_not_found", "id", id)
	case err != nil:
		return nil, err
	case changed == 0 && sub.Status == directory.SubmissionApproved:
		return nil, directory.Errorf(directory.ECONFLICT, "Die Einreichung %d wurde bereits angenommen.", id).WithKey("submission_already_approved", "id", id)
	case changed == 0:
		return nil, directory.Errorf(directory.ECONFLICT, "Die Einreichung %d wurde bereits abgelehnt.", id).WithKey("submission_already_rejected", "id", id)
	}
	return &sub, nil
}

func scanSubmission(r scanner) (directory.Submission, error) {
	var (
		sub         directory.Submission
		hours       string
		created     int64
		decided, id sql.NullInt64
	)
	err := r.Scan(&sub.ID, &sub.Status, &sub.Name, &sub.Category, &sub.Description, &sub.Address, &sub.City,
		&sub.PostalCode, &sub.Phone, &sub.Email, &sub.Website, &hours, &created, &decided, &id)
	if err != nil {
		return sub, err
	}
	sub.Hours = map[string]string{}
	if hours != "" {
		_ = json.Unmarshal([]byte(hours), &sub.Hours) // written by us; a bad value reads as no hours
	}
	sub.CreatedAt = msTime(created)
	sub.DecidedAt = nullTime(decided)
	if id.Valid {
		sub.BusinessID = &id.Int64
	}
	return sub, nil
}

// pageByStatus reads one page of a queue table, newest first, optionally
// narrowed to a status, and returns the total of rows with that status.
func (s *Store) pageByStatus(ctx context.Context, table, columns, status string, page, limit int, scan func(*sql.Rows) error) (int, error) {
	page, limit = max(page, 1), min(max(limit, 1), directory.MaxLimit)
	where, args := "", []any{}
	if status != "" {
		where, args = ` WHERE status = ?`, append(args, status)
	}
	var total int
	if err := s.queryRow(ctx, `SELECT count(*) FROM `+table+where, args...).Scan(&total); err != nil {
		return 0, fmt.Errorf("count %s: %w", table, err)
	}
	rows, err := s.query(ctx, `SELECT `+columns+` FROM `+table+where+` ORDER BY id DESC LIMIT ? OFFSET ?`,
		append(args, limit, (page-1)*limit)...)
	if err != nil {
		return 0, fmt.Errorf("list %s: %w", table, err)
	}
	defer rows.Close()
	for rows.Next() {
		if err := scan(rows); err != nil {
			return 0, err
		}
	}
	return total, rows.Err()
}

func nullTime(ms sql.NullInt64) *time.Time {
	if !ms.Valid {
		return nil
	}
	t := msTime(ms.Int64)
	return &t
}
