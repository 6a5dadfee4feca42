package importer

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"branchenbuch/internal/directory"
)

// SweepAge is how old an upload that no queued or running import job
// names must be before Sweep removes it: younger ones may be arriving or
// about to become a job (an upload may take up to ten minutes).
const SweepAge = 15 * time.Minute

// UploadPrefix starts the name of every upload in the upload directory.
const UploadPrefix = "upload-"

// Sweep removes the uploads in dir that no queued or running import job
// names and that are older than age: files of jobs that vanished (their
// instance died after the job ended, or the job row is gone) and uploads
// broken off before they became a job.
func Sweep(ctx context.Context, st directory.ImportJobStore, dir string, age time.Duration) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		if !os.IsNotExist(err) {
			slog.Warn("import uploads not swept", "err", err)
		}
		return
	}
	active, err := st.RecentJobs(ctx, directory.JobImport, 0)
	if err != nil {
		slog.Warn("import uploads not swept", "err", err)
		return
	}
	keep := map[string]bool{}
	for _, j := range active {
		if !j.Ended() {
			keep[ParseJobParams(j.Params).File] = true
		}
	}
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), UploadPrefix) || keep[e.Name()] {
			continue
		}
		info, err := e.Info()
		if err != nil || time.Since(info.ModTime()) < age {
			continue
		}
		slog.Info("removing an upload no import job needs", "file", e.Name())
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil && !os.IsNotExist(err) {
			slog.Warn("upload not removed", "file", e.Name(), "err", err)
		}
	}
}

// countRows counts the data rows of the file into total, for the progress
// bar; it gives up quietly (the bar stays without a total).
func countRows(ctx context.Context, path, name string, total *atomic.Int64) {
	sheet, _, err := openSheet(path, name)
	if err != nil {
		return
	}
	defer sheet.Close()
	n := 0
	for ; ; n++ {
		if n%1000 == 0 && ctx.Err() != nil {
			return
		}
		if _, _, err := sheet.Next(); err != nil {
			if errors.Is(err, io.EOF) {
				break
			}
			return
		}
	}
	if total.Load() == 0 {
		total.Store(int64(n))
	}
}

// progressOf is an import job's progress with the report res after
// rowsRead data rows of total.
func progressOf(res *Result, rowsRead, total int) directory.JobProgress {
	return directory.JobProgress{
		Total:     max(total, rowsRead),
		Processed: rowsRead,
		Cursor:    int64(rowsRead),
		Counters: map[string]int{CounterImported: res.Imported, CounterUpdated: res.Updated,
			CounterDuplicates: res.Duplicates, CounterErrors: res.Errors},
	}
}

// jobError is the error an import job ends with: the file's problem as the
// operator reads it, or a short message for an internal error, which is
// logged here.
func jobError(err error) error {
	var e *directory.Error
	if errors.As(err, &e) && e.Code != directory.EINTERNAL {
		return e
	}
	slog.Error("import failed", "err", err)
	return directory.Errorf(directory.EINTERNAL, "İçe aktarma sırasında hata oluştu.")
}
