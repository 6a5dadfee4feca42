package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"
)

// The load test (`make loadtest`, benchtool -loadtest; docs/benchmarks.md,
// "Load and faults"): on SQLite and on two PostgreSQL instances, a mixed
// load (searches, lists, details, share images, pages, a few operator
// edits) at the highest rate the machine holds with p99 ≤ 100 ms and no
// error, with slow clients during it and SIGTERM at its end; on SQLite also
// kill -9 at random points of an import.
const (
	loadP99      = 100 * time.Millisecond
	loadStep     = 10 * time.Second // each level of the ramp
	slowClients  = 500
	importKills  = 20
	importRows   = 50_000
	editInterval = 2 * time.Second
)

// loadLevels are the closed-loop client counts the ramp tries.
var loadLevels = []int{1, 2, 4, 8, 16, 32, 64}

// mixScenarios are the scenarios whose requests make the mixed load.
var mixScenarios = []string{"search: text", "search: text + location", "search: location", "search: radius",
	"city page", "category page", "city page + filters", "detail by id", "detail by slug",
	"HTML: detail by slug", "HTML: city page", "share image"}

// loadPhase is one measured phase: its load and what went wrong beside it.
type loadPhase struct {
	Name     string
	Clients  int
	Load     loadResult
	Notes    []string // what missed the phase's aim
	Info     []string // what else it measured
	CheckP99 bool     // the phase must also answer with p99 ≤ 100 ms and no error
}

// failures are the answers that count as errors: a 5xx or none at all (a
// 404 is right for the mix's ids of unlisted businesses).
func failures(r loadResult) int { return r.ServerErrors + r.Transport }

// ok reports whether the phase met its aim.
func (p loadPhase) ok() bool {
	return len(p.Notes) == 0 && (!p.CheckP99 || failures(p.Load) == 0 && p.Load.percentile(0.99) <= loadP99)
}

func (p loadPhase) line() string {
	return fmt.Sprintf("| %s | %d | %d | %.0f | %s | %s | %d | %s |", p.Name, p.Clients, p.Load.Requests, p.Load.rate(),
		ms(p.Load.percentile(0.5)), ms(p.Load.percentile(0.99)), failures(p.Load), strings.Join(append(slices.Clone(p.Notes), p.Info...), "; "))
}

// runLoadtest runs the whole load test and prints its report.
func runLoadtest(ctx context.Context, opts options, dir string) int {
	var phases []loadPhase
	failed := false
	note := func(p loadPhase) {
		phases = append(phases, p)
		logf("%s: %d clients, %.0f req/s, p99 %s, %d errors %v", p.Name, p.Clients, p.Load.rate(), ms(p.Load.percentile(0.99)), failures(p.Load), p.Notes)
		failed = failed || !p.ok()
	}

	// -only picks phases: "load" the loads, "kill" the import kills.
	want := func(phase string) bool { return opts.only == nil || opts.only.MatchString(phase) }
	sqliteDir := filepath.Join(dir, "sqlite")
	os.MkdirAll(sqliteDir, 0o755)
	if want("load") {
		db := filepath.Join(sqliteDir, "load.db")
		if _, err := runDemo(ctx, opts.bin, db, sqliteDir, opts.count); err != nil {
			logf("demo load: %v", err)
			return 1
		}
		for _, p := range loadEngine(ctx, opts, "SQLite", db, sqliteDir, 1) {
			note(p)
		}
	}
	if want("kill") {
		note(importFaults(ctx, opts, sqliteDir))
	}
	if opts.postgres != "" && want("load") {
		pg, err := createDatabase(ctx, opts.postgres)
		if err != nil {
			logf("PostgreSQL skipped: %v", err)
		} else {
			defer pg.drop()
			pgDir := filepath.Join(dir, "postgres")
			os.MkdirAll(pgDir, 0o755)
			if _, err := runDemo(ctx, opts.bin, pg.url, pgDir, opts.count); err != nil {
				logf("demo load on PostgreSQL: %v", err)
				return 1
			}
			for _, p := range loadEngine(ctx, opts, "PostgreSQL, two instances", pg.url, pgDir, 2) {
				note(p)
			}
		}
	}

	var b strings.Builder
	m := readMachine()
	fmt.Fprintf(&b, "## Load and faults (%s, %d businesses, %s sustained)\n\n", time.Now().Format("2006-01-02 15:04"), opts.count, opts.duration)
	fmt.Fprintf(&b, "%s, %s of memory, %d CPUs.\n\n", m.CPU, m.Memory, runtime.NumCPU())
	b.WriteString("| phase | clients | requests | req/s | p50 | p99 | errors (5xx, none) | notes |\n|---|--:|--:|--:|--:|--:|--:|---|\n")
	for _, p := range phases {
		b.WriteString(p.line() + "\n")
	}
	fmt.Print(b.String())
	if opts.out != "" {
		os.WriteFile(opts.out, []byte(b.String()), 0o644)
	}
	if failed {
		logf("load test: some phase missed its aim (see the notes)")
		return 1
	}
	return 0
}

