package main

// The import-jobs benchmark (docs/benchmarks.md, "Imports as jobs"): an
// Outscraper .xlsx uploaded through the HTTP API, as the panel does, into a
// directory that already holds count businesses; upload time, import time,
// rows/s and the server's peak memory, optionally with a restart of the
// server in the middle of the import.
//
//	go run ./cmd/benchtool import-jobs -bin bin/branchenbuch -count 500000 -rows 100000

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// importJobsOptions are the flags of the import-jobs benchmark.
type importJobsOptions struct {
	bin       string
	count     int     // businesses in the directory before the upload
	rows      int     // rows of the uploaded file
	sqliteDB  string  // a SQLite database already holding count businesses (it is changed); "" loads a fresh one
	postgres  string  // a PostgreSQL server's URL: a new database there instead of SQLite
	restartAt float64 // restart the server when this share of the rows is read; 0: no restart
	keep      bool
}

// importJobRun is what one upload cost.
type importJobRun struct {
	FileBytes          int64
	Upload             time.Duration // first to last byte sent
	Status             int           // 202 (a job) or 200 (done within the server's wait)
	Import             time.Duration // last byte sent to the job's end, as this client saw it
	JobMs              int64         // the report's durationMs: lock taken to the end
	Rows, Imported     int
	Updated            int
	Before, After      int // businesses stored
	PeakRSSKiB         int64
	IdleRSSKiB         int64 // the server's RSS before the upload
	Restarted          bool
	RowsAtRestart      int
	RestartPeakRSSKiB  int64 // the first server's peak when it was stopped
	LoadTook, FileTook time.Duration
}

// runImportJobsBench is `benchtool import-jobs`: it prints its Markdown
// section and returns the exit code.
func runImportJobsBench(args []string) int {
	fs := flag.NewFlagSet("import-jobs", flag.ContinueOnError)
	o := importJobsOptions{}
	fs.StringVar(&o.bin, "bin", "bin/branchenbuch", "the branchenbuch binary")
	fs.IntVar(&o.count, "count", 500_000, "businesses in the directory before the upload")
	fs.IntVar(&o.rows, "rows", 100_000, "rows of the uploaded .xlsx")
	fs.StringVar(&o.sqliteDB, "sqlite-db", "", "SQLite database already holding -count demo businesses (it is changed)")
	fs.StringVar(&o.postgres, "postgres", "", "PostgreSQL server URL: load a new database there instead of SQLite")
	fs.Float64Var(&o.restartAt, "restart-at", 0, "restart the server when this share of the rows is read (0: none)")
	fs.BoolVar(&o.keep, "keep", false, "keep the temporary data")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	dir, err := os.MkdirTemp("", "benchtool-imports-")
	if err != nil {
		logf("temporary folder: %v", err)
		return 1
	}
	if o.keep {
		logf("data kept in %s", dir)
	} else {
		defer os.RemoveAll(dir)
	}
	r, err := benchImportJob(ctx, o, dir)
	fmt.Print(importJobsMarkdown(o, r, err))
	if err != nil {
		return 1
	}
	return 0
}

