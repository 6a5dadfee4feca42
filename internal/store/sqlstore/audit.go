package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"slices"

	"branchenbuch/internal/directory"
)

// audit appends an entry to the audit log inside tx, so that it is written
// exactly when the change it records is.
func (s *Store) audit(ctx context.Context, tx *sql.Tx, actor, action, target, details string) error {
	_, err := tx.ExecContext(ctx, s.q(`INSERT INTO audit_log (at, actor, action, target, details) VALUES (?, ?, ?, ?, ?)`),
		s.now().UnixMilli(), actor, action, target, details)
	if err != nil {
		return fmt.Errorf("write audit entry %s %s: %w", action, target, err)
	}
	return nil
}

// AuditLog implements directory.QueueStore.
func (s *Store) AuditLog(ctx context.Context, page, limit int) ([]directory.AuditEntry, int, error) {
	out := []directory.AuditEntry{}
	total, err := s.pageByStatus(ctx, "audit_log", `id, at, actor, action, target, details`, "", page, limit, func(r *sql.Rows) error {
		var e directory.AuditEntry
		var at int64
		err := r.Scan(&e.ID, &at, &e.Actor, &e.Action, &e.Target, &e.Details)
		e.At = msTime(at)
		out = append(out, e)
		return err
	})
	return out, total, err
}

// ChangeSettings implements directory.QueueStore: the stored values are read
// in the transaction, so the logged "before" is exactly what was replaced.
func (s *Store) ChangeSettings(ctx context.Context, set directory.Settings, actor string) error {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	old := map[string]string{}
	rows, err := tx.QueryContext(ctx, `SELECT key, value FROM settings`)
	if err != nil {
		return fmt.Errorf("read settings: %w", err)
	}
	for rows.Next() {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			rows.Close()
			return err
		}
		old[k] = v
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	var changes []directory.Change
	for _, k := range sortedKeys(set) {
		if v, ok := old[k]; ok && v == set[k] || !ok && set[k] == "" {
			continue
		}
		changes = append(changes, directory.Change{Field: k, Before: old[k], After: set[k]})
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO settings (key, value) VALUES (?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value`), k, set[k]); err != nil {
			return fmt.Errorf("save setting %s: %w", k, err)
		}
	}
	if len(changes) == 0 {
		return nil
	}
	slices.SortStableFunc(changes, func(a, b directory.Change) int {
		return slices.Index(directory.SettingKeys, a.Field) - slices.Index(directory.SettingKeys, b.Field)
	})
	if err := s.audit(ctx, tx, actor, directory.AuditSettingsSave, "settings", directory.ChangeLines(changes)); err != nil {
		return err
	}
	return tx.Commit()
}
