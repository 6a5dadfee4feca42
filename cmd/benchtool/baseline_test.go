package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestCompareBaseline(t *testing.T) {
	sec := func(part string, figs ...figure) baselineSection {
		return baselineSection{Part: part, Count: 20_000, Concurrency: 4, Machine: "cpu", Figures: figs}
	}
	f := func(scenario, name string, v float64) figure { return figure{Scenario: scenario, Name: name, Value: v} }
	tests := []struct {
		name     string
		base     []baselineSection
		now      []baselineSection
		compared int
		warn     []string // "scenario figure" of each regression
		note     string   // part of a note; "" is none
	}{
		{"rate better", []baselineSection{sec("SQLite", f("search: text", figReqs, 100))},
			[]baselineSection{sec("SQLite", f("search: text", figReqs, 150))}, 1, nil, ""},
		{"rate worse within 20 %", []baselineSection{sec("SQLite", f("search: text", figReqs, 100))},
			[]baselineSection{sec("SQLite", f("search: text", figReqs, 81))}, 1, nil, ""},
		{"rate worse beyond 20 %", []baselineSection{sec("SQLite", f("search: text", figReqs, 100))},
			[]baselineSection{sec("SQLite", f("search: text", figReqs, 79))}, 1, []string{"search: text req/s"}, ""},
		{"rows/s worse beyond 20 %", []baselineSection{sec("SQLite", f("import: x", figRows, 10_000))},
			[]baselineSection{sec("SQLite", f("import: x", figRows, 7_000))}, 1, []string{"import: x rows/s"}, ""},
		{"latency lower is better", []baselineSection{sec("SQLite", f("city page", figP99, 10))},
			[]baselineSection{sec("SQLite", f("city page", figP99, 5))}, 1, nil, ""},
		{"latency worse within 20 %", []baselineSection{sec("SQLite", f("city page", figP50, 10))},
			[]baselineSection{sec("SQLite", f("city page", figP50, 11.9))}, 1, nil, ""},
		{"latency worse beyond 20 %", []baselineSection{sec("SQLite", f("city page", figP99, 10))},
			[]baselineSection{sec("SQLite", f("city page", figP99, 12.1))}, 1, []string{"city page p99 ms"}, ""},
		{"memory grew beyond 20 %", []baselineSection{sec("SQLite", f("demo load", figPeak, 400))},
			[]baselineSection{sec("SQLite", f("demo load", figPeak, 490))}, 1, []string{"demo load peak RSS MB"}, ""},
		{"scaling fell beyond 20 %", []baselineSection{sec("PostgreSQL", f("two instances: search mix", figScaling, 1.6))},
			[]baselineSection{sec("PostgreSQL", f("two instances: search mix", figScaling, 1.2))}, 1,
			[]string{"two instances: search mix two instances ÷ one"}, ""},
		{"a share on both sides replaces the raw rate",
			[]baselineSection{sec("SQLite", f("detail by id", figReqs, 6000), f("detail by id", figShare, 0.6))},
			[]baselineSection{sec("SQLite", f("detail by id", figReqs, 3000), f("detail by id", figShare, 0.58))}, 1, nil, ""},
		{"the share fell beyond 20 %",
			[]baselineSection{sec("SQLite", f("detail by id", figReqs, 6000), f("detail by id", figShare, 0.6))},
			[]baselineSection{sec("SQLite", f("detail by id", figReqs, 6000), f("detail by id", figShare, 0.4))}, 1,
			[]string{"detail by id share of the bare handler"}, ""},
		{"no share in the baseline: the raw rate is compared",
			[]baselineSection{sec("SQLite", f("detail by id", figReqs, 6000))},
			[]baselineSection{sec("SQLite", f("detail by id", figReqs, 3000), f("detail by id", figShare, 0.6))}, 1,
			[]string{"detail by id req/s"}, "1 figures without a baseline value"},
		{"scenario missing from the baseline", []baselineSection{sec("SQLite", f("search: text", figReqs, 100))},
			[]baselineSection{sec("SQLite", f("search: text", figReqs, 100), f("search: radius", figP50, 99))}, 1, nil,
			"search: radius p50 ms"},
		{"a baseline value of 0 is missing", []baselineSection{sec("SQLite", f("search: text", figReqs, 0))},
			[]baselineSection{sec("SQLite", f("search: text", figReqs, 10))}, 0, nil, "without a baseline value"},
		{"part missing from the baseline", []baselineSection{sec("SQLite", f("search: text", figReqs, 100))},
			[]baselineSection{sec("PostgreSQL", f("search: text", figReqs, 10))}, 0, nil,
			"PostgreSQL at 20,000 businesses, 4 clients: no baseline section"},
		{"another count is another section",
			[]baselineSection{{Part: "SQLite", Count: 500_000, Concurrency: 4, Figures: []figure{f("search: text", figReqs, 100)}}},
			[]baselineSection{sec("SQLite", f("search: text", figReqs, 10))}, 0, nil, "no baseline section"},
		{"figures of the baseline not measured now are a note",
			[]baselineSection{sec("SQLite", f("search: text", figReqs, 100), f("import: x", figRows, 100))},
			[]baselineSection{sec("SQLite", f("search: text", figReqs, 100))}, 1, nil, "1 baseline figures not measured in this run: import: x rows/s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			compared, regs, notes := compareBaseline(&baselineFile{Sections: tt.base}, tt.now)
			if compared != tt.compared {
				t.Errorf("compared %d figures, want %d", compared, tt.compared)
			}
			var warn []string
			for _, g := range regs {
				warn = append(warn, g.Scenario+" "+g.Figure)
			}
			if !reflect.DeepEqual(warn, tt.warn) {
				t.Errorf("warnings %q, want %q", warn, tt.warn)
			}
			all := strings.Join(notes, "\n")
			if tt.note == "" && all != "" || !strings.Contains(all, tt.note) {
				t.Errorf("notes %q, want one containing %q", all, tt.note)
			}
		})
	}
}