// loadEngine starts n instances on dbURL and runs the ramp, the sustained
// mixed load with edits and slow clients, and SIGTERM under load.
func loadEngine(ctx context.Context, opts options, engine, dbURL, dir string, n int) []loadPhase {
	var servers []*server
	var bases []string
	for i := range n {
		s, err := startServer(ctx, opts.bin, dbURL, dir, fmt.Sprintf("serve-%d.log", i))
		if err != nil {
			logf("%s: %v", engine, err)
			return nil
		}
		defer s.kill()
		servers, bases = append(servers, s), append(bases, s.base)
	}
	probe := newClient(8)
	scenarios, err := buildScenarios(ctx, probe, bases[0], opts.count)
	if err != nil {
		logf("%s: scenarios: %v", engine, err)
		return nil
	}
	var mixed []string
	for _, sc := range scenarios {
		for _, want := range mixScenarios {
			if sc.Name == want {
				mixed = append(mixed, sc.Paths...)
			}
		}
	}
	rand.New(rand.NewPCG(14, 3)).Shuffle(len(mixed), func(i, j int) { mixed[i], mixed[j] = mixed[j], mixed[i] })
	urls := roundRobin(bases, mixed)

	// The ramp: the most clients that still answer with p99 ≤ 100 ms and no error.
	best := loadPhase{Name: engine + ": ramp (10 s per level)"}
	for _, c := range loadLevels {
		r := runLoad(ctx, newClient(c), "", urls, c, time.Second, loadStep)
		logf("%s ramp: %d clients, %.0f req/s, p99 %s, %d errors, statuses %v", engine, c, r.rate(), ms(r.percentile(0.99)), failures(r), r.Statuses)
		if failures(r) > 0 || r.percentile(0.99) > loadP99 {
			break
		}
		best.Clients, best.Load = c, r
	}
	if best.Clients == 0 {
		best.Notes = append(best.Notes, "no level held p99 ≤ 100 ms")
		return []loadPhase{best}
	}
	phases := []loadPhase{best}

	// Sustained: the mixed load, operator edits beside it, and slow clients
	// sending their headers a byte a second in the middle third.
	sustained := loadPhase{Name: engine + ": mixed load", Clients: best.Clients, CheckP99: true}
	edits := make(chan sideResult, 1)
	slow := make(chan sideResult, 1)
	loadCtx, stopSide := context.WithCancel(ctx)
	go func() { edits <- operatorEdits(loadCtx, bases) }()
	go func() {
		select {
		case <-time.After(opts.duration / 3):
			slow <- slowHeaders(loadCtx, strings.TrimPrefix(bases[0], "http://"), slowClients)
		case <-loadCtx.Done():
			slow <- sideResult{}
		}
	}()
	sustained.Load = runLoad(ctx, newClient(best.Clients), "", urls, best.Clients, 0, opts.duration)
	stopSide()
	for _, side := range []sideResult{<-edits, <-slow} {
		if side.problem != "" {
			sustained.Notes = append(sustained.Notes, side.problem)
		}
		if side.info != "" {
			sustained.Info = append(sustained.Info, side.info)
		}
	}
	phases = append(phases, sustained)

	// SIGTERM to every instance under load: no request that was sent before
	// may be lost.
	phases = append(phases, termUnderLoad(ctx, engine, servers, urls, best.Clients))
	return phases
}

// sideResult is what ran beside a load: a problem, or what it did.
type sideResult struct{ problem, info string }

// operatorEdits changes a business's phone every editInterval through the
// panel's API, on the instances in turn, until ctx ends; a problem when an
// edit failed or none was made.
func operatorEdits(ctx context.Context, bases []string) sideResult {
	c := newClient(1)
	if err := adminLogin(ctx, c, bases[0]); err != nil {
		return sideResult{problem: "edits: " + err.Error()}
	}
	done, failed := 0, 0
	var sample string
	for i := 0; ctx.Err() == nil; i++ {
		base := bases[i%len(bases)]
		body := fmt.Sprintf(`{"phone":"030 %07d"}`, i)
		req, _ := http.NewRequestWithContext(ctx, http.MethodPatch, fmt.Sprintf("%s/api/admin/businesses/%d", base, 1+i%500), strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Origin", base)
		resp, err := c.Do(req)
		switch {
		case ctx.Err() != nil:
		case err != nil:
			failed, sample = failed+1, err.Error()
		default:
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				done++
			} else if resp.StatusCode != http.StatusNotFound { // a demo id may be missing
				failed, sample = failed+1, resp.Status
			}
		}
		select {
		case <-ctx.Done():
		case <-time.After(editInterval):
		}
	}
	if failed > 0 || done == 0 {
		return sideResult{problem: fmt.Sprintf("edits: %d made, %d failed (%s)", done, failed, sample)}
	}
	return sideResult{info: fmt.Sprintf("%d operator edits", done)}
}
