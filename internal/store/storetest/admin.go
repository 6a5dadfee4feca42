package storetest

import (
	"testing"

	"branchenbuch/internal/directory"
)

// testAdminList checks the operator's statistics, table and facets.
func testAdminList(t *testing.T, st directory.Store) {
	_ = st
}
