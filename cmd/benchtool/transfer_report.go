package main

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// Import and export budgets (issue 5, "Speed"), set for 500,000 rows.
const (
	importMinRate   = 10_000    // rows per second, exec to exit
	importMaxRSSKiB = 500 << 10 // peak memory of the import process
	exportMinRate   = 200_000   // rows per second
	exportMaxGrowth = 50 << 10  // KiB the server's peak may grow during an export: flat memory
	xlsxMinRate     = 50_000    // rows per second of the .xlsx export (issue 17)
	xlsxMaxRSSKiB   = 300 << 10 // peak memory of the .xlsx export process
)

// importKind says what an import run does; it is the report's label.
type importKind string

// The import runs, in the order they run: three right after the import
// files are written, two at the end of the engine's run (runFullImports).
const (
	importXLSX     importKind = ".xlsx into an empty database"
	importCSV      importKind = ".csv into an empty database"
	reimportCSV    importKind = "the same .csv again into that database, every row an update"
	importNew      importKind = ".xlsx of new businesses (seed 2) into the loaded directory"
	importRescrape importKind = ".xlsx of a later scrape (`demo --rescrape`) into the loaded directory, every row an update"
)

// importCounts is the part of the import result JSON the benchmark checks.
type importCounts struct {
	Success     bool  `json:"success"`
	Imported    int   `json:"imported"`
	Updated     int   `json:"updated"`
	Duplicates  int   `json:"duplicates"`
	Errors      int   `json:"errors"`
	DurationMs  int64 `json:"durationMs"`
	ErrorReport []struct {
		RowNumber int    `json:"row_number"`
		Error     string `json:"error"`
	} `json:"errorReport"`
}

// check wants success, exactly the new and updated rows of want, and no
// duplicates or errors; the message names the first row error.
func (c importCounts) check(want importCounts) error {
	if c.Success && c.Imported == want.Imported && c.Updated == want.Updated && c.Duplicates == 0 && c.Errors == 0 {
		return nil
	}
	msg := fmt.Sprintf("success %t, %s new, %s updated, %s duplicates, %s errors; want %s new, %s updated, none else",
		c.Success, thousands(c.Imported), thousands(c.Updated), thousands(c.Duplicates), thousands(c.Errors),
		thousands(want.Imported), thousands(want.Updated))
	if len(c.ErrorReport) > 0 {
		msg += fmt.Sprintf("; row %d: %s", c.ErrorReport[0].RowNumber, c.ErrorReport[0].Error)
	}
	return errors.New(msg)
}

// importRun is one `import --json` child and what it printed.
type importRun struct {
	Kind       importKind
	File       string  // the import file's name (fileSet.file)
	MinRate    float64 // the budget in rows/s; 0: none
	Held       int     // businesses in the directory before the import, when it was not empty
	Want       importCounts
	Got        importCounts
	Took       time.Duration // exec to exit: start, open, migrate, import
	RowsPerSec float64       // rows in the file per second of Took
	PeakRSSKiB int64
	Err        error
}

// exportRun is one full export, over HTTP or as a child process.
type exportRun struct {
	HTTP         bool
	XLSX         bool          // the .xlsx export (a command); the CSV otherwise
	Took         time.Duration // request to the last byte, or exec to exit
	Records      int           // CSV records or sheet rows, the header included
	Bytes        int64         // the file's size
	WireBytes    int64         // HTTP: bytes received
	Gzip         bool          // HTTP: the server compressed the answer
	PeakRSSKiB   int64         // the child's peak, or the server's VmHWM after the download
	HWMBeforeKiB int64         // HTTP: the server's VmHWM before the request
	Err          error
}

// rate is businesses exported per second.
func (e *exportRun) rate() float64 {
	if e.Took <= 0 || e.Records < 1 {
		return 0
	}
	return float64(e.Records-1) / e.Took.Seconds()
}

// transferResult is the import and export measurements of one engine.
type transferResult struct {
	Skipped    string
	Imports    []importRun
	HTTPExport *exportRun
	CLIExport  *exportRun
	XLSXExport *exportRun
}

// failed reports an import or export that failed or returned wrong counts.
func (t *transferResult) failed() bool {
	for _, r := range t.Imports {
		if r.Err != nil {
			return true
		}
	}
	for _, e := range []*exportRun{t.HTTPExport, t.CLIExport, t.XLSXExport} {
		if e != nil && e.Err != nil {
			return true
		}
	}
	return false
}

// check is one budget and whether it is met.
type check struct {
	text string
	ok   bool
}

// describeChecks renders "≥ 10,000 rows/s ✓, peak ≤ 500 MB ✗".
func describeChecks(cs []check) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.text + " " + mark(c.ok)
	}
	return strings.Join(parts, ", ")
}

