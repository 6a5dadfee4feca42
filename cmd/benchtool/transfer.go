package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"

	"branchenbuch/internal/outscraper"
)

// demoFile is an Outscraper export written by `demo --write`.
type demoFile struct {
	Name       string // the file's name in the folder, which the import runs ask for
	Rows       int
	Seed       int
	Rescrape   bool // written with --rescrape: the first Rows businesses of Seed as a later scrape finds them
	Path       string
	Bytes      int64
	Took       time.Duration
	PeakRSSKiB int64
}

// The import files: the demo businesses of the loaded directory (seed 1)
// as .xlsx and .csv, for imports into an empty database; and a tenth as
// many rows for imports into the loaded directory: new businesses (seed 2,
// whose place ids are disjoint from seed 1's) and a later scrape of the
// first loaded ones.
const (
	fileXLSX     = "outscraper.xlsx"
	fileCSV      = "outscraper.csv"
	fileNew      = "new-businesses.xlsx"
	fileRescrape = "later-scrape.xlsx"
)

// fileSet is the run's import files: written once, read by every engine.
type fileSet struct {
	Files []demoFile
	Err   error // a file could not be written: no engine imports
}

// file returns the file of that name, or nil.
func (s *fileSet) file(name string) *demoFile {
	for i := range s.Files {
		if s.Files[i].Name == name {
			return &s.Files[i]
		}
	}
	return nil
}

// fullImportRows is the number of rows of the imports into the loaded
// directory: 50,000 at 500,000 businesses.
func fullImportRows(count int) int { return max(1, count/10) }

// plannedFiles are the import files of a run with count demo businesses.
func plannedFiles(count int) []demoFile {
	return []demoFile{
		{Name: fileXLSX, Rows: count, Seed: 1},
		{Name: fileCSV, Rows: count, Seed: 1},
		{Name: fileNew, Rows: fullImportRows(count), Seed: 2},
		{Name: fileRescrape, Rows: fullImportRows(count), Seed: 1, Rescrape: true},
	}
}

// args are the `demo --write` arguments that write f.
func (f *demoFile) args() []string {
	args := []string{"demo", "--write", f.Path, "--count", strconv.Itoa(f.Rows), "--seed", strconv.Itoa(f.Seed), "--generation", "current"}
	if f.Rescrape {
		args = append(args, "--rescrape")
	}
	return args
}

// writeFiles writes the current-generation import files of plannedFiles into dir.
func writeFiles(ctx context.Context, opts options, dir string) *fileSet {
	set := &fileSet{}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		set.Err = err
		return set
	}
	for _, f := range plannedFiles(opts.count) {
		f.Path = filepath.Join(dir, f.Name)
		logf("import files: writing %s (%s rows)", f.Name, thousands(f.Rows))
		logPath := filepath.Join(dir, "write-"+f.Name+".log")
		var err error
		f.Took, f.PeakRSSKiB, err = runChild(ctx, opts.bin, transferEnv(filepath.Join(dir, "unused.db"), dir), logPath, nil, f.args()...)
		if err == nil && !bytes.Contains(readLog(logPath), []byte(`"msg":"demo file written"`)) {
			err = fmt.Errorf("demo --write %s: no \"demo file written\" line", f.Name)
		}
		if err == nil {
			var st os.FileInfo
			if st, err = os.Stat(f.Path); err == nil {
				f.Bytes = st.Size()
			}
		}
		if err != nil {
			set.Err = err
			return set
		}
		logf("import files: %s: %s in %s", f.Name, mbBytes(f.Bytes), f.Took.Round(time.Millisecond))
		set.Files = append(set.Files, f)
	}
	return set
}

// freshDB creates an empty database for one import and returns its URL and
// a function that removes it again.
type freshDB func(ctx context.Context, label string) (dbURL string, drop func(), err error)

// sqliteFresh gives a new database file in dir per label.
func sqliteFresh(dir string, keep bool) freshDB {
	return func(_ context.Context, label string) (string, func(), error) {
		path := filepath.Join(dir, "import-"+label+".db")
		return path, func() {
			if !keep { // half a gigabyte each at 500,000 rows
				for _, suffix := range []string{"", "-wal", "-shm"} {
					os.Remove(path + suffix)
				}
			}
		}, nil
	}
}

// postgresFresh creates a new database on the server per label.
func postgresFresh(adminURL string, keep bool) freshDB {
	return func(ctx context.Context, _ string) (string, func(), error) {
		db, err := createDatabase(ctx, adminURL)
		if err != nil {
			return "", nil, err
		}
		return db.url, func() {
			if keep {
				logf("PostgreSQL: database %s kept", db.name)
				db.close()
				return
			}
			if err := db.drop(); err != nil {
				logf("PostgreSQL: dropping %s: %v", db.name, err)
			}
		}, nil
	}
}

