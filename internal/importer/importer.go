// Package importer writes Outscraper exports into the directory: every row
// validated, duplicates within a file reported, good rows written in
// batched transactions, one import at a time across every instance.
package importer

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/jobs"
	"branchenbuch/internal/outscraper"
)

// BatchSize is the number of rows written per transaction: a crash loses
// at most the batch being written, which a re-run of the file writes again.
// Larger batches touch each index page fewer times per row: 5,000 rows
// import about twice as fast as 1,000 and hold the one writer for about a
// second.
const BatchSize = 5000

// MaxReport is the number of entries each report list holds at most; the
// counts stay exact.
const MaxReport = 1000

// Result is the spec's import result, plus updated and durationMs.
// Imported counts new businesses, Updated the stored ones rewritten.
type Result struct {
	Success         bool        `json:"success"`
	Imported        int         `json:"imported"`
	Updated         int         `json:"updated"`
	Duplicates      int         `json:"duplicates"`
	Errors          int         `json:"errors"`
	DuplicateReport []Duplicate `json:"duplicateReport"`
	ErrorReport     []RowError  `json:"errorReport"`
	DurationMs      int64       `json:"durationMs"`
}

// Duplicate is a row whose key an earlier row of the same file had.
type Duplicate struct {
	RowNumber int    `json:"row_number"`
	Name      string `json:"name"`
	PlaceID   string `json:"place_id"`
}

// RowError is a row that was not imported, and why.
type RowError struct {
	RowNumber int    `json:"row_number"`
	Error     string `json:"error"`
}

// Progress, when set, is called after each written batch with the rows
// read so far.
type Progress func(rows int)

// Import reads the file at path, whose original name is name, and writes
// its good rows to st. The caller holds the import lock (WithLock). An
// error before the first row (an unreadable or hostile file) leaves the
// database untouched; a file that breaks off mid-way keeps the batches
// written before, and the error names the row.
//
// Reading and writing overlap: one goroutine reads, maps and checks rows
// into batches while the caller's writes the previous batch. An import
// into an empty directory is a bulk load (Store.BulkLoad): nobody can be
// reading yet, so the secondary indexes are set aside and built once at
// the end, which is much faster than keeping them row by row.
func Import(ctx context.Context, st directory.Store, path, name string, progress Progress) (*Result, error) {
	start := time.Now()
	sheet, err := outscraper.Open(path, name)
	if err != nil {
		return nil, err
	}
	defer sheet.Close()
	m, err := outscraper.NewMapper(sheet.Header())
	if err != nil {
		return nil, err
	}
	_, stored, err := st.AdminBusinesses(ctx, directory.AdminQuery{SortBy: directory.AdminSortName, Page: 1, Limit: 1})
	if err != nil {
		return nil, err
	}
	var res *Result
	if stored > 0 {
		res, err = importRows(ctx, st, sheet, m, progress)
	} else {
		err = st.BulkLoad(ctx, func(ctx context.Context) error {
			res, err = importRows(ctx, st, sheet, m, progress)
			return err
		})
	}
	if err != nil {
		return nil, err
	}
	res.DurationMs = time.Since(start).Milliseconds()
	if res.Imported+res.Updated > 0 {
		// New or changed photo URLs wait for mirroring: pages never show
		// the imported URLs themselves (docs/jobs.md).
		if job, started, err := jobs.QueuePendingPhotos(ctx, st); err != nil {
			slog.Warn("photo mirroring not queued after the import", "err", err)
		} else if started {
			slog.Info("photo mirroring queued", "job", job.ID, "businesses", job.Total)
		}
	}
	return res, nil
}

// importRows reads the sheet's rows and writes the good ones.
func importRows(ctx context.Context, st directory.Store, sheet *outscraper.Sheet, m *outscraper.Mapper, progress Progress) (*Result, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	rd := &reader{sheet: sheet, mapper: m, res: newResult(), seen: map[string]struct{}{}, batches: make(chan batch, 2)}
	go rd.run(ctx)
	w := &writer{st: st}
	for b := range rd.batches {
		if err := w.write(ctx, b); err != nil {
			cancel()
			for range rd.batches { // let the reader end
			}
			return nil, err
		}
		if progress != nil {
			progress(b.rowsRead)
		}
	}
	// The reader is done: its fields are ours now.
	res := rd.res
	res.Imported, res.Updated = w.counts.Inserted, w.counts.Updated
	res.Errors += len(w.errs)
	res.ErrorReport = mergeErrors(res.ErrorReport, w.errs)
	switch {
	case rd.err != nil && ctx.Err() == nil && w.counts != (directory.UpsertCounts{}):
		return nil, brokenOff(rd.err, res)
	case rd.err != nil:
		return nil, rd.err
	case rd.rows == 0:
		return nil, directory.Errorf(directory.EINVALID, "Dosyada başlık satırından sonra veri satırı yok.")
	}
	res.Success = true
	return res, nil
}