// checks are the budgets of an import run; xlsxRate is the .xlsx import's
// rate, which the .csv import must beat (0 when that run failed).
func (r *importRun) checks(xlsxRate float64) []check {
	var cs []check
	if r.MinRate > 0 {
		cs = append(cs, check{"≥ " + thousands(int(r.MinRate)) + " rows/s", r.RowsPerSec >= r.MinRate})
	}
	if r.Kind == importCSV && xlsxRate > 0 {
		cs = append(cs, check{"faster than the .xlsx", r.RowsPerSec > xlsxRate})
	}
	if r.PeakRSSKiB > 0 {
		cs = append(cs, check{"peak ≤ " + mb(importMaxRSSKiB), r.PeakRSSKiB <= importMaxRSSKiB})
	}
	return cs
}

// checks are the budgets of an export: the rate, over HTTP a flat server
// memory, and for the .xlsx the process's peak.
func (e *exportRun) checks() []check {
	if e.XLSX {
		return []check{{"≥ " + thousands(xlsxMinRate) + " rows/s", e.rate() >= xlsxMinRate},
			{"peak ≤ " + mb(xlsxMaxRSSKiB), e.PeakRSSKiB > 0 && e.PeakRSSKiB <= xlsxMaxRSSKiB}}
	}
	cs := []check{{"≥ " + thousands(exportMinRate) + " rows/s", e.rate() >= exportMinRate}}
	if e.HTTP && e.HWMBeforeKiB > 0 && e.PeakRSSKiB > 0 {
		cs = append(cs, check{"server peak grows < " + mb(exportMaxGrowth), e.PeakRSSKiB-e.HWMBeforeKiB < exportMaxGrowth})
	}
	return cs
}

// markdown renders the import files as a line of the report's header.
func (s *fileSet) markdown(p func(string, ...any)) {
	if s.Err != nil {
		p("- Import files: **not written:** %s", strings.ReplaceAll(s.Err.Error(), "\n", "; "))
		return
	}
	var parts []string
	for _, f := range s.Files {
		what := fmt.Sprintf("seed %d", f.Seed)
		if f.Rescrape {
			what += " as a later scrape"
		}
		parts = append(parts, fmt.Sprintf("`%s` %s rows (%s), %s in %s (peak RSS %s)", f.Name, thousands(f.Rows), what,
			mbBytes(f.Bytes), f.Took.Round(10*time.Millisecond), mb(f.PeakRSSKiB)))
	}
	p("- Import files, current generation, written by `demo --write`: %s", strings.Join(parts, "; "))
}

// markdown renders the engine's import and export section.
func (t *transferResult) markdown(p func(string, ...any)) {
	p("")
	p("### Import and export")
	p("")
	if t.Skipped != "" {
		p("Skipped: %s", t.Skipped)
		return
	}
	p("| measure | value | target |")
	p("|---|---|---|")
	var xlsxRate float64
	var problems []string
	for _, r := range t.Imports {
		label := fmt.Sprintf("import: %s (`import --json`, exec → exit)", r.Kind)
		held := ""
		if r.Held > 0 {
			held = fmt.Sprintf("; the directory held %s businesses before", thousands(r.Held))
		}
		if r.Err != nil {
			p("| %s | failed | |", label)
			problems = append(problems, fmt.Sprintf("import: %s: %s", r.Kind, r.Err))
			continue
		}
		if r.Kind == importXLSX {
			xlsxRate = r.RowsPerSec
		}
		// The importer's own time shows how much of the wall time start-up and migrations take.
		p("| %s | %s, %s rows/s, peak RSS %s; %s new, %s updated; importer's own time %s%s | %s |", label,
			r.Took.Round(10*time.Millisecond), thousands(int(r.RowsPerSec)), mb(r.PeakRSSKiB), thousands(r.Got.Imported),
			thousands(r.Got.Updated), (time.Duration(r.Got.DurationMs) * time.Millisecond).Round(10*time.Millisecond),
			held, describeChecks(r.checks(xlsxRate)))
	}
	for _, e := range []*exportRun{t.HTTPExport, t.CLIExport, t.XLSXExport} {
		if e == nil {
			continue
		}
		label, memory, kind := "export as a command (`export --out`, exec → exit)", "peak RSS "+mb(e.PeakRSSKiB), "CSV"
		if e.XLSX {
			label, kind = "export as .xlsx (`export --format xlsx --out`, exec → exit)", ".xlsx"
		}
		if e.HTTP {
			label = "export over HTTP (`GET /api/admin/export?type=all`, request → last byte)"
			memory = fmt.Sprintf("server VmHWM %s → %s", mb(e.HWMBeforeKiB), mb(e.PeakRSSKiB))
			if e.Gzip {
				memory = mbBytes(e.WireBytes) + " gzip on the wire; " + memory
			}
		}
		if e.Err != nil {
			p("| %s | failed | |", label)
			problems = append(problems, label+": "+e.Err.Error())
			continue
		}
		p("| %s | %s, %s rows/s, %s %s; %s | %s |", label, e.Took.Round(10*time.Millisecond), thousands(int(e.rate())),
			mbBytes(e.Bytes), kind, memory, describeChecks(e.checks()))
	}
	writeProblems(p, problems, "\n  - ")
}

// mbBytes renders a size in bytes as megabytes.
func mbBytes(n int64) string {
	if n < 10<<20 {
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%.0f MB", float64(n)/(1<<20))
}
