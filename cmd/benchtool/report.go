package main

import (
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"
)

// startupTarget is the start-up budget.
const startupTarget = 500 * time.Millisecond

// target is the performance budget of a scenario; zero fields do not apply.
type target struct {
	P50, P99 time.Duration
	MinRate  float64 // requests per second
}

// describe renders the budget and whether r meets it, or "" when there is
// none. Latency budgets hold "in the server" (DESIGN.md, docs/benchmarks.md
// "Budgets"): they are judged on the server's own times when it sent them,
// and on the client's otherwise.
func (t target) describe(r loadResult) string {
	var parts []string
	ok := true
	latency, where := r.percentile, ""
	if len(r.Server) > 0 {
		latency, where = r.serverPercentile, " in the server"
	}
	if t.P50 > 0 {
		parts = append(parts, "p50 ≤ "+ms(t.P50))
		ok = ok && latency(0.50) <= t.P50
	}
	if t.P99 > 0 {
		parts = append(parts, "p99 ≤ "+ms(t.P99))
		ok = ok && latency(0.99) <= t.P99
	}
	if t.P50 > 0 || t.P99 > 0 {
		parts[len(parts)-1] += where
	}
	if t.MinRate > 0 {
		parts = append(parts, "≥ "+thousands(int(t.MinRate))+" req/s")
		ok = ok && r.rate() >= t.MinRate
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, ", ") + " " + mark(ok)
}

// scenarioResult is a scenario with what its run measured.
type scenarioResult struct {
	scenario
	loadResult
}

// engineResult is everything measured for one database engine.
type engineResult struct {
	Name        string
	DatabaseURL string
	Skipped     string // why the engine did not run
	Fatal       error  // what ended the run early
	Demo        demoResult
	Startup     time.Duration
	ServerRSS   int64 // KiB, peak
	ServerOwn   int64 // KiB, RssAnon after the scenarios
	Shutdown    time.Duration
	ShutdownErr error
	Scenarios   []scenarioResult
	Bare        *bareResult // the yardstick of throughput (bare.go)
	BareErr     error
	ServerLog   logSummary
	Transfer    transferResult
	Instances   *instancesResult // PostgreSQL: two instances on the database (instances.go)
	Depth       *depthResult     // SQLite: the businesses' click depth (depth.go)
}

// failed reports a problem that must make the tool exit non-zero: 5xx
// answers, requests without an answer, a failed step, a slow shutdown or a
// failed import or export.
func (e *engineResult) failed() bool {
	if e.Fatal != nil || e.ShutdownErr != nil || e.Transfer.failed() || e.Instances.failed() || e.Depth.failed() {
		return true
	}
	for _, s := range e.Scenarios {
		if s.ServerErrors > 0 || s.Transport > 0 {
			return true
		}
	}
	return false
}

// report is the whole benchmark.
type report struct {
	Machine     machine
	Date        time.Time
	Opts        options
	Engines     []*engineResult
	Files       *fileSet
	Jobs        *jobsResult     // nil when the jobs did not run
	Baseline    *baselineResult // nil when -baseline is ""
	Interrupted bool
}

func (r *report) failed() bool {
	if r.Files != nil && r.Files.Err != nil && r.Opts.only == nil || r.Jobs.failed() {
		return true
	}
	for _, e := range r.Engines {
		if e.failed() {
			return true
		}
	}
	return false
}

