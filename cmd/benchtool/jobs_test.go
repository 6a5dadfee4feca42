package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/jobs"
)

// render returns the jobs section as the report prints it.
func render(r *jobsResult) string {
	var b strings.Builder
	r.markdown(func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) })
	return b.String()
}

// TestBenchJobs runs the whole background-job benchmark on a few
// businesses: every job ends done with every item, the yardsticks run, and
// the report has both tables.
func TestBenchJobs(t *testing.T) {
	plan := jobsPlan{Sites: 300, SlowSites: 40, SlowDelay: 5 * time.Millisecond, Hosts: 20,
		Photos: 6, PhotoHosts: 3, ProcessRuns: 2}
	r := benchJobs(context.Background(), plan, t.TempDir())
	if r.failed() {
		t.Fatalf("failed:\n%s", render(r))
	}
	if len(r.Validate) != 2 {
		t.Fatalf("%d validation rounds, want 2", len(r.Validate))
	}
	for _, v := range r.Validate {
		if v.Valid != v.Businesses || v.Took <= 0 || v.Mem.HeapPeak <= 0 || len(v.Bare) != 2 {
			t.Errorf("round of %d: %d valid in %v, heap %d, %d yardsticks; want all valid, measured, 2 yardsticks",
				v.Businesses, v.Valid, v.Took, v.Mem.HeapPeak, len(v.Bare))
		}
		for _, b := range v.Bare {
			if b.Errors > 0 || b.Took <= 0 {
				t.Errorf("bare client (keep-alive %t): %d errors in %v", b.KeepAlive, b.Errors, b.Took)
			}
		}
	}
	if p := r.Photos; p == nil || p.Mirrored != plan.Photos || p.ProcessTook <= 0 || p.PhotoBytes < 100<<10 {
		t.Fatalf("photos = %+v; want %d mirrored, Process timed, a photo over 100 kB", p, plan.Photos)
	}
	md := render(r)
	t.Logf("report:\n%s", md)
	for _, want := range []string{"| 300 websites | 20 | none | 16 | ", "| 40 websites | 20 | 5 ms |",
		fmt.Sprintf("| 6 photos | 3 | %d |", jobs.DefaultPhotoWorkers), "the job at"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
}

// TestJobFailureFailsTheRun: a failed job makes the tool exit non-zero and
// is named in the report.
func TestJobFailureFailsTheRun(t *testing.T) {
	rep := &report{Opts: options{jobsOnly: true}, Jobs: &jobsResult{
		Photos: &photoRun{Businesses: 10, Err: errors.New("job 1 ended failed (disk full)")}}}
	if !rep.failed() {
		t.Error("a failed photo job does not fail the run")
	}
	if md := rep.markdown(); !strings.Contains(md, "photo mirroring: job 1 ended failed (disk full)") {
		t.Errorf("report does not name the failure:\n%s", md)
	}
}

// TestJobsOnlyNeedsNoBinary: -jobs-only runs in this process, so a missing
// binary is no error there, but still one without it.
func TestJobsOnlyNeedsNoBinary(t *testing.T) {
	if _, err := parseFlags([]string{"-jobs-only", "-bin", "/nonexistent/branchenbuch"}); err != nil {
		t.Errorf("-jobs-only with a missing binary: %v", err)
	}
	if _, err := parseFlags([]string{"-bin", "/nonexistent/branchenbuch"}); err == nil {
		t.Error("a missing binary is accepted without -jobs-only")
	}
}

// TestSQLiteDBNeedsOnly: a database loaded before is measured with the
// HTTP scenarios alone; imports and exports need their own databases.
func TestSQLiteDBNeedsOnly(t *testing.T) {
	if _, err := parseFlags([]string{"-jobs-only", "-sqlite-db", "/tmp/5m.db"}); err == nil {
		t.Error("-sqlite-db without -only is accepted")
	}
	if _, err := parseFlags([]string{"-jobs-only", "-postgres-db", "postgres://127.0.0.1/bb5m"}); err == nil {
		t.Error("-postgres-db without -only is accepted")
	}
	if _, err := parseFlags([]string{"-jobs-only", "-sqlite-db", "/tmp/5m.db", "-only", "search"}); err != nil {
		t.Errorf("-sqlite-db with -only: %v", err)
	}
}
