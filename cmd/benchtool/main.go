// Command benchtool measures the branchenbuch binary against the
// performance budgets: demo-data load, start-up, HTTP latencies and
// rates per scenario, peak memory, graceful shutdown, and the Outscraper
// imports (into empty databases and into the loaded directory) and CSV
// export (transfer*.go), for SQLite and (when a server is reachable)
// PostgreSQL, there also with two instances (instances.go), and the
// background jobs in this process (jobs*.go). It prints a Markdown report
// and compares every figure with a committed baseline (baseline.go).
//
//	go run ./cmd/benchtool -bin bin/branchenbuch -count 500000
//	go run ./cmd/benchtool -jobs-only
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"regexp"
	"syscall"
	"time"
)

// options are the command-line flags.
type options struct {
	bin         string
	count       int
	duration    time.Duration
	warmup      time.Duration
	concurrency int
	postgres    string
	out         string
	keep        bool
	jobsOnly    bool
	only        *regexp.Regexp // when set, only the HTTP scenarios it matches: no imports, exports or jobs
	baseline    string         // the baseline file to compare with (baseline.go); "" compares nothing
	writeBase   string         // write the run's figures into this baseline file
	sqliteDB    string         // an SQLite database already loaded with count demo businesses: no load
	postgresDB  string         // a PostgreSQL database already loaded likewise (a URL): no load, kept
	clickDepth  int            // crawl the pages up to this depth less one (depth.go); 0: no crawl
	loadtest    bool           // run the load and fault test instead (loadtest.go)
}

var logger = log.New(os.Stderr, "benchtool ", log.Ltime)

// logf writes one progress line to stderr.
func logf(format string, args ...any) { logger.Printf(format, args...) }

func main() {
	serveBareIfAsked() // a child that serves the yardstick (bare.go)
	if len(os.Args) > 1 && os.Args[1] == "import-jobs" {
		os.Exit(runImportJobsBench(os.Args[2:])) // import_jobs.go
	}
	os.Exit(run())
}

// run does the whole benchmark and returns the exit code, so that every
// deferred cleanup (child processes, temporary data) runs before os.Exit.
func run() int {
	opts, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchtool:", err)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	dir, err := os.MkdirTemp("", "benchtool-")
	if err != nil {
		logf("temporary folder: %v", err)
		return 1
	}
	if opts.keep {
		logf("data kept in %s", dir)
	} else {
		defer os.RemoveAll(dir)
	}

	if opts.loadtest {
		return runLoadtest(ctx, opts, dir)
	}
	rep := &report{Machine: readMachine(), Date: time.Now(), Opts: opts}
	if opts.jobsOnly {
		rep.Jobs = benchJobs(ctx, defaultJobsPlan, filepath.Join(dir, "jobs"))
		return finish(ctx, rep)
	}
	if opts.only != nil {
		rep.Files = &fileSet{Err: errors.New("skipped: -only runs HTTP scenarios alone")}
	} else {
		rep.Files = writeFiles(ctx, opts, filepath.Join(dir, "files"))
	}
	sqliteDir := filepath.Join(dir, "sqlite")
	if err := os.MkdirAll(sqliteDir, 0o755); err != nil {
		logf("temporary folder: %v", err)
		return 1
	}
	sqliteDB := filepath.Join(sqliteDir, "bench.db")
	preloaded := opts.sqliteDB != "" || opts.postgresDB != "" // then only the engines given are measured
	if opts.sqliteDB != "" {
		sqliteDB = opts.sqliteDB
	}
	if !preloaded || opts.sqliteDB != "" {
		rep.Engines = append(rep.Engines, benchEngine(ctx, opts, "SQLite", sqliteDB, sqliteDir,
			rep.Files, sqliteFresh(sqliteDir, opts.keep)))
	}
	if ctx.Err() == nil && opts.only == nil {
		rep.Jobs = benchJobs(ctx, defaultJobsPlan, filepath.Join(dir, "jobs"))
	}
	switch {
	case ctx.Err() != nil:
	case opts.postgresDB != "":
		pgDir := filepath.Join(dir, "postgres")
		if err := os.MkdirAll(pgDir, 0o755); err != nil {
			logf("temporary folder: %v", err)
			return 1
		}
		rep.Engines = append(rep.Engines, benchEngine(ctx, opts, "PostgreSQL", opts.postgresDB, pgDir, rep.Files, nil))
	case opts.postgres != "" && !preloaded:
		rep.Engines = append(rep.Engines, benchPostgres(ctx, opts, dir, rep.Files))
	}
	return finish(ctx, rep)
}

