package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
)

// DataVersion implements directory.Store.
func (s *Store) DataVersion(ctx context.Context) (int64, error) {
	var v int64
	err := s.queryRow(ctx, `SELECT version FROM data_version WHERE id = 1`).Scan(&v)
	return v, err
}

// touch raises the data version in tx: every write of what a business's
// answer shows calls it (upserts, edits, mirrored photos).
func (s *Store) touch(ctx context.Context, tx *sql.Tx) error {
	if _, err := tx.ExecContext(ctx, `UPDATE data_version SET version = version + 1 WHERE id = 1`); err != nil {
		return fmt.Errorf("data version: %w", err)
	}
	return nil
}
