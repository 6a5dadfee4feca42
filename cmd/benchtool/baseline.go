package main

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The regression check: every figure of a run is compared with the same
// figure in a committed baseline file (docs/benchmarks-baseline.json), and
// one more than regressionLimit worse is reported at the end of the run.
// Throughput is compared as a share of the same run's yardstick where the
// run has one (the bare handler, the jobs' bare client and Process loop),
// because this machine's speed varies by 2× from day to day and a share
// varies much less; raw figures otherwise. -write-baseline writes the run's
// figures into the file.

// regressionLimit is how much worse than the baseline a figure may be
// before the run warns: 20 %.
const regressionLimit = 0.20

// defaultBaseline is the committed baseline, relative to the repository root.
const defaultBaseline = "docs/benchmarks-baseline.json"

// Figure names. Whether lower or higher is better and which are ratios is
// read from the name (lowerIsBetter, isShare, isRate).
const (
	figP50     = "p50 ms"
	figP99     = "p99 ms"
	figSrvP50  = "server p50 ms"
	figSrvP99  = "server p99 ms"
	figReqs    = "req/s"
	figRows    = "rows/s"
	figPeak    = "peak RSS MB"
	figOwn     = "own memory MB" // RssAnon: a peak RSS of a server counts the file its readers map
	figShare   = "share of the bare handler"
	figScaling = "two instances ÷ one"
	figURLs    = "URLs/s"
	figShareCx = "share of the bare client, a connection per request"
	figImages  = "images/s"
	figShareP  = "share of Process alone"
)

// lowerIsBetter: latencies and memory; every other figure is a rate or a
// ratio, where higher is better.
func lowerIsBetter(name string) bool {
	return strings.HasSuffix(name, " ms") || strings.HasSuffix(name, " MB")
}

// isShare: a throughput over a yardstick of the same run.
func isShare(name string) bool { return strings.HasPrefix(name, "share of ") }

// isRate: a raw throughput, compared only where its scenario has no share.
func isRate(name string) bool { return strings.HasSuffix(name, "/s") }

// figure is one number of a run.
type figure struct {
	Scenario string  `json:"scenario"`
	Name     string  `json:"figure"`
	Value    float64 `json:"value"`
}

// baselineSection is the figures of one part of a run: an engine, or the
// background jobs. Sections are compared only with a section of the same
// part, number of businesses and clients.
type baselineSection struct {
	Part        string   `json:"part"`
	Count       int      `json:"count,omitempty"`       // demo businesses; 0: independent of -count
	Concurrency int      `json:"concurrency,omitempty"` // clients; 0: no HTTP load
	Duration    string   `json:"duration,omitempty"`    // per scenario; not part of the key
	Written     string   `json:"written"`
	Machine     string   `json:"machine"`
	Figures     []figure `json:"figures"`
}

// key identifies the section's part and size.
func (s *baselineSection) key() string {
	return fmt.Sprintf("%s|%d|%d", s.Part, s.Count, s.Concurrency)
}

// describe names the section for notes: "SQLite at 20,000 businesses, 4 clients".
func (s *baselineSection) describe() string {
	d := s.Part
	if s.Count > 0 {
		d += " at " + thousands(s.Count) + " businesses"
	}
	if s.Concurrency > 0 {
		d += fmt.Sprintf(", %d clients", s.Concurrency)
	}
	return d
}

// baselineFile is the file -baseline reads and -write-baseline writes.
type baselineFile struct {
	About    string            `json:"about"`
	Sections []baselineSection `json:"sections"`
}

const baselineAbout = "Figures of `make bench` (cmd/benchtool) that later runs are compared with; a figure more than 20 % worse is " +
	"reported. Write with `go run ./cmd/benchtool ... -write-baseline docs/benchmarks-baseline.json` after a quiet run " +
	"(nothing else on the machine) and commit it. Sections are per part, number of businesses and clients; writing " +
	"replaces the sections the run measured and keeps the others."

// readBaseline reads the baseline file; a missing file is no error (nil).
func readBaseline(path string) (*baselineFile, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var f baselineFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &f, nil
}

