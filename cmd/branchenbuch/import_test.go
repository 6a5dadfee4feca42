package main_test

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	_ "modernc.org/sqlite"
)

// importResult is what `import --json` prints.
type importResult struct {
	Success                               bool
	Imported, Updated, Duplicates, Errors int
}

// runImport runs `branchenbuch import --json FILE` on db and returns its result.
func runImport(t *testing.T, bin, db, file string) importResult {
	t.Helper()
	cmd := exec.Command(bin, "import", "--json", file)
	cmd.Env = append(os.Environ(), "DATABASE_URL="+db)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("import: %v\n%s", err, stderr.String())
	}
	var r importResult
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("import output %q: %v", out, err)
	}
	return r
}

func countRows(t *testing.T, db, query string) int {
	t.Helper()
	conn, err := sql.Open("sqlite", "file:"+db+"?mode=ro&_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var n int
	if err := conn.QueryRow(query).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// An import killed half-way keeps every batch it committed and nothing
// half-written; the lock it held is taken over at once, its files are
// removed, and running the same file again completes the directory, as a
// third run proves by changing nothing.
func TestImportSurvivesKill(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	tmp := filepath.Join(dir, "tmp")
	os.Mkdir(tmp, 0o700)
	t.Setenv("TMPDIR", tmp)
	db := filepath.Join(dir, "kill.db")
	file := filepath.Join(dir, "outscraper.csv")
	const n = 40_000
	write := exec.Command(bin, "demo", "--write", file, "--count", "40000")
	if out, err := write.CombinedOutput(); err != nil {
		t.Fatalf("demo --write: %v\n%s", err, out)
	}
	migrate := exec.Command(bin, "migrate")
	migrate.Env = append(os.Environ(), "DATABASE_URL="+db)
	if out, err := migrate.CombinedOutput(); err != nil {
		t.Fatalf("migrate: %v\n%s", err, out)
	}

	cmd := exec.Command(bin, "import", file)
	cmd.Env = append(os.Environ(), "DATABASE_URL="+db)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Kill it once a few batches are in.
	deadline := time.Now().Add(60 * time.Second)
	for countRows(t, db, "SELECT count(*) FROM businesses") < 10000 {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("the import wrote nothing within a minute")
		}
		time.Sleep(20 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()

	got := countRows(t, db, "SELECT count(*) FROM businesses")
	if got == 0 || got >= n || got%5000 != 0 {
		t.Errorf("%d businesses after the kill, want whole batches of 5,000 (importer.BatchSize), fewer than %d", got, n)
	}
	if ok := countRows(t, db, "SELECT count(*) FROM pragma_integrity_check WHERE integrity_check = 'ok'"); ok != 1 {
		t.Error("database not intact after the kill")
	}
	if held := countRows(t, db, "SELECT count(*) FROM locks"); held != 1 {
		t.Errorf("%d locks held after the kill, want the killed import's", held)
	}

	r := runImport(t, bin, db, file)
	if !r.Success || r.Imported+r.Updated != n-r.Duplicates-r.Errors || r.Updated != got {
		t.Errorf("re-run %+v, want the %d written rows updated and the rest imported", r, got)
	}
	total := countRows(t, db, "SELECT count(*) FROM businesses")
	if total != r.Imported+r.Updated {
		t.Errorf("%d businesses, want %d", total, r.Imported+r.Updated)
	}
	again := runImport(t, bin, db, file)
	if again.Imported != 0 || again.Updated != total {
		t.Errorf("third run %+v, want nothing new and %d updated", again, total)
	}
	if n := countRows(t, db, "SELECT count(*) FROM locks"); n != 0 {
		t.Errorf("%d locks held after the imports ended", n)
	}
	entries, _ := os.ReadDir(filepath.Join(tmp, "branchenbuch-import"))
	for _, e := range entries {
		t.Errorf("left behind: %s", e.Name())
	}
}
