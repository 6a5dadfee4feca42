package importer

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/jobs"
	"branchenbuch/internal/store/postgres"
	"branchenbuch/internal/store/sqlite"
	"branchenbuch/internal/store/storetest"
)

// jobEngines name a fresh database of each engine (a file path for SQLite,
// a URL for PostgreSQL), which a second process can open too.
var jobEngines = []struct {
	name string
	dsn  func(t *testing.T) string
}{
	{"sqlite", func(t *testing.T) string { return filepath.Join(t.TempDir(), "jobs.db") }},
	{"postgres", func(t *testing.T) string { return storetest.FreshPostgresSchema(t) }},
}

// openStore opens the store of dsn for the test, closed when it ends.
func openStore(t *testing.T, dsn string) directory.Store {
	t.Helper()
	open := sqlite.Open
	if strings.HasPrefix(dsn, "postgres") {
		open = postgres.Open
	}
	st, err := open(context.Background(), dsn, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// takeoverFile writes a CSV of n data rows into dir: every thousandth row
// (at 500) repeats the place id of the row before it (a duplicate), and
// every thousandth row at 900 has no name (an error).
func takeoverFile(t *testing.T, dir string, n int) (name string, good, dups, errs int) {
	t.Helper()
	var b strings.Builder
	b.WriteString("name,place_id,city\n")
	for i := 1; i <= n; i++ {
		switch i % 1000 {
		case 500:
			fmt.Fprintf(&b, "Zweitfirma %d,t-%d,Köln\n", i, i-1)
			dups++
		case 900:
			fmt.Fprintf(&b, ",t-%d,Köln\n", i)
			errs++
		default:
			fmt.Fprintf(&b, "Firma %d,t-%d,Köln\n", i, i)
			good++
		}
	}
	name = UploadPrefix + "takeover.csv"
	if err := os.WriteFile(filepath.Join(dir, name), []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	return name, good, dups, errs
}

// TestImportRunnerChild is the instance TestImportTakeover kills: it runs
// import jobs on BB_DSN from BB_DIR until it is killed.
func TestImportRunnerChild(t *testing.T) {
	dsn, dir := os.Getenv("BB_CHILD_DSN"), os.Getenv("BB_CHILD_DIR")
	if dsn == "" {
		t.Skip("the instance that TestImportTakeover starts and kills")
	}
	st := openStore(t, dsn)
	r := NewRunner(st, dir)
	r.LeaseTTL, r.Poll = 2*time.Second, 20*time.Millisecond
	r.Run(context.Background())
}

// An import whose instance is killed mid-way is taken over once its lease
// has expired and finishes from its last committed batch: what the killed
// instance committed is exactly what the job's counts said, and at the end
// every good row is stored once, with the same report as one run gives.
func TestImportTakeover(t *testing.T) {
	if testing.Short() {
		t.Skip("starts and kills a second process")
	}
	for _, e := range jobEngines {
		t.Run(e.name, func(t *testing.T) {
			ctx := context.Background()
			dsn, dir := e.dsn(t), t.TempDir()
			st := openStore(t, dsn)
			const n = 20_000 // four batches: the kill comes after the first commit
			file, good, dups, errs := takeoverFile(t, dir, n)
			job, _, err := st.StartJob(ctx, directory.JobImport, JobParams{File: file, Name: "gross.csv"}.Encode(), 0, false)
			if err != nil {
				t.Fatal(err)
			}

			child := exec.Command(os.Args[0], "-test.run=^TestImportRunnerChild$", "-test.v")
			child.Env = append(os.Environ(), "BB_CHILD_DSN="+dsn, "BB_CHILD_DIR="+dir)
			if err := child.Start(); err != nil {
				t.Fatal(err)
			}
			var at *directory.Job
			for deadline := time.Now().Add(time.Minute); ; time.Sleep(2 * time.Millisecond) {
				if at, err = st.Job(ctx, job.ID); err != nil {
					t.Fatal(err)
				}
				if at.Processed > 0 || time.Now().After(deadline) {
					break
				}
			}
			child.Process.Kill()
			child.Wait()
			if at, err = st.Job(ctx, job.ID); err != nil {
				t.Fatal(err)
			}
			if at.Processed == 0 || at.Processed >= n || at.State != directory.JobRunning {
				t.Fatalf("killed at %+v, want a running job part-way through", at)
			}
			if got, want := count(t, st), at.Counters[CounterImported]; got != want {
				t.Errorf("after the kill %d businesses stored, but the job committed %d", got, want)
			}
			t.Logf("killed after %d of %d rows", at.Processed, n)

			r := NewRunner(st, dir)
			r.LeaseTTL, r.Poll, r.Log = 2*time.Second, 50*time.Millisecond, slog.New(slog.DiscardHandler)
			done := runUntilEnded(t, r, st, job.ID)
			if done.State != directory.JobDone {
				t.Fatalf("job ended %s (%s), want done", done.State, done.Error)
			}
			state, err := ReadJobState(ctx, st, job.ID)
			if err != nil || state == nil {
				t.Fatal(err)
			}
			res := state.Result
			if !res.Success || res.Imported != good || res.Updated != 0 || res.Duplicates != dups || res.Errors != errs {
				t.Errorf("report %+v, want %d imported, 0 updated, %d duplicates, %d errors", res, good, dups, errs)
			}
			if len(res.DuplicateReport) != dups || res.DuplicateReport[0].RowNumber != 501 || res.DuplicateReport[dups-1].RowNumber != n-500+1 {
				t.Errorf("duplicate report of %d entries, want %d from row 501", len(res.DuplicateReport), dups)
			}
			if len(res.ErrorReport) != errs || res.ErrorReport[0].RowNumber != 901 {
				t.Errorf("error report of %d entries, want %d from row 901", len(res.ErrorReport), errs)
			}
			if done.Processed != n || done.Total != n {
				t.Errorf("progress %d of %d rows, want %d of %d", done.Processed, done.Total, n, n)
			}
			if got := count(t, st); got != good {
				t.Errorf("%d businesses stored, want %d", got, good)
			}
			if _, err := os.Stat(filepath.Join(dir, file)); !os.IsNotExist(err) {
				t.Errorf("the upload is still there after the job: %v", err)
			}
		})
	}
}

// count returns the number of businesses stored.
func count(t *testing.T, st directory.Store) int {
	t.Helper()
	_, n, err := st.AdminBusinesses(context.Background(), directory.AdminQuery{SortBy: directory.AdminSortName, Page: 1, Limit: 1})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// runUntilEnded runs r until the job has ended and returns it.
func runUntilEnded(t *testing.T, r *jobs.Runner, st directory.Store, id int64) *directory.Job {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() { defer close(stopped); r.Run(ctx) }()
	defer func() { cancel(); <-stopped }()
	for deadline := time.Now().Add(5 * time.Minute); ; time.Sleep(20 * time.Millisecond) { // -race on a busy machine
		j, err := st.Job(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if j.Ended() {
			return j
		}
		if time.Now().After(deadline) {
			t.Fatalf("job %d not ended after 5 minutes: %+v", id, j)
		}
	}
}

// A running import that the operator cancels stops at its next batch: the
// batches committed before stay, exactly as its report counts them, and its
// upload is removed.
func TestImportCancelRunning(t *testing.T) {
	for _, e := range jobEngines {
		t.Run(e.name, func(t *testing.T) {
			ctx := context.Background()
			dsn, dir := e.dsn(t), t.TempDir()
			st := openStore(t, dsn)
			file, good, _, _ := takeoverFile(t, dir, 60_000)
			job, _, err := st.StartJob(ctx, directory.JobImport, JobParams{File: file, Name: "gross.csv"}.Encode(), 0, false)
			if err != nil {
				t.Fatal(err)
			}
			r := NewRunner(st, dir)
			r.Poll, r.Log = 20*time.Millisecond, slog.New(slog.DiscardHandler)
			rctx, stop := context.WithCancel(ctx)
			stopped := make(chan struct{})
			go func() { defer close(stopped); r.Run(rctx) }()
			defer func() { stop(); <-stopped }()
			for deadline := time.Now().Add(time.Minute); ; time.Sleep(2 * time.Millisecond) {
				j, err := st.Job(ctx, job.ID)
				if err != nil {
					t.Fatal(err)
				}
				if j.Processed > 0 || time.Now().After(deadline) {
					break
				}
			}
			if _, err := st.CancelJob(ctx, job.ID); err != nil {
				t.Fatal(err)
			}
			for deadline := time.Now().Add(time.Minute); ; time.Sleep(10 * time.Millisecond) {
				if _, err := os.Stat(filepath.Join(dir, file)); os.IsNotExist(err) {
					break
				}
				if time.Now().After(deadline) {
					t.Fatal("the cancelled job's upload was not removed")
				}
			}
			j, err := st.Job(ctx, job.ID)
			if err != nil {
				t.Fatal(err)
			}
			state, err := ReadJobState(ctx, st, job.ID)
			if err != nil || state == nil {
				t.Fatal(err)
			}
			stored := count(t, st)
			if j.State != directory.JobCancelled || state.Result.Success || state.Result.Imported != stored ||
				j.Counters[CounterImported] != stored || stored == 0 || stored >= good {
				t.Errorf("cancelled job %s, report %d imported (success %v), counters %v, %d stored; want the committed part, as counted",
					j.State, state.Result.Imported, state.Result.Success, j.Counters, stored)
			}
		})
	}
}

// Sweep removes the uploads that no queued or running job names once they
// are old enough, and leaves the rest: a queued job's file, an upload that
// may still be arriving, and files that are not uploads.
func TestSweep(t *testing.T) {
	for _, e := range jobEngines {
		t.Run(e.name, func(t *testing.T) { testSweep(t, e.dsn(t)) })
	}
}

func testSweep(t *testing.T, dsn string) {
	ctx := context.Background()
	st := openStore(t, dsn)
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour)
	files := map[string]bool{ // name → kept
		UploadPrefix + "queued.xlsx":   true,
		UploadPrefix + "vanished.xlsx": false,
		UploadPrefix + "ended.csv":     false,
		UploadPrefix + "arriving.csv":  true,
		"notes.txt":                    true,
	}
	for name := range files {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(name, "arriving") {
			os.Chtimes(path, old, old)
		}
	}
	if _, _, err := st.StartJob(ctx, directory.JobImport, JobParams{File: UploadPrefix + "queued.xlsx"}.Encode(), 0, false); err != nil {
		t.Fatal(err)
	}
	ended, _, err := st.StartJob(ctx, directory.JobImport, JobParams{File: UploadPrefix + "ended.csv"}.Encode(), 0, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CancelJob(ctx, ended.ID); err != nil {
		t.Fatal(err)
	}
	Sweep(ctx, st, dir, SweepAge)
	for name, kept := range files {
		_, err := os.Stat(filepath.Join(dir, name))
		if got := err == nil; got != kept {
			t.Errorf("%s kept %v, want %v", name, got, kept)
		}
	}
}
