package importer

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlite"
)

func TestDeadHolder(t *testing.T) {
	host, _ := os.Hostname()
	tests := []struct {
		name, holder string
		dead         bool
	}{
		{"this process", newHolder(), false},
		{"an ended process on this host", host + ":999999999:abcd", true},
		{"a process on another host", "anderer-host:999999999:abcd", false},
		{"not a holder name", "irgendwer", false},
		{"no process id", host + ":x:abcd", false},
	}
	for _, tc := range tests {
		if got := deadHolder(tc.holder); got != tc.dead {
			t.Errorf("%s (%q): dead = %v, want %v", tc.name, tc.holder, got, tc.dead)
		}
	}
}

func TestWithLock(t *testing.T) {
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "lock.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	host, _ := os.Hostname()
	t.Setenv("TMPDIR", t.TempDir())

	// What a killed import left in the work directory is gone when the
	// next import starts.
	left := filepath.Join(os.TempDir(), "branchenbuch-import", "upload-123.xlsx")
	if err := os.MkdirAll(filepath.Dir(left), 0o700); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(left, []byte("PK"), 0o600)
	err = WithLock(ctx, st, func(_ context.Context, dir string) error {
		entries, err := os.ReadDir(dir)
		if err != nil || len(entries) != 0 || dir != filepath.Dir(left) {
			t.Errorf("work directory %s holds %d files (%v), want the empty %s", dir, len(entries), err, filepath.Dir(left))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}

	// While one import runs, a second is refused with ECONFLICT.
	err = WithLock(ctx, st, func(ctx context.Context, _ string) error {
		inner := WithLock(ctx, st, func(context.Context, string) error { return nil })
		if directory.ErrorCode(inner) != directory.ECONFLICT {
			t.Errorf("second import: %v, want ECONFLICT", inner)
		}
		return errors.New("import failed")
	})
	if err == nil || err.Error() != "import failed" {
		t.Errorf("WithLock = %v, want fn's error", err)
	}

	// The lock was released on fn's error; a killed holder on this host is
	// taken over, a live one on another host is not.
	if err := st.AcquireLock(ctx, LockName, host+":999999999:dead", time.Hour); err != nil {
		t.Fatal(err)
	}
	ran := false
	if err := WithLock(ctx, st, func(context.Context, string) error { ran = true; return nil }); err != nil || !ran {
		t.Errorf("after a killed holder: ran %v, err %v; want the lock taken over", ran, err)
	}
	other := "anderer-host:" + strconv.Itoa(os.Getpid()) + ":live"
	if err := st.AcquireLock(ctx, LockName, other, time.Hour); err != nil {
		t.Fatal(err)
	}
	if err := WithLock(ctx, st, func(context.Context, string) error { return nil }); directory.ErrorCode(err) != directory.ECONFLICT {
		t.Errorf("with another host's lock: %v, want ECONFLICT", err)
	}
}

// TestHealIndexes: the indexes a killed bulk load left dropped are built
// again, but not while a live import holds the lock.
func TestHealIndexes(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "heal.db")
	st, err := sqlite.Open(ctx, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	has := func() bool {
		t.Helper()
		var n int
		if err := raw.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_schema WHERE name = 'businesses_city'`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n == 1
	}
	if _, err := raw.ExecContext(ctx, `DROP INDEX businesses_city`); err != nil {
		t.Fatal(err)
	}
	// A live import (this process, under another holder name) holds the lock.
	live := newHolder()
	if err := st.AcquireLock(ctx, LockName, live, time.Minute); err != nil {
		t.Fatal(err)
	}
	HealIndexes(ctx, st)
	if has() {
		t.Errorf("indexes built while an import holds the lock")
	}
	// That import was killed: the lock's holder names an ended process.
	if err := st.ReleaseLock(ctx, LockName, live); err != nil {
		t.Fatal(err)
	}
	host, _ := os.Hostname()
	if err := st.AcquireLock(ctx, LockName, host+":999999999:dead", time.Minute); err != nil {
		t.Fatal(err)
	}
	HealIndexes(ctx, st)
	if !has() {
		t.Errorf("the dropped index was not built again after the import ended")
	}
}
