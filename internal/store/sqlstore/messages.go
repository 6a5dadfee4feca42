package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"branchenbuch/internal/directory"
)

const messageColumns = `id, name, email, subject, category, message, status, created_at, done_at`

// AddMessage implements directory.QueueStore.
func (s *Store) AddMessage(ctx context.Context, m *directory.ContactMessage) error {
	nowMs := s.now().UnixMilli()
	err := s.write.QueryRowContext(ctx, s.q(`INSERT INTO contact_messages (status, name, email, subject, category,
		message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`),
		directory.MessageOpen, m.Name, m.Email, m.Subject, m.Category, m.Message, nowMs).Scan(&m.ID)
	if err != nil {
		return fmt.Errorf("add contact message: %w", err)
	}
	m.Status, m.CreatedAt, m.DoneAt = directory.MessageOpen, msTime(nowMs), nil
	return nil
}

// Messages implements directory.QueueStore.
func (s *Store) Messages(ctx context.Context, status string, page, limit int) ([]directory.ContactMessage, int, error) {
	out := []directory.ContactMessage{}
	total, err := s.pageByStatus(ctx, "contact_messages", messageColumns, status, page, limit, func(r *sql.Rows) error {
		m, err := scanMessage(r)
		out = append(out, m)
		return err
	})
	return out, total, err
}

// MarkMessageDone implements directory.QueueStore.
func (s *Store) MarkMessageDone(ctx context.Context, id int64, actor string) (*directory.ContactMessage, error) {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, s.q(`UPDATE contact_messages SET status = ?, done_at = ? WHERE id = ? AND status = ?`),
		directory.MessageDone, s.now().UnixMilli(), id, directory.MessageOpen)
	if err != nil {
		return nil, fmt.Errorf("mark message %d done: %w", id, err)
	}
	changed, err := res.RowsAffected()
	if err != nil {
		return nil, err
	}
	m, err := scanMessage(tx.QueryRowContext(ctx, s.q(`SELECT `+messageColumns+` FROM contact_messages WHERE id = ?`), id))
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, directory.Errorf(directory.ENOTFOUND, "Nachricht %d nicht gefunden.", id).WithKey("message_not_found", "id", id)
	case err != nil:
		return nil, err
	case changed == 0:
		return nil, directory.Errorf(directory.ECONFLICT, "Die Nachricht %d ist bereits erledigt.", id).WithKey("message_already_done", "id", id)
	}
	details := directory.NoteLine("from", m.Email) + directory.NoteLine("subject", m.Subject) + directory.ChangeLines([]directory.Change{
		{Field: "status", Before: directory.MessageOpen, After: directory.MessageDone}})
	if err := s.audit(ctx, tx, actor, directory.AuditMessageDone, fmt.Sprintf("message/%d", id), details); err != nil {
		return nil, err
	}
	return &m, tx.Commit()
}

func scanMessage(r scanner) (directory.ContactMessage, error) {
	var (
		m       directory.ContactMessage
		created int64
		done    sql.NullInt64
	)
	if err := r.Scan(&m.ID, &m.Name, &m.Email, &m.Subject, &m.Category, &m.Message, &m.Status, &created, &done); err != nil {
		return m, err
	}
	m.CreatedAt, m.DoneAt = msTime(created), nullTime(done)
	return m, nil
}