// finish compares the run with the baseline, prints the report, writes it
// to -out, writes -write-baseline and returns the exit code. The baseline's
// warnings come last on standard error, where they are seen.
func finish(ctx context.Context, rep *report) int {
	opts := rep.Opts
	rep.Interrupted = ctx.Err() != nil
	figures := rep.figures()
	if opts.baseline != "" {
		rep.Baseline = checkBaseline(opts.baseline, figures)
	}
	md := rep.markdown()
	fmt.Print(md)
	if opts.out != "" {
		if err := os.WriteFile(opts.out, []byte(md), 0o644); err != nil {
			logf("writing report: %v", err)
			return 1
		}
		logf("report written to %s", opts.out)
	}
	if opts.writeBase != "" {
		switch {
		case rep.Interrupted || rep.failed():
			logf("baseline NOT written: the run was interrupted or failed")
		default:
			if err := writeBaseline(opts.writeBase, figures); err != nil {
				logf("writing the baseline: %v", err)
				return 1
			}
			logf("baseline written to %s (%d sections); commit it if the machine was quiet", opts.writeBase, len(figures))
		}
	}
	if rep.Baseline != nil {
		rep.Baseline.logWarnings()
	}
	switch {
	case ctx.Err() != nil:
		logf("interrupted")
		return 130
	case rep.failed():
		logf("FAILED: server errors, a crash, a slow shutdown, a failed import, export or job; see the report")
		return 1
	}
	return 0
}

func parseFlags(args []string) (options, error) {
	var o options
	fs := flag.NewFlagSet("benchtool", flag.ContinueOnError)
	fs.StringVar(&o.bin, "bin", "bin/branchenbuch", "path to the branchenbuch binary")
	fs.IntVar(&o.count, "count", 500_000, "number of demo businesses to load")
	fs.DurationVar(&o.duration, "duration", 5*time.Second, "measured time per scenario")
	fs.DurationVar(&o.warmup, "warmup", time.Second, "warm-up time per scenario, not measured")
	fs.IntVar(&o.concurrency, "concurrency", 4, "concurrent clients (closed loop)")
	fs.StringVar(&o.postgres, "postgres", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable",
		`PostgreSQL server to create a fresh database on; skipped when unreachable, "" disables`)
	fs.StringVar(&o.out, "out", "", "also write the Markdown report to this file")
	fs.BoolVar(&o.keep, "keep", false, "keep the temporary files and the PostgreSQL database")
	fs.BoolVar(&o.jobsOnly, "jobs-only", false, "run only the background jobs (in this process; no binary, no demo load, no HTTP scenarios)")
	only := fs.String("only", "", "run only the HTTP scenarios whose name matches this regular expression (no imports, exports or jobs)")
	fs.StringVar(&o.baseline, "baseline", defaultBaseline, `compare every figure with this baseline file and warn about those more than 20 % worse; "" disables`)
	fs.StringVar(&o.sqliteDB, "sqlite-db", "", "measure this SQLite database, loaded before with `branchenbuch demo --count` (the -count given here), instead of loading one; only with -only, and then only the engines given by -sqlite-db and -postgres-db (5,000,000-business runs load for an hour)")
	fs.StringVar(&o.postgresDB, "postgres-db", "", "measure this PostgreSQL database (a URL), loaded before likewise; only with -only, like -sqlite-db")
	fs.StringVar(&o.writeBase, "write-baseline", "", "write the run's figures into this baseline file (its sections for this run's parts, count and clients are replaced); commit it after a quiet run")
	fs.IntVar(&o.clickDepth, "click-depth", depthClicks, `crawl the SQLite server from / for the businesses' click depth, exact up to this many clicks (the pages one click less are fetched); 0 disables; -only runs it when it matches "`+depthScenario+`"`)
	fs.BoolVar(&o.loadtest, "loadtest", false, "run the load and fault test instead (make loadtest): -count businesses, -duration of the sustained mixed load; SQLite and, with -postgres, two PostgreSQL instances; -only load or -only kill runs those phases alone")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if *only != "" {
		re, err := regexp.Compile(*only)
		if err != nil {
			return o, fmt.Errorf("-only: %w", err)
		}
		o.only = re
	}
	switch {
	case o.only != nil && o.writeBase != "":
		return o, errors.New("-write-baseline needs the whole run, not -only")
	case (o.sqliteDB != "" || o.postgresDB != "") && o.only == nil:
		return o, errors.New("-sqlite-db and -postgres-db measure HTTP scenarios only: give -only too")
	case o.clickDepth < 0:
		return o, errors.New("-click-depth must not be negative")
	case fs.NArg() > 0:
		return o, fmt.Errorf("unexpected arguments %q", fs.Args())
	case o.count < 1:
		return o, errors.New("-count must be at least 1")
	case o.duration <= 0 || o.warmup < 0:
		return o, errors.New("-duration must be positive and -warmup not negative")
	case o.concurrency < 1:
		return o, errors.New("-concurrency must be at least 1")
	}
	if o.jobsOnly {
		return o, nil // the jobs run in this process: the binary is not needed
	}
	bin, err := filepath.Abs(o.bin)
	if err != nil {
		return o, err
	}
	if st, err := os.Stat(bin); err != nil || st.IsDir() || st.Mode()&0o111 == 0 {
		return o, fmt.Errorf("-bin %s is not an executable file (build it with make build)", o.bin)
	}
	o.bin = bin
	return o, nil
}

