package sqlstore

import (
	"context"
	"fmt"
	"strings"
)

// Ready implements directory.Store: every pool answers, every migration of
// this binary is applied, and no secondary index is missing.
func (s *Store) Ready(ctx context.Context) error {
	for _, db := range s.Pools() {
		if err := db.PingContext(ctx); err != nil {
			return fmt.Errorf("database unreachable: %w", err)
		}
	}
	pending, err := Pending(ctx, s.read, s.dialect.Migrations())
	if err != nil {
		return err
	}
	if len(pending) > 0 {
		return fmt.Errorf("migrations not applied: %s", strings.Join(pending, ", "))
	}
	missing, _, err := s.missingIndexes(ctx)
	if err != nil {
		return err
	}
	if len(missing) > 0 {
		return fmt.Errorf("indexes missing: %s", strings.Join(missing, ", "))
	}
	return nil
}
