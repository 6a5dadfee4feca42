package main

import (
	"context"
	"fmt"
	"net/http"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Two instances on one PostgreSQL database: the budgets (docs/benchmarks.md) set the
// scale budgets for PostgreSQL "with two instances", which only helps if a
// second instance adds throughput. The search mix and the detail mix run
// against one `serve`, then against two on the same database with the
// client sending its requests to them in turn; the report gives both
// throughputs and their ratio (target ≥ minScaling). Each instance is
// pinned to a core of its own with taskset when it exists, in both runs,
// so that one instance cannot use both cores; the client (this process)
// and PostgreSQL are not pinned and share the same cores.

// instancesName starts the scenarios' names; -only selects them by it.
const instancesName = "two instances"

// minScaling is the target: two instances at 1.6× the throughput of one.
const minScaling = 1.6

// mix is a scenario of its own made of several scenarios' requests, in turn.
type mix struct {
	Name string
	Of   []string // scenario names
}

// instanceMixes are the mixes of the two-instance run.
var instanceMixes = []mix{
	{"search mix", []string{"search: text", "search: text + location", "search: location", "search: radius"}},
	{"detail mix", []string{"detail by id", "detail by slug"}},
}

// name is the mix's scenario name, which -only matches.
func (m mix) name() string { return instancesName + ": " + m.Name }

// paths interleaves the requests of the mix's scenarios, one of each in
// turn, until the longest has been used once: each scenario sends an equal
// share of the requests.
func (m mix) paths(scenarios []scenario) ([]string, error) {
	var lists [][]string
	longest := 0
	for _, name := range m.Of {
		i := slices.IndexFunc(scenarios, func(s scenario) bool { return s.Name == name })
		if i < 0 || len(scenarios[i].Paths) == 0 {
			return nil, fmt.Errorf("%s: no scenario %q", m.Name, name)
		}
		lists = append(lists, scenarios[i].Paths)
		longest = max(longest, len(scenarios[i].Paths))
	}
	out := make([]string, 0, longest*len(lists))
	for i := range longest {
		for _, l := range lists {
			out = append(out, l[i%len(l)])
		}
	}
	return out, nil
}

// roundRobin is every path as a URL of each base in turn: with the load
// generator's shared cursor, consecutive requests go to the instances in
// turn, and every path to each of them.
func roundRobin(bases, paths []string) []string {
	out := make([]string, 0, len(bases)*len(paths))
	for _, p := range paths {
		for _, b := range bases {
			out = append(out, b+p)
		}
	}
	return out
}

// planPinning gives each of the two instances its command prefix: `taskset
// -c N` with the first two CPUs this process may use, when taskset (its
// path, "" if missing) exists and two CPUs are allowed; how says what was
// done, for the report.
func planPinning(taskset string, cpus []int) (prefixes [2][]string, how string) {
	switch {
	case taskset == "":
		return prefixes, "not pinned: no taskset (util-linux) on this machine"
	case len(cpus) < 2:
		return prefixes, fmt.Sprintf("not pinned: this process may use %d CPU", len(cpus))
	}
	for i := range prefixes {
		prefixes[i] = []string{taskset, "-c", strconv.Itoa(cpus[i])}
	}
	return prefixes, fmt.Sprintf("instance 1 pinned to CPU %d (`taskset -c %d`), instance 2 to CPU %d (`taskset -c %d`), "+
		"in the one- and in the two-instance runs; the load generator and PostgreSQL are not pinned and share these cores",
		cpus[0], cpus[0], cpus[1], cpus[1])
}

// parseCPUList reads a Linux CPU list such as "0-3,8,10-11".
func parseCPUList(s string) []int {
	var out []int
	for part := range strings.SplitSeq(s, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(part), "-")
		a, err := strconv.Atoi(lo)
		if err != nil {
			return nil
		}
		b := a
		if isRange {
			if b, err = strconv.Atoi(hi); err != nil || b < a {
				return nil
			}
		}
		for c := a; c <= b; c++ {
			out = append(out, c)
		}
	}
	return out
}