// markdown renders the report.
func (r *report) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("# Branchenbuch benchmark")
	p("")
	p("- Date: %s", r.Date.UTC().Format("2006-01-02 15:04 MST"))
	p("- Machine: %s, %d CPUs, %s/%s, %s RAM", r.Machine.CPU, runtime.NumCPU(), runtime.GOOS, runtime.GOARCH, r.Machine.Memory)
	if r.Opts.jobsOnly {
		return r.jobsOnlyMarkdown(&b, p)
	}
	p("- Data: %s demo businesses", thousands(r.Opts.count))
	p("- Load: %d closed-loop clients, %s per scenario after %s warm-up, keep-alive, gzip, %s timeout",
		r.Opts.concurrency, r.Opts.duration, r.Opts.warmup, requestTimeout)
	if r.Files != nil {
		r.Files.markdown(p)
	}
	p("")
	p("Targets are the performance budgets, set for 500,000 businesses on a 2-core machine with SQLite.")
	if r.Interrupted {
		p("")
		p("**Interrupted: the results are partial.**")
	}
	for _, e := range r.Engines {
		p("")
		p("## %s", e.Name)
		p("")
		if e.Skipped != "" {
			p("Skipped: %s", e.Skipped)
			continue
		}
		e.markdown(p)
		if e.Depth != nil {
			e.Depth.markdown(p)
		}
		if e.Instances != nil {
			e.Instances.markdown(p)
		}
		e.Transfer.markdown(p)
	}
	if r.Jobs != nil {
		p("")
		r.Jobs.markdown(p)
	}
	if r.Baseline != nil {
		p("")
		r.Baseline.markdown(p)
	}
	return b.String()
}

// jobsOnlyMarkdown ends the report of a -jobs-only run: the jobs alone.
func (r *report) jobsOnlyMarkdown(b *strings.Builder, p func(string, ...any)) string {
	p("- Part: the background jobs only (`-jobs-only`)")
	if r.Interrupted {
		p("")
		p("**Interrupted: the results are partial.**")
	}
	if r.Jobs != nil {
		p("")
		r.Jobs.markdown(p)
	}
	if r.Baseline != nil {
		p("")
		r.Baseline.markdown(p)
	}
	return b.String()
}

// ratioMarkdown reports throughput as a share of the bare handler's, measured in the same run.
func (e *engineResult) ratioMarkdown(p func(string, ...any)) {
	if e.BareErr != nil {
		p("")
		p("Bare handler: not measured (%v).", e.BareErr)
	}
	if e.Bare == nil {
		return
	}
	bare := e.Bare.rate()
	p("")
	p("Yardstick: a bare `net/http` handler in its own process answering every request with the bytes of `%s` (%s bytes, %s): %s req/s, p50 %s ms.",
		e.Bare.Answer.Path, thousands(len(e.Bare.Answer.Body)), orNone(e.Bare.Answer.Encoding), thousands(int(bare)), msNum(e.Bare.percentile(0.5)))
	p("")
	p("| scenario | req/s | share of the bare handler | target |")
	p("|---|--:|--:|---|")
	for _, s := range e.Scenarios {
		if !slices.Contains(ratioScenarios, s.Name) || bare == 0 {
			continue
		}
		share := s.rate() / bare
		target := ""
		if strings.HasPrefix(s.Name, "detail") {
			target = fmt.Sprintf("≥ %.2f %s", minDetailRatio, mark(share >= minDetailRatio))
		}
		p("| %s | %s | %.2f | %s |", s.Name, thousands(int(s.rate())), share, target)
	}
}

func orNone(s string) string {
	if s == "" {
		return "uncompressed"
	}
	return s
}