// runImports imports the .xlsx into one empty database, the .csv into
// another, and the .csv again into the second (every row an update).
func runImports(ctx context.Context, opts options, name string, files *fileSet, fresh freshDB, dir string) []importRun {
	n := opts.count
	runs := []importRun{
		{Kind: importXLSX, File: fileXLSX, Want: importCounts{Imported: n}, MinRate: importMinRate},
		{Kind: importCSV, File: fileCSV, Want: importCounts{Imported: n}},
		{Kind: reimportCSV, File: fileCSV, Want: importCounts{Updated: n}},
	}
	var dbURL string
	drop := func() {}
	defer func() { drop() }()
	for i := range runs {
		r := &runs[i]
		if ctx.Err() != nil {
			return runs[:i]
		}
		if r.Kind != reimportCSV {
			drop()
			var err error
			if dbURL, drop, err = fresh(ctx, strings.TrimPrefix(filepath.Ext(r.File), ".")); err != nil {
				drop = func() {}
				r.Err = fmt.Errorf("empty database: %w", err)
				continue
			}
		}
		r.run(ctx, opts.bin, name, dbURL, files.file(r.File), dir)
	}
	return runs
}

// fullImportMinRate is the budget of an import into a directory that
// already holds the demo businesses: the budgets ask for 10,000
// rows/s also there, and PostgreSQL within 2× of SQLite.
func fullImportMinRate(engine string) float64 {
	if engine == "PostgreSQL" {
		return importMinRate / 2
	}
	return importMinRate
}

// runFullImports imports into the loaded directory dbURL, which holds
// opts.count demo businesses, a file of new businesses and then a later
// scrape of loaded ones (every row an update). They run after everything
// else of the engine, so that the other measurements see the loaded data
// alone, and no server runs meanwhile.
func runFullImports(ctx context.Context, opts options, name string, files *fileSet, dbURL, dir string) []importRun {
	minRate := fullImportMinRate(name)
	runs := []importRun{
		{Kind: importNew, File: fileNew, MinRate: minRate},
		{Kind: importRescrape, File: fileRescrape, MinRate: minRate},
	}
	held := opts.count
	for i := range runs {
		r := &runs[i]
		if ctx.Err() != nil {
			return runs[:i]
		}
		f := files.file(r.File)
		if f != nil && r.Kind == importNew {
			r.Want.Imported = f.Rows
		} else if f != nil {
			r.Want.Updated = f.Rows
		}
		r.Held = held
		r.run(ctx, opts.bin, name, dbURL, f, dir)
		held += r.Got.Imported
	}
	return runs
}

// run runs `import --json` of f into dbURL, checks the counts it prints
// and logs the outcome.
func (r *importRun) run(ctx context.Context, bin, engine, dbURL string, f *demoFile, dir string) {
	if f == nil {
		r.Err = fmt.Errorf("no file %s", r.File)
		logf("%s: %s: %v", engine, r.Kind, r.Err)
		return
	}
	logf("%s: %s", engine, r.Kind)
	var stdout bytes.Buffer
	logPath := filepath.Join(dir, "import-"+f.Name+".log")
	r.Took, r.PeakRSSKiB, r.Err = runChild(ctx, bin, transferEnv(dbURL, dir), logPath, &stdout, "import", "--json", f.Path)
	r.RowsPerSec = float64(f.Rows) / r.Took.Seconds()
	if r.Err == nil {
		if err := json.Unmarshal(stdout.Bytes(), &r.Got); err != nil {
			r.Err = fmt.Errorf("import --json: reading the result: %w: %q", err, clip(stdout.String(), 200))
		} else {
			r.Err = r.Got.check(r.Want)
		}
	}
	if r.Err != nil {
		logf("%s: %s: %v", engine, r.Kind, r.Err)
		return
	}
	logf("%s: %s: %s, %s rows/s, peak RSS %s", engine, r.Kind, r.Took.Round(time.Millisecond),
		thousands(int(r.RowsPerSec)), mb(r.PeakRSSKiB))
}

// cliExport runs `export --out FILE --type all` on the demo database, as
// CSV or with xlsx as .xlsx, and counts the records or rows of the file it
// wrote.
func cliExport(ctx context.Context, opts options, dbURL, dir string, xlsx bool) *exportRun {
	e := &exportRun{XLSX: xlsx}
	format := "csv"
	if xlsx {
		format = "xlsx"
	}
	path := filepath.Join(dir, "export."+format)
	if !opts.keep {
		defer os.Remove(path)
	}
	e.Took, e.PeakRSSKiB, e.Err = runChild(ctx, opts.bin, transferEnv(dbURL, dir), filepath.Join(dir, "export-"+format+".log"), nil,
		"export", "--format", format, "--out", path, "--type", "all")
	if e.Err != nil {
		return e
	}
	if xlsx {
		e.Records, e.Bytes, e.Err = countSheetRows(path)
		if e.Err == nil {
			e.Err = checkRecords(e.Records, opts.count)
		}
		return e
	}
	f, err := os.Open(path)
	if err != nil {
		e.Err = err
		return e
	}
	defer f.Close()
	e.Records, e.Bytes, e.Err = countCSV(f)
	if e.Err == nil {
		e.Err = checkRecords(e.Records, opts.count)
	}
	return e
}