// cpuSample is the machine's CPU time since boot, summed over all cores.
type cpuSample struct{ Busy, Total time.Duration }

// userHZ is the kernel's clock tick for /proc's CPU times (USER_HZ, 100 on
// every Linux architecture Go runs on).
const userHZ = 100

func ticks(s string) time.Duration {
	n, _ := strconv.ParseInt(s, 10, 64)
	return time.Duration(n) * time.Second / userHZ
}

// parseProcStat reads /proc/stat's first line, "cpu user nice system idle
// iowait irq softirq steal …": idle and iowait are not busy.
func parseProcStat(line string) cpuSample {
	f := strings.Fields(line)
	if len(f) < 5 || f[0] != "cpu" {
		return cpuSample{}
	}
	var s cpuSample
	for i, v := range f[1:] {
		if i >= 8 { // guest times are counted in user already
			break
		}
		d := ticks(v)
		s.Total += d
		if i != 3 && i != 4 {
			s.Busy += d
		}
	}
	return s
}

// parsePidStat reads utime and stime (fields 14 and 15) of /proc/pid/stat;
// the command name in parentheses may hold spaces.
func parsePidStat(stat string) time.Duration {
	i := strings.LastIndexByte(stat, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(stat[i+1:]) // f[0] is field 3, the state
	if len(f) < 13 {
		return 0
	}
	return ticks(f[11]) + ticks(f[12])
}

// instanceLoad is one measured run of a mix against one or two instances.
type instanceLoad struct {
	loadResult
	Clients int
	CPU     []time.Duration // each instance's CPU time during the measured phase
	Busy    cpuSample       // the machine's CPU time during it
}

// mixRun is one mix against one and against two instances.
type mixRun struct {
	mix
	One, Two instanceLoad
	Notes    []string // the scenarios' notes on expected errors
}

// scaling is the two instances' throughput over one's; 0 when unknown.
func (m *mixRun) scaling() float64 {
	if m.One.rate() == 0 || m.Two.Requests == 0 {
		return 0
	}
	return m.Two.rate() / m.One.rate()
}

// instancesResult is the two-instance run.
type instancesResult struct {
	Pinning   string
	Mixes     []mixRun
	Err       error    // what stopped the run early
	Shutdowns []error  // failed shutdowns only
	Logs      []string // the instances' logs with errors or warnings
}

// failed reports a stopped run, server errors, requests without an answer
// or a failed shutdown.
func (r *instancesResult) failed() bool {
	if r == nil {
		return false
	}
	if r.Err != nil {
		return true
	}
	if len(r.Shutdowns) > 0 {
		return true
	}
	for _, m := range r.Mixes {
		for _, l := range []instanceLoad{m.One, m.Two} {
			if l.ServerErrors > 0 || l.Transport > 0 {
				return true
			}
		}
	}
	return false
}

// benchInstances runs the mixes -only selects against one and then two
// instances of `serve` on dbURL; nil when none is selected.
func benchInstances(ctx context.Context, opts options, dbURL, dir string, scenarios []scenario) *instancesResult {
	var mixes []mixRun
	for _, m := range instanceMixes {
		if opts.only == nil || opts.only.MatchString(m.name()) {
			mixes = append(mixes, mixRun{mix: m})
		}
	}
	if len(mixes) == 0 {
		return nil
	}
	res := &instancesResult{Mixes: mixes} // the same array: a run stopped early keeps what it measured
	taskset, _ := exec.LookPath("taskset")
	prefixes, how := planPinning(taskset, allowedCPUs())
	res.Pinning = how
	logf("PostgreSQL: two instances: %s", how)

	client := newClient(2 * opts.concurrency)
	defer client.CloseIdleConnections()
	paths := make([][]string, len(mixes))
	for i := range mixes {
		if paths[i], res.Err = mixes[i].paths(scenarios); res.Err != nil {
			return res
		}
		for _, name := range mixes[i].Of {
			if j := slices.IndexFunc(scenarios, func(s scenario) bool { return s.Name == name }); scenarios[j].Note != "" {
				mixes[i].Notes = append(mixes[i].Notes, name+": "+scenarios[j].Note)
			}
		}
	}
	// Each run has instances started for it: an instance keeps the detail
	// answers it rendered, so one that served the one-instance run would
	// answer the two-instance run from its cache.
	for n := 1; n <= 2 && ctx.Err() == nil; n++ {
		if res.Err = runInstances(ctx, opts, dbURL, dir, prefixes, n, client, mixes, paths, res); res.Err != nil {
			return res
		}
	}
	for i, m := range mixes {
		logf("PostgreSQL: %s: %.2f× with two instances", m.name(), mixes[i].scaling())
	}
	return res
}

// runInstances starts n instances, runs every mix against them and stops them.
func runInstances(ctx context.Context, opts options, dbURL, dir string, prefixes [2][]string, n int, client *http.Client,
	mixes []mixRun, paths [][]string, res *instancesResult) error {
	var servers []*server
	defer func() {
		for _, s := range servers {
			s.kill()
		}
	}()
	for i := range n {
		s, err := startServer(ctx, opts.bin, dbURL, dir, fmt.Sprintf("serve-%d-of-%d.log", i+1, n), prefixes[i]...)
		if err != nil {
			return fmt.Errorf("instance %d of %d: %w", i+1, n, err)
		}
		servers = append(servers, s)
	}
	for i := range mixes {
		m := &mixes[i]
		logf("PostgreSQL: %s, %d instance(s), %d clients", m.name(), n, n*opts.concurrency)
		l := measureInstances(ctx, client, servers, paths[i], opts)
		if ctx.Err() != nil {
			return nil
		}
		if n == 1 {
			m.One = l
		} else {
			m.Two = l
		}
		logf("PostgreSQL: %s, %d instance(s): %.0f req/s, p50 %s, p99 %s, %d errors", m.name(), n, l.rate(),
			ms(l.percentile(0.5)), ms(l.percentile(0.99)), l.Errors)
		for j, s := range servers {
			if s.exited() {
				return fmt.Errorf("instance %d of %d exited during %q (%v); last log lines:\n%s", j+1, n, m.name(), s.waitErr, tail(s.logPath, 5))
			}
		}
	}
	for i, s := range servers {
		if _, err := s.stop(shutdownLimit + 10*time.Second); err != nil {
			res.Shutdowns = append(res.Shutdowns, fmt.Errorf("instance %d of %d: %w", i+1, n, err))
		}
		if l := summarizeLog(s.logPath); l.Errors+l.Warnings > 0 {
			res.Logs = append(res.Logs, fmt.Sprintf("instance %d of %d: %d errors, %d warnings: %s", i+1, n, l.Errors, l.Warnings,
				strings.Join(l.Examples, "; ")))
		}
	}
	return nil
}

// measureInstances warms up, then runs paths against servers in turn with
// opts.concurrency clients per server, and samples CPU times around the
// measured phase.
func measureInstances(ctx context.Context, client *http.Client, servers []*server, paths []string, opts options) instanceLoad {
	bases := make([]string, len(servers))
	for i, s := range servers {
		bases[i] = s.base
	}
	urls := roundRobin(bases, paths)
	clients := opts.concurrency * len(servers)
	if opts.warmup > 0 {
		hammer(ctx, client, "", urls, clients, opts.warmup)
	}
	before := make([]time.Duration, len(servers))
	for i, s := range servers {
		before[i] = processCPU(s.cmd.Process.Pid)
	}
	m0 := machineCPU()
	l := instanceLoad{loadResult: hammer(ctx, client, "", urls, clients, opts.duration), Clients: clients}
	m1 := machineCPU()
	for i, s := range servers {
		l.CPU = append(l.CPU, processCPU(s.cmd.Process.Pid)-before[i])
	}
	l.Busy = cpuSample{Busy: m1.Busy - m0.Busy, Total: m1.Total - m0.Total}
	return l
}

// markdown renders the section of the two-instance run.
func (r *instancesResult) markdown(p func(string, ...any)) {
	p("")
	p("### Two instances on one database")
	p("")
	p("The search mix (%s) and the detail mix (%s), one request of each scenario in turn, against one `serve` and then "+
		"against two on the same database (each run with instances started for it, so that no cache of the first helps the second), the client sending consecutive requests to the instances in turn, %s. "+
		"Pinning: %s. CPU is each instance's CPU time over the measured time; the machine's is all its cores' busy time "+
		"over the same time, whoever used them.",
		strings.Join(instanceMixes[0].Of, ", "), strings.Join(instanceMixes[1].Of, ", "), "with the same number of closed-loop clients per instance",
		r.Pinning)
	if len(r.Mixes) > 0 {
		p("")
		p("| scenario | instances | clients | requests | errors | req/s | p50 ms | p99 ms | CPU per instance | machine busy |")
		p("|---|--:|--:|--:|--:|--:|--:|--:|---|--:|")
		for _, m := range r.Mixes {
			for n, l := range []instanceLoad{m.One, m.Two} {
				if l.Clients == 0 {
					continue
				}
				var cpu []string
				for _, c := range l.CPU {
					cpu = append(cpu, cores(c, l.Elapsed))
				}
				p("| %s | %d | %d | %s | %s | %s | %s | %s | %s | %s |", m.name(), n+1, l.Clients, thousands(l.Requests),
					thousands(l.Errors), thousands(int(l.rate())), msNum(l.percentile(0.5)), msNum(l.percentile(0.99)),
					strings.Join(cpu, " / "), busyCores(l.Busy, l.Elapsed))
			}
		}
		p("")
		p("| scenario | two instances ÷ one | target |")
		p("|---|--:|---|")
		for _, m := range r.Mixes {
			if s := m.scaling(); s > 0 {
				p("| %s | %.2f× | ≥ %.1f× %s |", m.name(), s, minScaling, mark(s >= minScaling))
			}
		}
	}
	var problems []string
	if r.Err != nil {
		problems = append(problems, "**Run stopped:** "+strings.ReplaceAll(r.Err.Error(), "\n", "\n  - "))
	}
	for _, err := range r.Shutdowns {
		problems = append(problems, "shutdown: "+err.Error())
	}
	for _, m := range r.Mixes {
		for n, l := range []instanceLoad{m.One, m.Two} {
			if l.Errors > 0 {
				line := fmt.Sprintf("%s, %d instance(s): %d errors (%s)", m.name(), n+1, l.Errors, statusCounts(l.loadResult))
				if len(m.Notes) > 0 {
					line += "; " + strings.Join(m.Notes, "; ")
				}
				if len(l.Samples) > 0 {
					line += "; for example `" + strings.ReplaceAll(l.Samples[0], "`", "'") + "`"
				}
				problems = append(problems, line)
			}
		}
	}
	for _, l := range r.Logs {
		problems = append(problems, "log of "+l)
	}
	writeProblems(p, problems, "\n  ")
}

// figures adds the run's figures to the engine's baseline section.
func (r *instancesResult) figures(s *baselineSection) {
	for _, m := range r.Mixes {
		if m.One.Clients > 0 {
			s.addLoad(m.name()+", one instance", m.One.loadResult)
		}
		if m.Two.Clients > 0 {
			s.addLoad(m.name()+", two instances", m.Two.loadResult)
		}
		s.add(m.name(), figScaling, m.scaling())
	}
}

// cores renders CPU time over wall time, "0.97"; n/a when unknown.
func cores(cpu, wall time.Duration) string {
	if cpu <= 0 || wall <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.2f", cpu.Seconds()/wall.Seconds())
}

// busyCores renders the machine's busy CPU time over wall time, "1.93 of 2 cores".
func busyCores(s cpuSample, wall time.Duration) string {
	if s.Total <= 0 || wall <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.2f of %.0f cores", s.Busy.Seconds()/wall.Seconds(), s.Total.Seconds()/wall.Seconds())
}