// merge replaces the sections of f that now measured again and adds the new
// ones, in a stable order.
func (f *baselineFile) merge(now []baselineSection) {
	f.About = baselineAbout
	replaced := map[string]bool{}
	for _, s := range now {
		replaced[s.key()] = true
	}
	f.Sections = slices.DeleteFunc(f.Sections, func(s baselineSection) bool { return replaced[s.key()] })
	f.Sections = append(f.Sections, now...)
	slices.SortStableFunc(f.Sections, func(a, b baselineSection) int {
		return cmp.Or(cmp.Compare(a.Part, b.Part), cmp.Compare(a.Count, b.Count), cmp.Compare(a.Concurrency, b.Concurrency))
	})
}

// writeBaseline merges the run's sections into the file at path.
func writeBaseline(path string, now []baselineSection) error {
	f, err := readBaseline(path)
	if err != nil {
		return fmt.Errorf("reading the old baseline (fix or remove it): %w", err)
	}
	if f == nil {
		f = &baselineFile{}
	}
	f.merge(now)
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	data = oneLineFigures.ReplaceAll(data, []byte("{$1 $2 $3}"))
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

// oneLineFigures matches an indented figure, which the file keeps on one
// line: a few hundred of them stay readable and diff well. JSON strings
// hold no raw line breaks.
var oneLineFigures = regexp.MustCompile(`\{\s*\n\s*("scenario": [^\n]*,)\s*\n\s*("figure": [^\n]*,)\s*\n\s*("value": [^\n]*?)\s*\n\s*\}`)

// regression is a figure more than regressionLimit worse than its baseline.
type regression struct {
	Part, Scenario, Figure string
	Base, Now              float64
}

// change is the relative change from the baseline: +0.25 is 25 % more.
func (g regression) change() float64 { return (g.Now - g.Base) / g.Base }

// baselineResult is the comparison of a run with the baseline.
type baselineResult struct {
	Path        string
	Compared    int
	Regressions []regression
	Notes       []string
}

// checkBaseline compares the run's sections with the baseline file at path.
func checkBaseline(path string, now []baselineSection) *baselineResult {
	res := &baselineResult{Path: path}
	base, err := readBaseline(path)
	switch {
	case err != nil:
		res.Notes = []string{"the baseline could not be read, nothing compared: " + err.Error()}
	case base == nil:
		res.Notes = []string{fmt.Sprintf("no baseline file %s: nothing compared (write one with -write-baseline after a quiet run)", path)}
	default:
		res.Compared, res.Regressions, res.Notes = compareBaseline(base, now)
	}
	return res
}

// compareBaseline compares the run's sections with the baseline's. Figures
// without a counterpart are noted, never warned about; a raw rate is left
// out where its scenario has a share on both sides.
func compareBaseline(base *baselineFile, now []baselineSection) (compared int, regs []regression, notes []string) {
	bySection := map[string]*baselineSection{}
	for i := range base.Sections {
		bySection[base.Sections[i].key()] = &base.Sections[i]
	}
	for _, s := range now {
		b := bySection[s.key()]
		if b == nil {
			notes = append(notes, fmt.Sprintf("%s: no baseline section: not compared", s.describe()))
			continue
		}
		old := map[[2]string]float64{}
		shares := map[string]int{} // scenario → share figures on both sides
		for _, f := range b.Figures {
			old[[2]string{f.Scenario, f.Name}] = f.Value
		}
		for _, f := range s.Figures {
			if _, ok := old[[2]string{f.Scenario, f.Name}]; ok && isShare(f.Name) {
				shares[f.Scenario]++
			}
		}
		var missing []string
		measured := map[[2]string]bool{}
		for _, f := range s.Figures {
			measured[[2]string{f.Scenario, f.Name}] = true
		}
		for _, f := range s.Figures {
			if isRate(f.Name) && shares[f.Scenario] > 0 {
				continue // compared through its share of the yardstick
			}
			v, ok := old[[2]string{f.Scenario, f.Name}]
			if !ok || v <= 0 {
				missing = append(missing, f.Scenario+" "+f.Name)
				continue
			}
			compared++
			if worse(f.Name, v, f.Value) {
				regs = append(regs, regression{Part: s.Part, Scenario: f.Scenario, Figure: f.Name, Base: v, Now: f.Value})
			}
		}
		if len(missing) > 0 {
			notes = append(notes, fmt.Sprintf("%s: %d figures without a baseline value, not compared: %s",
				s.describe(), len(missing), clip(strings.Join(missing, "; "), 400)))
		}
		var gone []string // renamed, failed or not run this time
		for _, f := range b.Figures {
			if !measured[[2]string{f.Scenario, f.Name}] {
				gone = append(gone, f.Scenario+" "+f.Name)
			}
		}
		if len(gone) > 0 {
			notes = append(notes, fmt.Sprintf("%s: %d baseline figures not measured in this run: %s",
				s.describe(), len(gone), clip(strings.Join(gone, "; "), 400)))
		}
		if b.Machine != s.Machine {
			notes = append(notes, fmt.Sprintf("%s: the baseline was measured on another machine (%s)", s.describe(), b.Machine))
		}
	}
	return compared, regs, notes
}

// worse reports whether now is more than regressionLimit worse than base.
func worse(name string, base, now float64) bool {
	if lowerIsBetter(name) {
		return now > base*(1+regressionLimit)
	}
	return now < base*(1-regressionLimit)
}

// roundFigure keeps four significant digits: more is noise, and the file
// stays readable.
func roundFigure(v float64) float64 {
	if v == 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0
	}
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'g', 4, 64), 64)
	return r
}

