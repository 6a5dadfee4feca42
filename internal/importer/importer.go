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
	"branchenbuch/internal/metrics"
	"branchenbuch/internal/outscraper"
)

// BatchSize is the number of rows written per transaction: a crash loses
// at most the batch being written, which a re-run of the file writes again.
// Larger batches touch each index page fewer times per row: 5,000 rows
// import about twice as fast as 1,000 and hold the one writer for about a
// second. Into a directory of 500,000, 100,000 rows through the panel ran
// at 1,447 rows/s with a server peak of 407 MB; batches of 2,500 at 1,252
// rows/s and 342 MB (docs/benchmarks.md, "Imports as jobs").
const BatchSize = 5000

// MaxReport is the number of entries each report list holds at most; the
// counts stay exact.
const MaxReport = 1000

// Result is an import's result, the ImportResult of docs/api.md ("Operator calls").
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
	sheet, m, err := openSheet(path, name)
	if err != nil {
		return nil, err
	}
	defer sheet.Close()
	bulk, err := emptyDirectory(ctx, st)
	if err != nil {
		return nil, err
	}
	w := &writer{st: st, res: newResult(), commit: func(ctx context.Context, bs []directory.Business, _ int, _ func(directory.UpsertCounts) *Result) (directory.UpsertCounts, error) {
		if len(bs) == 0 {
			return directory.UpsertCounts{}, nil
		}
		return st.UpsertBusinesses(ctx, bs)
	}}
	if progress != nil {
		w.done = func(b batch) { progress(b.rowsRead) }
	}
	if err := writeAll(ctx, st, sheet, m, bulk, 0, w); err != nil {
		return nil, err
	}
	res := w.res
	res.Success = true
	res.DurationMs = time.Since(start).Milliseconds()
	queuePhotos(ctx, st, res)
	return res, nil
}

// openSheet opens the file and maps its header.
func openSheet(path, name string) (*outscraper.Sheet, *outscraper.Mapper, error) {
	sheet, err := outscraper.Open(path, name)
	if err != nil {
		return nil, nil, err
	}
	m, err := outscraper.NewMapper(sheet.Header())
	if err != nil {
		sheet.Close()
		return nil, nil, err
	}
	return sheet, m, nil
}

// emptyDirectory reports whether st holds no business yet: an import into
// it is a bulk load.
func emptyDirectory(ctx context.Context, st directory.Store) (bool, error) {
	_, stored, err := st.AdminBusinesses(ctx, directory.AdminQuery{SortBy: directory.AdminSortName, Page: 1, Limit: 1})
	return stored == 0, err
}

// queuePhotos queues the mirroring of new or changed photo URLs: pages
// never show the imported URLs themselves (docs/jobs.md).
func queuePhotos(ctx context.Context, st directory.Store, res *Result) {
	if res.Imported+res.Updated == 0 {
		return
	}
	if job, started, err := jobs.QueuePendingPhotos(ctx, st); err != nil {
		slog.Warn("photo mirroring not queued after the import", "err", err)
	} else if started {
		slog.Info("photo mirroring queued", "job", job.ID, "businesses", job.Total)
	}
}

// writeAll reads the sheet's rows after the first skip (a job taken over
// continues there) and writes the good ones through w; bulk sets the
// secondary indexes aside meanwhile (an import into an empty directory).
func writeAll(ctx context.Context, st directory.Store, sheet *outscraper.Sheet, m *outscraper.Mapper, bulk bool, skip int, w *writer) error {
	if !bulk {
		return importRows(ctx, sheet, m, skip, BatchSize, w)
	}
	return st.BulkLoad(ctx, func(ctx context.Context) error {
		return importRows(ctx, sheet, m, skip, BatchSize, w)
	})
}

// importRows reads the sheet's rows and writes the good ones.
func importRows(ctx context.Context, sheet *outscraper.Sheet, m *outscraper.Mapper, skip, size int, w *writer) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	rd := &reader{sheet: sheet, mapper: m, skip: skip, size: size, seen: map[string]struct{}{}, batches: make(chan batch, 2)}
	go rd.run(ctx)
	for b := range rd.batches {
		if err := w.write(ctx, b); err != nil {
			cancel()
			for range rd.batches { // let the reader end
			}
			return err
		}
	}
	// The reader is done: its fields are ours now.
	written := w.res.Imported+w.res.Updated > 0 // also by the runner this job had before
	switch {
	case rd.err != nil && ctx.Err() == nil && written:
		return brokenOff(rd.err, w.res)
	case rd.err != nil:
		return rd.err
	case rd.rows == 0:
		return directory.Errorf(directory.EINVALID, "Dosyada başlık satırından sonra veri satırı yok.")
	}
	return nil
}

func newResult() *Result {
	return &Result{DuplicateReport: []Duplicate{}, ErrorReport: []RowError{}}
}

// batch is up to a batch size of good rows and their row numbers, with what the
// reader found among the rows read since the previous batch.
type batch struct {
	bs         []directory.Business
	rowNums    []int
	duplicates []Duplicate
	errs       []RowError
	rowsRead   int // data rows read from the file so far: the job's cursor
}