// benchPostgres creates a fresh database, benchmarks it and drops it again.
func benchPostgres(ctx context.Context, opts options, dir string, files *fileSet) *engineResult {
	pgDir := filepath.Join(dir, "postgres")
	if err := os.MkdirAll(pgDir, 0o755); err != nil {
		return &engineResult{Name: "PostgreSQL", Fatal: err}
	}
	db, err := createDatabase(ctx, opts.postgres)
	if errors.Is(err, errUnreachable) {
		logf("PostgreSQL: skipped: %v", err)
		return &engineResult{Name: "PostgreSQL", Skipped: err.Error()}
	}
	if err != nil {
		return &engineResult{Name: "PostgreSQL", Fatal: err}
	}
	defer func() {
		if opts.keep {
			logf("PostgreSQL: database %s kept", db.name)
			db.close()
			return
		}
		if err := db.drop(); err != nil {
			logf("PostgreSQL: dropping %s: %v", db.name, err)
		}
	}()
	return benchEngine(ctx, opts, "PostgreSQL", db.url, pgDir, files, postgresFresh(opts.postgres, opts.keep))
}

// benchEngine imports the files into fresh databases, loads demo data into
// one database and measures the server and the exports on it.
func benchEngine(ctx context.Context, opts options, name, dbURL, dir string, files *fileSet, fresh freshDB) *engineResult {
	r := &engineResult{Name: name, DatabaseURL: redact(dbURL)}
	if files.Err != nil {
		r.Transfer.Skipped = "the import files could not be written"
	} else {
		r.Transfer.Imports = runImports(ctx, opts, name, files, fresh, dir)
	}
	if ctx.Err() != nil {
		return r
	}
	if name == "SQLite" && opts.sqliteDB != "" || name == "PostgreSQL" && opts.postgresDB != "" {
		logf("%s: measuring %s, loaded before", name, dbURL)
	} else {
		logf("%s: loading %d demo businesses", name, opts.count)
		r.Demo, r.Fatal = runDemo(ctx, opts.bin, dbURL, dir, opts.count)
		if r.Fatal != nil {
			return r
		}
		logf("%s: demo load took %s (%.0f rows/s)", name, r.Demo.Took.Round(time.Millisecond), r.Demo.RowsPerSec)
	}

	srv, err := startServer(ctx, opts.bin, dbURL, dir, "serve.log")
	if err != nil {
		r.Fatal = err
		return r
	}
	defer srv.kill() // every exit path: no orphan server
	r.Startup = srv.startup
	logf("%s: server ready on %s after %s", name, srv.base, r.Startup.Round(time.Millisecond))

	client := newClient(opts.concurrency)
	defer client.CloseIdleConnections()
	scenarios, err := buildScenarios(ctx, client, srv.base, opts.count)
	if err != nil {
		r.Fatal = err
		return r
	}
	for _, sc := range scenarios {
		if opts.only != nil && !opts.only.MatchString(sc.Name) {
			continue
		}
		logf("%s: %s (%d distinct requests)", name, sc.Name, len(sc.Paths))
		res := runLoad(ctx, client, srv.base, sc.Paths, opts.concurrency, opts.warmup, opts.duration)
		if ctx.Err() != nil {
			return r
		}
		r.Scenarios = append(r.Scenarios, scenarioResult{scenario: sc, loadResult: res})
		logf("%s: %s: %d requests, %d errors, %.0f req/s, p50 %s, p99 %s (in the server %s, %s)", name, sc.Name,
			res.Requests, res.Errors, res.rate(), ms(res.percentile(0.50)), ms(res.percentile(0.99)),
			ms(res.serverPercentile(0.50)), ms(res.serverPercentile(0.99)))
		if srv.exited() {
			r.Fatal = fmt.Errorf("the server exited during %q (%v); last log lines:\n%s",
				sc.Name, srv.waitErr, tail(srv.logPath, 5))
			r.ServerLog = summarizeLog(srv.logPath)
			return r
		}
	}
	for _, sc := range r.Scenarios {
		if sc.Name == "detail by id" {
			logf("%s: bare handler with the same bytes as a detail answer", name)
			r.Bare, r.BareErr = measureBare(ctx, opts, client, srv, sc.Paths, dir)
		}
	}
	client.CloseIdleConnections()
	if name == "SQLite" && opts.clickDepth > 0 && (opts.only == nil || opts.only.MatchString(depthScenario)) {
		logf("%s: click depth (pages up to %d clicks)", name, opts.clickDepth-1)
		r.Depth = measureDepth(ctx, srv.base, opts.clickDepth, opts.concurrency) // depth.go
		if r.Depth.Err == nil {
			logf("%s: click depth: %d pages in %s", name, r.Depth.Fetched, r.Depth.Took.Round(time.Second))
		}
	}

	r.ServerRSS, r.ServerOwn = vmHWM(srv.cmd.Process.Pid), rssAnon(srv.cmd.Process.Pid)
	if opts.only != nil {
		r.Shutdown, r.ShutdownErr = srv.stop(shutdownLimit + 10*time.Second)
		if name == "PostgreSQL" && ctx.Err() == nil {
			r.Instances = benchInstances(ctx, opts, dbURL, dir, scenarios)
		}
		return r
	}
	logf("%s: export over HTTP", name)
	r.Transfer.HTTPExport = httpExport(ctx, srv.base, dir, srv.cmd.Process.Pid, opts.count)
	logExport(name, "export over HTTP", r.Transfer.HTTPExport)
	if srv.exited() {
		r.Fatal = fmt.Errorf("the server exited during the export (%v); last log lines:\n%s", srv.waitErr, tail(srv.logPath, 5))
		r.ServerLog = summarizeLog(srv.logPath)
		return r
	}
	r.Shutdown, r.ShutdownErr = srv.stop(shutdownLimit + 10*time.Second)
	logf("%s: server stopped after %s", name, r.Shutdown.Round(time.Millisecond))
	r.ServerLog = summarizeLog(srv.logPath)
	if ctx.Err() == nil {
		logf("%s: export --out", name)
		r.Transfer.CLIExport = cliExport(ctx, opts, dbURL, dir, false)
		logExport(name, "export --out", r.Transfer.CLIExport)
		logf("%s: export --format xlsx --out", name)
		r.Transfer.XLSXExport = cliExport(ctx, opts, dbURL, dir, true)
		logExport(name, "export --format xlsx --out", r.Transfer.XLSXExport)
	}
	// Two instances only where the design plans them; before the imports
	// below, so that they see the same data as the scenarios.
	if name == "PostgreSQL" && ctx.Err() == nil {
		r.Instances = benchInstances(ctx, opts, dbURL, dir, scenarios)
	}
	if ctx.Err() == nil && files.Err == nil {
		r.Transfer.Imports = append(r.Transfer.Imports, runFullImports(ctx, opts, name, files, dbURL, dir)...)
	}
	return r
}
