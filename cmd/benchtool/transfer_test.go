package main

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/klauspost/compress/gzip"
)

func TestCountCSV(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    int
		wantErr bool
	}{
		{"empty", "", 0, false},
		{"header only", "\ufeffid,name\r\n", 1, false},
		{"CRLF records", "id,name\r\n1,a\r\n2,b\r\n", 3, false},
		{"last record without a line break", "id,name\n1,a\n2,b", 3, false},
		{"line breaks inside quotes", "id,about\n1,\"line one\nline two\r\nthree\"\n2,x\n", 3, false},
		{"doubled quotes inside quotes", "id,name\n1,\"Café \"\"Zum\nHirsch\"\"\"\n", 2, false},
		{"quoted field ending the file", "id,name\n1,\"a\nb\"", 2, false},
		{"unterminated quote", "id,name\n1,\"a\n2,b\n", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// One byte per read, so a record may span reads.
			got, size, err := countCSV(iotest.OneByteReader(strings.NewReader(tt.in)))
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, want error %t", err, tt.wantErr)
			}
			if tt.wantErr {
				return
			}
			if got != tt.want {
				t.Errorf("records = %d, want %d", got, tt.want)
			}
			if size != int64(len(tt.in)) {
				t.Errorf("size = %d, want %d", size, len(tt.in))
			}
		})
	}
}