func TestRegressionRendering(t *testing.T) {
	res := &baselineResult{Path: "b.json", Compared: 3, Regressions: []regression{
		{Part: "SQLite", Scenario: "city page", Figure: figP99, Base: 10, Now: 13},
		{Part: "SQLite", Scenario: "detail by id", Figure: figShare, Base: 0.6, Now: 0.3},
		{Part: "PostgreSQL", Scenario: "import: x", Figure: figRows, Base: 10_000, Now: 6_543.2},
	}}
	var b strings.Builder
	res.markdown(func(f string, a ...any) { b.WriteString(fmt.Sprintf(f, a...) + "\n") })
	md := b.String()
	for _, want := range []string{"## Against the baseline", "**3 figures more than 20 % worse",
		"| SQLite | city page | p99 ms | 10 | 13 | +30 % |",
		"| SQLite | detail by id | share of the bare handler | 0.6 | 0.3 | -50 % |",
		"| PostgreSQL | import: x | rows/s | 10,000 | 6,543 | -35 % |"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
}

// Missing and unreadable files are notes; writing merges by part, count
// and clients, and reads back.
func TestBaselineFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "baseline.json")
	now := []baselineSection{{Part: "SQLite", Count: 20_000, Concurrency: 4, Figures: []figure{{"detail by id", figP50, 0.5}}}}
	if res := checkBaseline(path, now); res.Compared != 0 || len(res.Notes) != 1 || !strings.Contains(res.Notes[0], "no baseline file") {
		t.Errorf("missing file: %+v", res)
	}
	os.WriteFile(path, []byte("{"), 0o644)
	if res := checkBaseline(path, now); len(res.Notes) != 1 || !strings.Contains(res.Notes[0], "could not be read") {
		t.Errorf("broken file: %+v", res)
	}
	if err := writeBaseline(path, now); err == nil {
		t.Error("a broken baseline was overwritten")
	}
	os.Remove(path)

	other := baselineSection{Part: "SQLite", Count: 500_000, Concurrency: 4, Figures: []figure{{"detail by id", figP50, 0.6}}}
	pg := baselineSection{Part: "PostgreSQL", Count: 20_000, Concurrency: 4, Figures: []figure{{"detail by id", figP50, 1}}}
	if err := writeBaseline(path, []baselineSection{other, pg, now[0]}); err != nil {
		t.Fatal(err)
	}
	newer := now[0]
	newer.Figures = []figure{{"detail by id", figP50, 0.7}}
	if err := writeBaseline(path, []baselineSection{newer}); err != nil {
		t.Fatal(err)
	}
	got, err := readBaseline(path)
	if err != nil {
		t.Fatal(err)
	}
	want := []baselineSection{pg, now[0], other}
	want[1].Figures = newer.Figures
	if !reflect.DeepEqual(got.Sections, want) || got.About == "" {
		t.Errorf("sections after two writes:\n%+v\nwant\n%+v", got.Sections, want)
	}
	if raw, _ := os.ReadFile(path); !strings.Contains(string(raw), `        {"scenario": "detail by id", "figure": "p50 ms", "value": 0.7}`+"\n") {
		t.Errorf("figures are not one a line:\n%s", raw)
	}
	if res := checkBaseline(path, []baselineSection{newer}); res.Compared != 1 || len(res.Regressions) != 0 {
		t.Errorf("comparing with itself: %+v", res)
	}
}