// figures collects every figure of the run, a section per engine and one
// for the background jobs.
func (r *report) figures() []baselineSection {
	var out []baselineSection
	section := func(part string, count, concurrency int) *baselineSection {
		s := baselineSection{Part: part, Count: count, Concurrency: concurrency,
			Written: r.Date.UTC().Format("2006-01-02 15:04 MST"), Machine: r.Machine.CPU}
		if concurrency > 0 {
			s.Duration = r.Opts.duration.String()
		}
		out = append(out, s)
		return &out[len(out)-1]
	}
	for _, e := range r.Engines {
		if e.Skipped != "" {
			continue
		}
		e.figures(section(e.Name, r.Opts.count, r.Opts.concurrency))
	}
	if r.Jobs != nil {
		r.Jobs.figures(section("Background jobs (SQLite)", 0, 0))
	}
	out = slices.DeleteFunc(out, func(s baselineSection) bool { return len(s.Figures) == 0 })
	return out
}

// add appends a figure when it was measured.
func (s *baselineSection) add(scenario, name string, v float64) {
	if v > 0 && !math.IsInf(v, 0) {
		s.Figures = append(s.Figures, figure{Scenario: scenario, Name: name, Value: roundFigure(v)})
	}
}

// addLoad adds a load run's latencies and rate.
func (s *baselineSection) addLoad(scenario string, l loadResult) {
	if l.Requests == 0 {
		return
	}
	s.add(scenario, figP50, msFloat(l.percentile(0.5)))
	s.add(scenario, figP99, msFloat(l.percentile(0.99)))
	s.add(scenario, figSrvP50, msFloat(l.serverPercentile(0.5)))
	s.add(scenario, figSrvP99, msFloat(l.serverPercentile(0.99)))
	s.add(scenario, figReqs, l.rate())
}

// figures adds the engine's figures: demo load, scenarios, their shares
// of the bare handler, imports, exports and the two-instance run.
func (e *engineResult) figures(s *baselineSection) {
	if e.Demo.Took > 0 && e.Fatal == nil {
		s.add("demo load", figRows, e.Demo.RowsPerSec)
		s.add("demo load", figPeak, kibMB(e.Demo.PeakRSSKiB))
	}
	var bare float64
	if e.Bare != nil {
		bare = e.Bare.rate()
		s.addLoad("bare handler (yardstick)", e.Bare.loadResult)
	}
	for _, sc := range e.Scenarios {
		s.addLoad(sc.Name, sc.loadResult)
		if bare > 0 && slices.Contains(ratioScenarios, sc.Name) {
			s.add(sc.Name, figShare, sc.rate()/bare)
		}
	}
	s.add("server after all scenarios", figOwn, kibMB(e.ServerOwn))
	for _, imp := range e.Transfer.Imports {
		if imp.Err != nil {
			continue
		}
		name := "import: " + importKeys[imp.Kind]
		s.add(name, figRows, imp.RowsPerSec)
		s.add(name, figPeak, kibMB(imp.PeakRSSKiB))
	}
	if e.Instances != nil {
		e.Instances.figures(s)
	}
	for _, x := range []*exportRun{e.Transfer.HTTPExport, e.Transfer.CLIExport, e.Transfer.XLSXExport} {
		if x == nil || x.Err != nil {
			continue
		}
		name := "export --out"
		if x.XLSX {
			name = "export --format xlsx --out"
			s.add(name, figPeak, kibMB(x.PeakRSSKiB))
		} else if x.HTTP {
			name = "export over HTTP"
		} else {
			s.add(name, figPeak, kibMB(x.PeakRSSKiB))
		}
		s.add(name, figRows, x.rate())
	}
}