func TestImportCountsCheck(t *testing.T) {
	want := importCounts{Imported: 100}
	tests := []struct {
		name    string
		got     importCounts
		wantErr string // part of the message; "" is no error
	}{
		{"every row new", importCounts{Success: true, Imported: 100}, ""},
		{"rows missing", importCounts{Success: true, Imported: 99}, "99 new"},
		{"updates instead of new rows", importCounts{Success: true, Updated: 100}, "100 updated"},
		{"duplicates", importCounts{Success: true, Imported: 100, Duplicates: 1}, "1 duplicates"},
		{"not successful", importCounts{Imported: 100}, "success false"},
		{"row errors name the first", importCounts{Success: true, Imported: 98, Errors: 2,
			ErrorReport: []struct {
				RowNumber int    `json:"row_number"`
				Error     string `json:"error"`
			}{{7, "İşletme adı (name) eksik."}}}, "row 7: İşletme adı"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.got.check(want)
			switch {
			case tt.wantErr == "" && err != nil:
				t.Errorf("check = %v, want nil", err)
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
				t.Errorf("check = %v, want an error containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestTransferTargets(t *testing.T) {
	tests := []struct {
		name string
		got  []check
		want string
	}{
		{"xlsx fast and small", (&importRun{Kind: importXLSX, MinRate: importMinRate, RowsPerSec: 12_000, PeakRSSKiB: 300 << 10}).checks(0),
			"≥ 10,000 rows/s ✓, peak ≤ 500 MB ✓"},
		{"xlsx slow and big", (&importRun{Kind: importXLSX, MinRate: importMinRate, RowsPerSec: 9_999, PeakRSSKiB: 501 << 10}).checks(0),
			"≥ 10,000 rows/s ✗, peak ≤ 500 MB ✗"},
		{"new rows into the loaded SQLite directory", (&importRun{Kind: importNew, MinRate: fullImportMinRate("SQLite"),
			RowsPerSec: 9_000, PeakRSSKiB: 300 << 10}).checks(12_000), "≥ 10,000 rows/s ✗, peak ≤ 500 MB ✓"},
		{"updates into the loaded PostgreSQL directory", (&importRun{Kind: importRescrape, MinRate: fullImportMinRate("PostgreSQL"),
			RowsPerSec: 5_000, PeakRSSKiB: 300 << 10}).checks(12_000), "≥ 5,000 rows/s ✓, peak ≤ 500 MB ✓"},
		{"csv slower than xlsx", (&importRun{Kind: importCSV, RowsPerSec: 11_000, PeakRSSKiB: 100 << 10}).checks(12_000),
			"faster than the .xlsx ✗, peak ≤ 500 MB ✓"},
		{"csv without an xlsx to compare", (&importRun{Kind: importCSV, RowsPerSec: 11_000}).checks(0), ""},
		{"reimport", (&importRun{Kind: reimportCSV, RowsPerSec: 1, PeakRSSKiB: 100 << 10}).checks(12_000),
			"peak ≤ 500 MB ✓"},
		{"HTTP export fast, flat memory", (&exportRun{HTTP: true, Records: 400_001, Took: 2 * time.Second,
			HWMBeforeKiB: 200 << 10, PeakRSSKiB: 249 << 10}).checks(), "≥ 200,000 rows/s ✓, server peak grows < 50 MB ✓"},
		{"HTTP export slow, memory grows", (&exportRun{HTTP: true, Records: 399_999, Took: 2 * time.Second,
			HWMBeforeKiB: 200 << 10, PeakRSSKiB: 250 << 10}).checks(), "≥ 200,000 rows/s ✗, server peak grows < 50 MB ✗"},
		{"command export", (&exportRun{Records: 400_001, Took: 2 * time.Second, PeakRSSKiB: 900 << 10}).checks(),
			"≥ 200,000 rows/s ✓"},
		{".xlsx export in budget", (&exportRun{XLSX: true, Records: 100_001, Took: 2 * time.Second, PeakRSSKiB: 300 << 10}).checks(),
			"≥ 50,000 rows/s ✓, peak ≤ 300 MB ✓"},
		{".xlsx export slow and large", (&exportRun{XLSX: true, Records: 99_999, Took: 2 * time.Second, PeakRSSKiB: 301 << 10}).checks(),
			"≥ 50,000 rows/s ✗, peak ≤ 300 MB ✗"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := describeChecks(tt.got); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestTransferFailureFailsTheRun(t *testing.T) {
	tests := []struct {
		name string
		t    transferResult
		want bool
	}{
		{"all good", transferResult{Imports: []importRun{{Kind: importXLSX}}, HTTPExport: &exportRun{}, CLIExport: &exportRun{}}, false},
		{"nothing ran", transferResult{}, false},
		{"an import failed", transferResult{Imports: []importRun{{Kind: importXLSX}, {Kind: importCSV, Err: errors.New("x")}}}, true},
		{"the HTTP export failed", transferResult{HTTPExport: &exportRun{HTTP: true, Err: errors.New("x")}}, true},
		{"the command export failed", transferResult{CLIExport: &exportRun{Err: errors.New("x")}}, true},
		{"the .xlsx export failed", transferResult{XLSXExport: &exportRun{XLSX: true, Err: errors.New("x")}}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := &engineResult{Transfer: tt.t}
			if got := e.failed(); got != tt.want {
				t.Errorf("failed() = %t, want %t", got, tt.want)
			}
			var b strings.Builder
			tt.t.markdown(func(f string, a ...any) { b.WriteString(f + "\n") })
			if got := strings.Contains(b.String(), "Problems:"); got != tt.want {
				t.Errorf("report lists problems: %t, want %t:\n%s", got, tt.want, b.String())
			}
		})
	}
}

// TestHTTPExport downloads a gzip-compressed CSV from a test server behind
// a login, as from the real one.
func TestHTTPExport(t *testing.T) {
	const csv = "\ufeffid,name,about\r\n1,Bäckerei,\"a\nb\"\r\n2,Friseur,\r\n3,Maler,\r\n"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/admin/login":
			http.SetCookie(w, &http.Cookie{Name: "session", Value: "s"})
		case "/api/admin/export":
			if c, err := r.Cookie("session"); err != nil || c.Value != "s" {
				w.WriteHeader(http.StatusUnauthorized)
				return
			}
			w.Header().Set("Content-Type", "text/csv; charset=utf-8")
			w.Header().Set("Content-Encoding", "gzip")
			zw := gzip.NewWriter(w)
			io.WriteString(zw, csv)
			zw.Close()
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()

	e := httpExport(context.Background(), srv.URL, t.TempDir(), os.Getpid(), 3)
	if e.Err != nil {
		t.Fatal(e.Err)
	}
	if e.Records != 4 || e.Bytes != int64(len(csv)) || !e.Gzip || e.WireBytes == 0 || e.WireBytes == e.Bytes {
		t.Errorf("records %d, bytes %d, gzip %t, wire bytes %d; want 4, %d, true, compressed", e.Records, e.Bytes, e.Gzip, e.WireBytes, len(csv))
	}
	if e := httpExport(context.Background(), srv.URL, t.TempDir(), os.Getpid(), 4); e.Err == nil || !strings.Contains(e.Err.Error(), "want 5") {
		t.Errorf("one business missing: err = %v, want a count error", e.Err)
	}
}

// The files for the imports into the loaded directory have a tenth of the
// rows: new businesses of another seed, and a later scrape of the first
// loaded ones.
func TestPlannedFiles(t *testing.T) {
	files := plannedFiles(500_000)
	want := map[string]string{
		fileXLSX:     "demo --write D/outscraper.xlsx --count 500000 --seed 1 --generation current",
		fileCSV:      "demo --write D/outscraper.csv --count 500000 --seed 1 --generation current",
		fileNew:      "demo --write D/new-businesses.xlsx --count 50000 --seed 2 --generation current",
		fileRescrape: "demo --write D/later-scrape.xlsx --count 50000 --seed 1 --generation current --rescrape",
	}
	if len(files) != len(want) {
		t.Fatalf("%d files, want %d", len(files), len(want))
	}
	for _, f := range files {
		f.Path = "D/" + f.Name
		if got := strings.Join(f.args(), " "); got != want[f.Name] {
			t.Errorf("%s: %q, want %q", f.Name, got, want[f.Name])
		}
	}
	if n := fullImportRows(5); n != 1 {
		t.Errorf("fullImportRows(5) = %d, want 1", n)
	}
}

// TestChildPeakIsItsOwn runs a child after the test held 300 MB and let
// go of them: the child's peak must be below the test's own peak, which a
// child started with vfork inherits unless benchtool resets it.
func TestChildPeakIsItsOwn(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("peak RSS is read on Linux only")
	}
	held := make([]byte, 300<<20)
	for i := range held {
		held[i] = 1
	}
	runtime.KeepAlive(held)
	held = nil
	before := vmHWM(os.Getpid())
	_, peak, err := runChild(context.Background(), "/bin/true", nil, filepath.Join(t.TempDir(), "true.log"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("child %d KiB; the test's peak before %d KiB, resident now %d KiB", peak, before, vmRSS(os.Getpid()))
	if peak <= 0 || peak > before-200<<10 {
		t.Errorf("peak of /bin/true = %d KiB, want its own, well below the test's peak of %d KiB", peak, before)
	}
}