// transferEnv is the children's environment with a temporary folder of
// their own: the importer empties its work folder there on start.
func transferEnv(dbURL, dir string) []string {
	tmp := filepath.Join(dir, "tmp")
	os.MkdirAll(tmp, 0o700) // a missing folder shows as the child's error
	return append(childEnv(dbURL, dir, "127.0.0.1:0"), "TMPDIR="+tmp)
}

// runChild runs `bin args…` with env, its log (standard error) into
// logPath and its standard output into stdout (nil: the log too), and
// measures it from exec to exit.
func runChild(ctx context.Context, bin string, env []string, logPath string, stdout io.Writer, args ...string) (took time.Duration, peakKiB int64, err error) {
	f, err := os.Create(logPath)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Env = env
	cmd.Stdout = f
	if stdout != nil {
		cmd.Stdout = stdout
	}
	cmd.Stderr = io.MultiWriter(f, importProgress{})
	cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
	cmd.WaitDelay = shutdownLimit
	configureChild(cmd)
	// The kernel counts benchtool's resident memory at the exec into the
	// child's peak: Go starts a child with vfork, which runs in benchtool's
	// memory until the exec. Freed memory handed back and benchtool's own
	// peak reset to what it holds now, the child's peak is its own wherever
	// it exceeds that (a 190 MB export counted 440 MB before;
	// docs/benchmarks.md, "At scale, fifteenth round").
	debug.FreeOSMemory()
	resetPeakRSS()
	start := time.Now()
	err = cmd.Run()
	took = time.Since(start)
	if cmd.ProcessState != nil {
		peakKiB = peakRSS(cmd.ProcessState)
	}
	if err != nil {
		return took, peakKiB, fmt.Errorf("%s: %w; last log lines:\n%s", args[0], err, tail(logPath, 5))
	}
	return took, peakKiB, nil
}

// readLog is a child's log, or nothing when it cannot be read.
func readLog(path string) []byte {
	b, _ := os.ReadFile(path)
	return b
}

// importProgress forwards the importer's progress lines to our log.
type importProgress struct{}

func (importProgress) Write(p []byte) (int, error) {
	for line := range bytes.Lines(p) {
		var l struct {
			Msg  string `json:"msg"`
			Rows int    `json:"rows"`
		}
		if json.Unmarshal(line, &l) == nil && l.Msg == "import" {
			logf("  import: %s rows", thousands(l.Rows))
		}
	}
	return len(p), nil
}

// checkRecords wants the header and one record per business.
func checkRecords(records, businesses int) error {
	if records != businesses+1 {
		return fmt.Errorf("%s CSV records, want %s (a header and %s businesses)",
			thousands(records), thousands(businesses+1), thousands(businesses))
	}
	return nil
}

// countCSV counts the records of a CSV stream and its bytes. A quoted field
// may hold line breaks; a doubled quote inside it flips the state twice, so
// following the quotes one by one is exact without parsing fields.
func countCSV(r io.Reader) (records int, size int64, err error) {
	buf := make([]byte, 256<<10)
	inQuote := false
	last := byte('\n')
	for {
		n, err := r.Read(buf)
		for _, c := range buf[:n] {
			switch c {
			case '"':
				inQuote = !inQuote
			case '\n':
				if !inQuote {
					records++
				}
			}
		}
		if n > 0 {
			last = buf[n-1]
			size += int64(n)
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return records, size, err
		}
	}
	if inQuote {
		return records, size, errors.New("CSV ends inside a quoted field")
	}
	if last != '\n' { // the last record without a line break
		records++
	}
	return records, size, nil
}

// logExport writes an export's outcome to our log.
func logExport(engine, what string, e *exportRun) {
	if e.Err != nil {
		logf("%s: %s: %v", engine, what, e.Err)
		return
	}
	logf("%s: %s: %s records, %s in %s, %s rows/s", engine, what, thousands(e.Records), mbBytes(e.Bytes),
		e.Took.Round(time.Millisecond), thousands(int(e.rate())))
}

// countSheetRows counts the rows of an .xlsx export's first sheet, the
// header included, with the importer's reader, and returns them with the
// file's size. (A sheet holds every business of a benchmark's directory.)
func countSheetRows(path string) (rows int, size int64, err error) {
	st, err := os.Stat(path)
	if err != nil {
		return 0, 0, err
	}
	sh, err := outscraper.Open(path, filepath.Base(path))
	if err != nil {
		return 0, st.Size(), err
	}
	defer sh.Close()
	rows = 1
	for {
		if _, _, err := sh.Next(); err == io.EOF {
			return rows, st.Size(), nil
		} else if err != nil {
			return rows, st.Size(), fmt.Errorf("reading the .xlsx after %s rows: %w", thousands(rows), err)
		}
		rows++
	}
}