func (e *engineResult) markdown(p func(string, ...any)) {
	p("Database: `%s`", e.DatabaseURL)
	p("")
	p("| measure | value | target |")
	p("|---|---|---|")
	if e.Demo.Took > 0 {
		p("| demo load (wall time of `demo --count`) | %s, %s rows/s, peak RSS %s | |",
			e.Demo.Took.Round(10*time.Millisecond), thousands(int(e.Demo.RowsPerSec)), mb(e.Demo.PeakRSSKiB))
	}
	if e.Startup > 0 {
		p("| start-up (exec → first 200 from /readyz) | %s | ≤ %s %s |", ms(e.Startup), ms(startupTarget), mark(e.Startup <= startupTarget))
	}
	if e.ServerRSS > 0 || e.Shutdown > 0 {
		p("| server peak RSS (VmHWM, after all scenarios; counts the database pages that SQLite's readers map) | %s | |", mb(e.ServerRSS))
		p("| server's own memory after all scenarios (RssAnon: without mapped files) | %s | |", mb(e.ServerOwn))
		p("| shutdown (SIGTERM → exit) | %s | < %s %s |", ms(e.Shutdown), shutdownLimit, mark(e.ShutdownErr == nil))
	}
	if len(e.Scenarios) > 0 {
		p("")
		p("Latencies as the client saw them (on the same cores, behind the other clients), and in the server (its Server-Timing: arrival to the answer's header).")
		p("")
		p("| scenario | requests | errors | req/s | p50 ms | p90 ms | p99 ms | max ms | server p50 ms | server p99 ms | target |")
		p("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|")
		for _, s := range e.Scenarios {
			p("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |", s.Name, thousands(s.Requests), thousands(s.Errors),
				thousands(int(s.rate())), msNum(s.percentile(0.5)), msNum(s.percentile(0.9)),
				msNum(s.percentile(0.99)), msNum(s.percentile(1)), msNum(s.serverPercentile(0.5)), msNum(s.serverPercentile(0.99)),
				s.Target.describe(s.loadResult))
		}
	}
	e.ratioMarkdown(p)
	var problems []string
	if e.Fatal != nil {
		problems = append(problems, "**Run stopped:** "+strings.ReplaceAll(e.Fatal.Error(), "\n", "\n  - "))
	}
	if e.ShutdownErr != nil {
		problems = append(problems, "**Shutdown:** "+e.ShutdownErr.Error())
	}
	for _, s := range e.Scenarios {
		if s.Errors == 0 {
			continue
		}
		line := fmt.Sprintf("%s: %d errors (%s)", s.Name, s.Errors, statusCounts(s.loadResult))
		if s.Note != "" {
			line += "; " + s.Note
		}
		for _, x := range s.Samples {
			line += "\n  - `" + strings.ReplaceAll(x, "`", "'") + "`"
		}
		problems = append(problems, line)
	}
	if l := e.ServerLog; l.Errors+l.Warnings > 0 {
		line := fmt.Sprintf("server log: %d errors, %d warnings", l.Errors, l.Warnings)
		for _, x := range l.Examples {
			line += "\n  - `" + strings.ReplaceAll(x, "`", "'") + "`"
		}
		problems = append(problems, line)
	}
	writeProblems(p, problems, "\n  ")
}

// writeProblems lists a section's problems, if any; a problem's further
// lines are indented by indent.
func writeProblems(p func(string, ...any), problems []string, indent string) {
	if len(problems) == 0 {
		return
	}
	p("")
	p("Problems:")
	p("")
	for _, x := range problems {
		p("- %s", strings.ReplaceAll(x, "\n", indent))
	}
}

// statusCounts renders "404: 3, transport: 1".
func statusCounts(r loadResult) string {
	var parts []string
	for code := 100; code < 600; code++ {
		if n := r.Statuses[code]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d: %d", code, n))
		}
	}
	if r.Transport > 0 {
		parts = append(parts, fmt.Sprintf("no answer: %d", r.Transport))
	}
	return strings.Join(parts, ", ")
}

func mark(ok bool) string {
	if ok {
		return "✓"
	}
	return "✗"
}

// ms renders a duration in milliseconds with a unit.
func ms(d time.Duration) string { return msNum(d) + " ms" }

// msNum renders a duration in milliseconds, with more decimals when small.
func msNum(d time.Duration) string {
	v := float64(d) / float64(time.Millisecond)
	switch {
	case v < 10:
		return strconv.FormatFloat(v, 'f', 2, 64)
	case v < 100:
		return strconv.FormatFloat(v, 'f', 1, 64)
	}
	return thousands(int(v + 0.5))
}

// mb renders KiB as megabytes, or n/a when unknown.
func mb(kib int64) string {
	if kib <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.0f MB", float64(kib)/1024)
}

// thousands renders n with comma separators: 12,345.
func thousands(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + thousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
