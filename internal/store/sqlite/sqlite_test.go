package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlite"
	"branchenbuch/internal/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) directory.Store {
		st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "test.db"), nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	})
}

func TestReopenKeepsDataAndSkipsDoneMigrations(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "test.db")
	st, err := sqlite.Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{{Name: "Elektro Weber", City: "Köln"}}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	st, err = sqlite.Open(ctx, path, nil)
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	defer st.Close()
	if n, err := st.CountListed(ctx); err != nil || n != 1 {
		t.Errorf("after reopen: %d businesses (%v), want 1", n, err)
	}
}