func newResult() *Result {
	return &Result{DuplicateReport: []Duplicate{}, ErrorReport: []RowError{}}
}

// batch is up to BatchSize good rows and their row numbers.
type batch struct {
	bs       []directory.Business
	rowNums  []int
	rowsRead int // rows read from the file so far, for progress
}

// reader turns the sheet's rows into batches of good, first-seen rows,
// recording bad rows and duplicates in res.
type reader struct {
	sheet   *outscraper.Sheet
	mapper  *outscraper.Mapper
	res     *Result
	seen    map[string]struct{} // dedupe keys of the rows taken so far
	batches chan batch
	rows    int
	err     error // why reading stopped early
}

func (r *reader) run(ctx context.Context) {
	defer close(r.batches)
	cur := batch{}
	send := func() bool {
		if len(cur.bs) == 0 {
			return true
		}
		cur.rowsRead = r.rows
		select {
		case r.batches <- cur:
			cur = batch{}
			return true
		case <-ctx.Done():
			r.err = ctx.Err()
			return false
		}
	}
	for {
		cells, row, err := r.sheet.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			r.err = err
			break
		}
		r.rows++
		b, err := r.mapper.Map(cells)
		if err != nil {
			r.res.Errors++
			r.res.ErrorReport = addError(r.res.ErrorReport, RowError{RowNumber: row, Error: message(err)})
			continue
		}
		if !r.take(&b, row) {
			continue
		}
		cur.bs, cur.rowNums = append(cur.bs, b), append(cur.rowNums, row)
		if len(cur.bs) == BatchSize && !send() {
			return
		}
	}
	send()
}

// take reports whether b is the first row of its key in the file; a later
// one is a duplicate.
func (r *reader) take(b *directory.Business, row int) bool {
	key := directory.DedupeKey(b)
	if _, dup := r.seen[key]; !dup {
		r.seen[key] = struct{}{}
		return true
	}
	r.res.Duplicates++
	if len(r.res.DuplicateReport) < MaxReport {
		r.res.DuplicateReport = append(r.res.DuplicateReport, Duplicate{RowNumber: row, Name: b.Name, PlaceID: b.PlaceID})
	}
	return false
}

// writer writes batches, each in one transaction.
type writer struct {
	st     directory.Store
	counts directory.UpsertCounts
	errs   []RowError // rows the store refused
}

// write writes the batch. When the store refuses it for a reason of its
// data, each row is written alone, so that only the rows at fault are
// reported and the others still land.
func (w *writer) write(ctx context.Context, b batch) error {
	n, err := w.st.UpsertBusinesses(ctx, b.bs)
	if err == nil {
		w.add(n)
		return nil
	}
	if ctx.Err() != nil || directory.ErrorCode(err) != directory.EINVALID {
		return fmt.Errorf("import rows %d–%d: %w", b.rowNums[0], b.rowNums[len(b.rowNums)-1], err)
	}
	for i := range b.bs {
		n, err := w.st.UpsertBusinesses(ctx, b.bs[i:i+1])
		switch {
		case err == nil:
			w.add(n)
		case directory.ErrorCode(err) == directory.EINVALID:
			w.errs = append(w.errs, RowError{RowNumber: b.rowNums[i], Error: message(err)})
		default:
			return fmt.Errorf("import row %d: %w", b.rowNums[i], err)
		}
	}
	return nil
}

func (w *writer) add(n directory.UpsertCounts) {
	w.counts.Inserted += n.Inserted
	w.counts.Updated += n.Updated
}

// addError appends e unless the report is full.
func addError(report []RowError, e RowError) []RowError {
	if len(report) < MaxReport {
		report = append(report, e)
	}
	return report
}

// mergeErrors merges the store's refusals into the reader's report, in row
// order, keeping at most MaxReport entries.
func mergeErrors(report, more []RowError) []RowError {
	if len(more) == 0 {
		return report
	}
	report = append(report, more...)
	slices.SortStableFunc(report, func(a, b RowError) int { return a.RowNumber - b.RowNumber })
	return report[:min(len(report), MaxReport)]
}

// message is the text a person reads for a row's error.
func message(err error) string {
	var e *directory.Error
	if errors.As(err, &e) {
		return e.Message
	}
	return err.Error()
}

// brokenOff reports a file that became unreadable after some rows were
// written, saying how many were.
func brokenOff(err error, res *Result) error {
	slog.Warn("import broken off", "err", err, "imported", res.Imported, "updated", res.Updated)
	return directory.Errorf(directory.EINVALID, "%s Bu satıra kadar %d yeni işletme eklendi, %d işletme güncellendi; dosyayı düzeltip yeniden yüklediğinizde kalan satırlar da aktarılır.",
		message(err), res.Imported, res.Updated)
}