// The run's figures: latencies and rates of every scenario, shares of the
// bare handler for the scenarios the report gives them for, imports by
// their short key, exports and the jobs with their yardsticks.
func TestReportFigures(t *testing.T) {
	load := func(reqs int, lat time.Duration) loadResult {
		return loadResult{Requests: reqs, Elapsed: time.Second, Latencies: []time.Duration{lat, lat}}
	}
	rep := &report{Opts: options{count: 20_000, concurrency: 4, duration: 2 * time.Second}, Date: time.Unix(0, 0), Machine: machine{CPU: "cpu"},
		Engines: []*engineResult{{Name: "PostgreSQL", Skipped: "unreachable"}, {
			Name:      "SQLite",
			Demo:      demoResult{Took: time.Second, RowsPerSec: 5000, PeakRSSKiB: 100 << 10},
			Bare:      &bareResult{loadResult: load(10_000, time.Millisecond)},
			Scenarios: []scenarioResult{{scenario{Name: "detail by id"}, load(5_000, 2*time.Millisecond)}, {scenario{Name: "search: radius"}, load(100, 30*time.Millisecond)}},
			Transfer: transferResult{Imports: []importRun{{Kind: importNew, RowsPerSec: 9000, PeakRSSKiB: 300 << 10},
				{Kind: importRescrape, Err: errors.New("x")}},
				CLIExport: &exportRun{Records: 20_001, Took: time.Second, PeakRSSKiB: 50 << 10}},
		}},
		Jobs: &jobsResult{Photos: &photoRun{Businesses: 10, Mirrored: 10, Took: time.Second, ProcessRuns: 5, ProcessTook: time.Second}},
	}
	secs := rep.figures()
	if len(secs) != 2 || secs[0].describe() != "SQLite at 20,000 businesses, 4 clients" || secs[1].describe() != "Background jobs (SQLite)" {
		t.Fatalf("sections %+v", secs)
	}
	var got []string
	for _, s := range secs {
		for _, f := range s.Figures {
			got = append(got, fmt.Sprintf("%s | %s | %g", f.Scenario, f.Name, f.Value))
		}
	}
	want := []string{
		"demo load | rows/s | 5000", "demo load | peak RSS MB | 100",
		"bare handler (yardstick) | p50 ms | 1", "bare handler (yardstick) | p99 ms | 1", "bare handler (yardstick) | req/s | 10000",
		"detail by id | p50 ms | 2", "detail by id | p99 ms | 2", "detail by id | req/s | 5000", "detail by id | share of the bare handler | 0.5",
		"search: radius | p50 ms | 30", "search: radius | p99 ms | 30", "search: radius | req/s | 100",
		"import: new rows into the loaded directory | rows/s | 9000", "import: new rows into the loaded directory | peak RSS MB | 300",
		"export --out | peak RSS MB | 50", "export --out | rows/s | 20000",
		"photo mirroring: 10 photos | images/s | 10", "photo mirroring: 10 photos | share of Process alone | 2",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("figures\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