// importKeys name the import runs in the baseline, shorter than their
// labels and kept when a label is reworded.
var importKeys = map[importKind]string{
	importXLSX:     ".xlsx into an empty database",
	importCSV:      ".csv into an empty database",
	reimportCSV:    ".csv again, updates",
	importNew:      "new rows into the loaded directory",
	importRescrape: "updates into the loaded directory",
}

// figures adds the jobs' rates and their shares of the yardsticks.
func (r *jobsResult) figures(s *baselineSection) {
	for _, v := range r.Validate {
		if v.Err != nil {
			continue
		}
		name := fmt.Sprintf("URL validation: %s websites, server delay %s", thousands(v.Businesses), delay(v.Delay))
		rate := perSec(v.Businesses, v.Took)
		s.add(name, figURLs, rate)
		if b := v.bare(false); b.Requests > 0 {
			s.add(name, figShareCx, rate/perSec(b.Requests, b.Took))
		}
	}
	if ph := r.Photos; ph != nil && ph.Err == nil {
		name := fmt.Sprintf("photo mirroring: %s photos", thousands(ph.Businesses))
		rate := perSec(ph.Mirrored, ph.Took)
		s.add(name, figImages, rate)
		if ph.ProcessTook > 0 {
			s.add(name, figShareP, rate/perSec(ph.ProcessRuns, ph.ProcessTook))
		}
	}
}

// msFloat is a duration in milliseconds.
func msFloat(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// kibMB is KiB in megabytes.
func kibMB(kib int64) float64 { return float64(kib) / 1024 }

// markdown renders the comparison as the report's last section.
func (b *baselineResult) markdown(p func(string, ...any)) {
	p("## Against the baseline")
	p("")
	p("Baseline: `%s`. Throughput is compared as a share of the same run's yardstick where there is one, raw otherwise; "+
		"a figure more than %.0f %% worse is listed. %d figures compared.", b.Path, regressionLimit*100, b.Compared)
	if len(b.Regressions) > 0 {
		p("")
		p("**%d figures more than %.0f %% worse than the baseline:**", len(b.Regressions), regressionLimit*100)
		p("")
		p("| part | scenario | figure | baseline | now | change |")
		p("|---|---|---|--:|--:|--:|")
		for _, g := range b.Regressions {
			p("| %s | %s | %s | %s | %s | %s |", g.Part, g.Scenario, g.Figure, num(g.Base), num(g.Now), pct(g.change()))
		}
	} else if b.Compared > 0 {
		p("")
		p("No figure is more than %.0f %% worse.", regressionLimit*100)
	}
	if len(b.Notes) > 0 {
		p("")
		for _, n := range b.Notes {
			p("- Note: %s", n)
		}
	}
}

// logWarnings writes the regressions to standard error, one line each.
func (b *baselineResult) logWarnings() {
	for _, n := range b.Notes {
		logf("baseline: note: %s", n)
	}
	for _, g := range b.Regressions {
		logf("WARNING: %s: %s: %s: baseline %s, now %s (%s)", g.Part, g.Scenario, g.Figure, num(g.Base), num(g.Now), pct(g.change()))
	}
	if len(b.Regressions) > 0 {
		logf("WARNING: %d figures more than %.0f %% worse than %s (listed in the report's last section)",
			len(b.Regressions), regressionLimit*100, b.Path)
	}
}

// num renders a figure with three significant digits, thousands grouped.
func num(v float64) string {
	switch a := math.Abs(v); {
	case a >= 1000:
		return thousands(int(math.Round(v)))
	case a >= 100:
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'g', 3, 64)
}

// pct renders a relative change, "+25 %".
func pct(c float64) string { return fmt.Sprintf("%+.0f %%", c*100) }
