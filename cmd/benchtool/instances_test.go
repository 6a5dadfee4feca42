package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestParseCPUList(t *testing.T) {
	tests := []struct {
		in   string
		want []int
	}{
		{"0-1", []int{0, 1}},
		{"0", []int{0}},
		{"2,4-6,9", []int{2, 4, 5, 6, 9}},
		{"", nil},
		{"3-1", nil},
		{"x", nil},
	}
	for _, tt := range tests {
		if got := parseCPUList(tt.in); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("parseCPUList(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestPlanPinning(t *testing.T) {
	p, how := planPinning("/usr/bin/taskset", []int{2, 3, 4})
	if !reflect.DeepEqual(p, [2][]string{{"/usr/bin/taskset", "-c", "2"}, {"/usr/bin/taskset", "-c", "3"}}) ||
		!strings.Contains(how, "instance 1 pinned to CPU 2 (`taskset -c 2`), instance 2 to CPU 3") {
		t.Errorf("two CPUs: %q, %q", p, how)
	}
	for _, tt := range []struct {
		taskset string
		cpus    []int
		want    string
	}{
		{"", []int{0, 1}, "not pinned: no taskset"},
		{"/usr/bin/taskset", []int{0}, "not pinned: this process may use 1 CPU"},
	} {
		p, how := planPinning(tt.taskset, tt.cpus)
		if p[0] != nil || p[1] != nil || !strings.Contains(how, tt.want) {
			t.Errorf("%q %v: %q, %q; want no prefixes and %q", tt.taskset, tt.cpus, p, how, tt.want)
		}
	}
}

func TestParseCPUTimes(t *testing.T) {
	// user nice system idle iowait irq softirq steal guest guest_nice, in ticks of 10 ms
	s := parseProcStat("cpu  100 5 50 800 40 3 2 0 7 0")
	if s.Busy != 1600*time.Millisecond || s.Total != 10*time.Second {
		t.Errorf("busy %v, total %v; want 1.6s, 10s", s.Busy, s.Total)
	}
	if (parseProcStat("cpu0 1 2 3 4 5") != cpuSample{}) {
		t.Error("a single core's line was read as the machine's")
	}
	stat := "4242 (branchen buch) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 30 0 0 20 0 12 0 100 0 0"
	if got := parsePidStat(stat); got != 2800*time.Millisecond {
		t.Errorf("parsePidStat = %v, want 2.8s", got)
	}
	if got := parsePidStat("garbage"); got != 0 {
		t.Errorf("parsePidStat(garbage) = %v", got)
	}
}

// A mix takes one request of each scenario in turn until the longest has
// been used once.
func TestMixPaths(t *testing.T) {
	scenarios := []scenario{
		{Name: "detail by id", Paths: []string{"/1", "/2", "/3", "/4"}},
		{Name: "other", Paths: []string{"/x"}},
		{Name: "detail by slug", Paths: []string{"/a", "/b"}},
	}
	got, err := mix{"detail mix", []string{"detail by id", "detail by slug"}}.paths(scenarios)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"/1", "/a", "/2", "/b", "/3", "/a", "/4", "/b"}; !reflect.DeepEqual(got, want) {
		t.Errorf("paths %v, want %v", got, want)
	}
	if _, err := (mix{"m", []string{"detail by id", "missing"}}).paths(scenarios); err == nil {
		t.Error("a mix of a missing scenario has no error")
	}
	if got := roundRobin([]string{"http://a", "http://b"}, []string{"/1", "/2"}); !reflect.DeepEqual(got,
		[]string{"http://a/1", "http://b/1", "http://a/2", "http://b/2"}) {
		t.Errorf("roundRobin = %v", got)
	}
}

// The load generator's shared cursor sends the round-robin URLs to both
// servers in equal parts.
func TestRoundRobinSpreadsTheLoad(t *testing.T) {
	var counts [2]atomic.Int64
	var bases []string
	for i := range counts {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { counts[i].Add(1) }))
		defer srv.Close()
		bases = append(bases, srv.URL)
	}
	res := hammer(context.Background(), newClient(4), "", roundRobin(bases, []string{"/a", "/b", "/c"}), 4, 200*time.Millisecond)
	// A request may fail on a machine that is busy with other tests (its
	// server then may or may not have counted it); the spread must hold.
	a, b := counts[0].Load(), counts[1].Load()
	slack := int64(4 + res.Errors)
	if res.Errors*100 > res.Requests || a+b < int64(res.Requests-res.Errors) || a < 10 || b < 10 || a-b > slack || b-a > slack {
		t.Errorf("requests %d (errors %d, %v): %d and %d per server", res.Requests, res.Errors, res.Samples, a, b)
	}
}

func TestInstancesReport(t *testing.T) {
	load := func(reqs int, errs int) instanceLoad {
		return instanceLoad{loadResult: loadResult{Requests: reqs, Errors: errs, ServerErrors: errs, Elapsed: time.Second,
			Latencies: []time.Duration{time.Millisecond}}, Clients: 4, CPU: []time.Duration{time.Second}, Busy: cpuSample{Busy: time.Second, Total: 2 * time.Second}}
	}
	r := &instancesResult{Pinning: "instance 1 pinned to CPU 0", Mixes: []mixRun{
		{mix: instanceMixes[0], One: load(100, 0), Two: load(170, 0)},
		{mix: instanceMixes[1], One: load(1000, 0), Two: load(1500, 0)},
	}}
	var b strings.Builder
	r.markdown(func(f string, a ...any) { b.WriteString(fmt.Sprintf(f, a...) + "\n") })
	md := b.String()
	for _, want := range []string{"Pinning: instance 1 pinned to CPU 0", "| two instances: search mix | 1.70× | ≥ 1.6× ✓ |",
		"| two instances: detail mix | 1.50× | ≥ 1.6× ✗ |", "| two instances: detail mix | 1 | 4 | 1,000 | 0 | 1,000 |", "1.00 of 2 cores"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
	if r.failed() || strings.Contains(md, "Problems") {
		t.Errorf("a clean run failed or lists problems:\n%s", md)
	}
	r.Mixes[1].Two = load(1500, 3)
	if !r.failed() {
		t.Error("server errors with two instances do not fail the run")
	}
	var s baselineSection
	r.figures(&s)
	var names []string
	for _, f := range s.Figures {
		names = append(names, f.Scenario+" | "+f.Name)
	}
	for _, want := range []string{"two instances: search mix, one instance | req/s", "two instances: search mix, two instances | p99 ms",
		"two instances: detail mix | two instances ÷ one"} {
		if !strings.Contains(strings.Join(names, "\n"), want) {
			t.Errorf("figures lack %q: %v", want, names)
		}
	}
}