// reader turns the sheet's rows into batches of good, first-seen rows,
// with the bad rows and duplicates among them. The first skip rows were
// written before (a job taken over): they only fill seen.
type reader struct {
	sheet   *outscraper.Sheet
	mapper  *outscraper.Mapper
	skip    int
	size    int                 // good rows per batch
	seen    map[string]struct{} // dedupe keys of the rows taken so far
	batches chan batch
	rows    int
	err     error // why reading stopped early
}

func (r *reader) run(ctx context.Context) {
	defer close(r.batches)
	cur, inBatch := batch{}, 0
	send := func() bool {
		if inBatch == 0 {
			return true
		}
		cur.rowsRead = r.rows
		select {
		case r.batches <- cur:
			cur, inBatch = batch{}, 0
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
		if r.rows <= r.skip {
			if err == nil {
				r.seen[directory.DedupeKey(&b)] = struct{}{}
			}
			continue
		}
		inBatch++
		if err != nil {
			cur.errs = append(cur.errs, RowError{RowNumber: row, Error: message(err)})
		} else if r.take(&b, row, &cur) {
			cur.bs, cur.rowNums = append(cur.bs, b), append(cur.rowNums, row)
		}
		// A batch ends at size good rows, or at twice as many rows read, so
		// that a file of bad rows still shows progress and holds little.
		if (len(cur.bs) == r.size || inBatch == 2*r.size) && !send() {
			return
		}
	}
	send()
}

// take reports whether b is the first row of its key in the file; a later
// one is a duplicate.
func (r *reader) take(b *directory.Business, row int, cur *batch) bool {
	key := directory.DedupeKey(b)
	if _, dup := r.seen[key]; !dup {
		r.seen[key] = struct{}{}
		return true
	}
	cur.duplicates = append(cur.duplicates, Duplicate{RowNumber: row, Name: b.Name, PlaceID: b.PlaceID})
	return false
}

// commitFunc writes a batch of rows (none: only the report) and, for a
// job, commits with them the cursor rowsRead and the report that report
// makes from the batch's counts.
type commitFunc func(ctx context.Context, bs []directory.Business, rowsRead int, report func(directory.UpsertCounts) *Result) (directory.UpsertCounts, error)

// writer writes batches, each in one transaction, and keeps the report.
type writer struct {
	st     directory.Store
	res    *Result
	commit commitFunc
	done   func(b batch) // after each batch, when set
	// rowsRead is the rows read up to the last batch written.
	rowsRead int
}

// write writes the batch. When the store refuses it for a reason of its
// data, each row is written alone, so that only the rows at fault are
// reported and the others still land; then the report is committed.
func (w *writer) write(ctx context.Context, b batch) error {
	w.found(b)
	n, err := w.commit(ctx, b.bs, b.rowsRead, w.with)
	if err == nil {
		w.add(n)
		w.finished(b)
		return nil
	}
	if ctx.Err() != nil || directory.ErrorCode(err) != directory.EINVALID {
		if len(b.rowNums) == 0 {
			return fmt.Errorf("import up to row %d: %w", b.rowsRead, err)
		}
		return fmt.Errorf("import rows %d–%d: %w", b.rowNums[0], b.rowNums[len(b.rowNums)-1], err)
	}
	var refused []RowError
	for i := range b.bs {
		n, err := w.st.UpsertBusinesses(ctx, b.bs[i:i+1])
		switch {
		case err == nil:
			w.add(n)
		case directory.ErrorCode(err) == directory.EINVALID:
			refused = append(refused, RowError{RowNumber: b.rowNums[i], Error: message(err)})
		default:
			return fmt.Errorf("import row %d: %w", b.rowNums[i], err)
		}
	}
	metrics.ImportRows.WithLabelValues("error").Add(float64(len(refused)))
	w.res.Errors += len(refused)
	w.res.ErrorReport = mergeErrors(w.res.ErrorReport, refused)
	if _, err := w.commit(ctx, nil, b.rowsRead, w.with); err != nil {
		return fmt.Errorf("import up to row %d: %w", b.rowsRead, err)
	}
	w.finished(b)
	return nil
}

// found adds the batch's duplicates and bad rows to the report.
func (w *writer) found(b batch) {
	metrics.ImportRows.WithLabelValues("duplicate").Add(float64(len(b.duplicates)))
	metrics.ImportRows.WithLabelValues("error").Add(float64(len(b.errs)))
	w.res.Duplicates += len(b.duplicates)
	if room := MaxReport - len(w.res.DuplicateReport); room > 0 {
		w.res.DuplicateReport = append(w.res.DuplicateReport, b.duplicates[:min(room, len(b.duplicates))]...)
	}
	w.res.Errors += len(b.errs)
	w.res.ErrorReport = mergeErrors(w.res.ErrorReport, b.errs)
}

// with is the report once a batch with counts n is written.
func (w *writer) with(n directory.UpsertCounts) *Result {
	r := *w.res
	r.Imported += n.Inserted
	r.Updated += n.Updated
	return &r
}

func (w *writer) add(n directory.UpsertCounts) {
	metrics.ImportRows.WithLabelValues("imported").Add(float64(n.Inserted))
	metrics.ImportRows.WithLabelValues("updated").Add(float64(n.Updated))
	w.res.Imported += n.Inserted
	w.res.Updated += n.Updated
}

func (w *writer) finished(b batch) {
	w.rowsRead = b.rowsRead
	if w.done != nil {
		w.done(b)
	}
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
