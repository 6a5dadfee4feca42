package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
	"time"
)

// versionTTL is how long a store trusts the data version it read: a write
// through another store (another instance) shows in DataVersion at most
// this long after its commit; a write through this store at once.
const versionTTL = time.Second

// versionCache is the data version a store read last. A commit of this
// store's own writes forgets it (forget), and a read that overlapped such a
// commit is not kept: gen tells.
type versionCache struct {
	mu      sync.Mutex
	version int64
	read    time.Time // zero: read again
	gen     uint64    // raised by forget
}

// DataVersion implements directory.Store.
func (s *Store) DataVersion(ctx context.Context) (int64, error) {
	now := s.now()
	c := &s.versions
	c.mu.Lock()
	if !c.read.IsZero() && !now.Before(c.read) && now.Sub(c.read) < versionTTL {
		v := c.version
		c.mu.Unlock()
		return v, nil
	}
	gen := c.gen
	c.mu.Unlock()
	var v int64
	if err := s.queryRow(ctx, `SELECT version FROM data_version WHERE id = 1`).Scan(&v); err != nil {
		return 0, err
	}
	c.mu.Lock()
	if c.gen == gen {
		c.version, c.read = v, now
	}
	c.mu.Unlock()
	return v, nil
}

// forget makes the next DataVersion read the database.
func (c *versionCache) forget() {
	c.mu.Lock()
	c.gen++
	c.read = time.Time{}
	c.mu.Unlock()
}

// touch raises the data version in tx: every write of what a business's
// answer shows calls it (upserts, edits, mirrored photos), and commits the
// transaction with commitTouched.
func (s *Store) touch(ctx context.Context, tx *sql.Tx) error {
	if _, err := tx.ExecContext(ctx, `UPDATE data_version SET version = version + 1 WHERE id = 1`); err != nil {
		return fmt.Errorf("data version: %w", err)
	}
	return nil
}

// commitTouched commits a transaction that may have called touch, so that
// this store's next DataVersion sees the new version.
func (s *Store) commitTouched(tx *sql.Tx) error {
	defer s.versions.forget()
	return tx.Commit()
}