// benchImportJob loads the directory, writes the file, starts the server,
// uploads the file and follows its job to the end.
func benchImportJob(ctx context.Context, o importJobsOptions, dir string) (*importJobRun, error) {
	r := &importJobRun{}
	dbURL := o.sqliteDB
	if o.postgres != "" { // a new database on that server, dropped at the end unless -keep
		url, drop, err := postgresFresh(o.postgres, o.keep)(ctx, "imports")
		if err != nil {
			return nil, err
		}
		defer drop()
		dbURL = url
	}
	if dbURL == "" {
		dbURL = filepath.Join(dir, "bench.db")
	}
	if o.sqliteDB == "" {
		logf("loading %s demo businesses", thousands(o.count))
		demo, err := runDemo(ctx, o.bin, dbURL, dir, o.count)
		if err != nil {
			return nil, err
		}
		r.LoadTook = demo.Took
	}
	file := filepath.Join(dir, "upload.xlsx")
	logf("writing %s rows to %s", thousands(o.rows), file)
	took, _, err := runChild(ctx, o.bin, transferEnv(filepath.Join(dir, "unused.db"), dir), filepath.Join(dir, "write.log"), nil,
		"demo", "--write", file, "--count", strconv.Itoa(o.rows), "--seed", "2")
	if err != nil {
		return nil, err
	}
	r.FileTook = took
	info, err := os.Stat(file)
	if err != nil {
		return nil, err
	}
	r.FileBytes = info.Size()
	os.Setenv("MAX_UPLOAD_MB", strconv.FormatInt(r.FileBytes>>20+1, 10)) // the children inherit it (childEnv)

	srv, err := startServer(ctx, o.bin, dbURL, dir, "serve.log")
	if err != nil {
		return nil, err
	}
	defer func() { srv.kill() }()
	c := &http.Client{}
	if err := adminLogin(ctx, c, srv.base); err != nil {
		return nil, err
	}
	if r.Before, err = storedBusinesses(ctx, c, srv.base); err != nil {
		return nil, err
	}
	r.IdleRSSKiB = vmRSS(srv.cmd.Process.Pid)
	logf("uploading %s (%.1f MB) into %s businesses", file, float64(r.FileBytes)/(1<<20), thousands(r.Before))
	job, sent, done, err := uploadFile(ctx, c, srv.base, file, r)
	if err != nil {
		return nil, err
	}
	if done != nil { // a small file: answered with its ImportResult within the server's wait
		r.Import = time.Since(sent)
		r.Rows, r.Imported, r.Updated, r.JobMs = done.Imported+done.Updated+done.Duplicates+done.Errors, done.Imported, done.Updated, done.DurationMs
	}
	for done == nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		st, err := importJobStatus(ctx, c, srv.base, job)
		if err != nil {
			return nil, err
		}
		if st.State != "queued" && st.State != "running" {
			r.Import = time.Since(sent)
			if st.State != "done" || st.Result == nil {
				return nil, fmt.Errorf("import job %d ended %s: %s", job, st.State, st.Error)
			}
			r.Rows, r.Imported, r.Updated, r.JobMs = st.RowsRead, st.Result.Imported, st.Result.Updated, st.Result.DurationMs
			break
		}
		if o.restartAt > 0 && !r.Restarted && st.Total > 0 && float64(st.RowsRead) >= o.restartAt*float64(st.Total) {
			logf("restarting the server at %s of %s rows", thousands(st.RowsRead), thousands(st.Total))
			r.Restarted, r.RowsAtRestart, r.RestartPeakRSSKiB = true, st.RowsRead, vmHWM(srv.cmd.Process.Pid)
			if _, err := srv.stop(time.Minute); err != nil {
				return nil, fmt.Errorf("stop: %w", err)
			}
			if srv, err = startServer(ctx, o.bin, dbURL, dir, "serve-2.log"); err != nil {
				return nil, err
			}
			c = &http.Client{}
			if err := adminLogin(ctx, c, srv.base); err != nil {
				return nil, err
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	r.PeakRSSKiB = max(vmHWM(srv.cmd.Process.Pid), r.RestartPeakRSSKiB)
	if r.After, err = storedBusinesses(ctx, c, srv.base); err != nil {
		return nil, err
	}
	logf("done: %s rows in %s (%s rows/s), peak RSS %d MB", thousands(r.Rows), r.Import.Round(time.Millisecond),
		thousands(int(float64(r.Rows)/r.Import.Seconds())), r.PeakRSSKiB>>10)
	return r, nil
}

// uploadFile posts the file as the panel does, streamed from disk, and
// returns its job (or, when the import ended within the server's wait, its
// result) and when its last byte was sent.
func uploadFile(ctx context.Context, c *http.Client, base, path string, r *importJobRun) (job int64, sent time.Time, done *benchImportResult, err error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, sent, nil, err
	}
	defer f.Close()
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		part, err := mw.CreateFormFile("excelFile", filepath.Base(path))
		if err == nil {
			_, err = io.Copy(part, f)
		}
		if err == nil {
			err = mw.Close()
		}
		sent = time.Now() // the body's last byte is in the pipe: the transport sends it now
		pw.CloseWithError(err)
	}()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/admin/import-excel", pr)
	if err != nil {
		return 0, sent, nil, err
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Origin", base)
	start := time.Now()
	resp, err := c.Do(req)
	if err != nil {
		return 0, sent, nil, err
	}
	defer resp.Body.Close()
	r.Upload, r.Status = sent.Sub(start), resp.StatusCode
	var st struct {
		JobID int64 `json:"jobId"`
		benchImportResult
		Success bool `json:"success"`
	}
	b, _ := io.ReadAll(resp.Body)
	switch {
	case json.Unmarshal(b, &st) != nil:
	case resp.StatusCode == http.StatusAccepted && st.JobID != 0:
		return st.JobID, sent, nil, nil
	case resp.StatusCode == http.StatusOK && st.Success:
		return 0, sent, &st.benchImportResult, nil
	}
	return 0, sent, nil, fmt.Errorf("upload: %s %.300s, want 202 with the job or 200 with the result", resp.Status, b)
}

// benchImportStatus is the part of an import job's answer the benchmark reads.
type benchImportStatus struct {
	State    string             `json:"state"`
	Total    int                `json:"total"`
	RowsRead int                `json:"rowsRead"`
	Error    string             `json:"error"`
	Result   *benchImportResult `json:"result"`
}

// benchImportResult is the part of an ImportResult the benchmark reads.
type benchImportResult struct {
	Imported   int   `json:"imported"`
	Updated    int   `json:"updated"`
	Duplicates int   `json:"duplicates"`
	Errors     int   `json:"errors"`
	DurationMs int64 `json:"durationMs"`
}

func importJobStatus(ctx context.Context, c *http.Client, base string, id int64) (*benchImportStatus, error) {
	var st benchImportStatus
	return &st, getJSON(ctx, c, fmt.Sprintf("%s/api/admin/import-jobs/%d", base, id), &st)
}

// storedBusinesses is the number of businesses the operator's table counts.
func storedBusinesses(ctx context.Context, c *http.Client, base string) (int, error) {
	var page struct {
		Total int `json:"total"`
	}
	return page.Total, getJSON(ctx, c, base+"/api/admin/businesses?limit=1", &page)
}

// importJobsMarkdown is the run's report section.
func importJobsMarkdown(o importJobsOptions, r *importJobRun, err error) string {
	var b strings.Builder
	m := readMachine()
	fmt.Fprintf(&b, "### Import job: %s rows uploaded into %s businesses\n\n", thousands(o.rows), thousands(o.count))
	fmt.Fprintf(&b, "%s, %s, %s\n\n", m.CPU, m.Memory, time.Now().UTC().Format("2006-01-02 15:04 UTC"))
	if err != nil {
		fmt.Fprintf(&b, "failed: %v\n", err)
		return b.String()
	}
	rate := float64(r.Rows) / r.Import.Seconds()
	fmt.Fprintf(&b, "| figure | value |\n|---|---|\n")
	fmt.Fprintf(&b, "| file | %.1f MB, %s rows |\n", float64(r.FileBytes)/(1<<20), thousands(r.Rows))
	fmt.Fprintf(&b, "| upload (first to last byte) | %.2f s, %.0f MB/s; answer %d |\n", r.Upload.Seconds(), float64(r.FileBytes)/(1<<20)/r.Upload.Seconds(), r.Status)
	fmt.Fprintf(&b, "| import (last byte to the job's end) | %.1f s, %s rows/s |\n", r.Import.Seconds(), thousands(int(rate)))
	fmt.Fprintf(&b, "| report's durationMs (lock to end) | %s ms |\n", thousands(int(r.JobMs)))
	fmt.Fprintf(&b, "| imported / updated | %s / %s |\n", thousands(r.Imported), thousands(r.Updated))
	fmt.Fprintf(&b, "| businesses before → after | %s → %s |\n", thousands(r.Before), thousands(r.After))
	fmt.Fprintf(&b, "| server RSS before the upload → peak | %d → %d MB (budget 500) |\n", r.IdleRSSKiB>>10, r.PeakRSSKiB>>10)
	if r.Restarted {
		fmt.Fprintf(&b, "| restart | at %s rows read; the first server's peak %d MB |\n", thousands(r.RowsAtRestart), r.RestartPeakRSSKiB>>10)
	}
	if r.LoadTook > 0 {
		fmt.Fprintf(&b, "| directory load (demo) | %.0f s |\n", r.LoadTook.Seconds())
	}
	return b.String()
}
