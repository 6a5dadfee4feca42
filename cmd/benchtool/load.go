package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// requestTimeout bounds every request of the load generator.
const requestTimeout = 10 * time.Second

// maxErrorSamples is how many error examples a run keeps.
const maxErrorSamples = 5

// newClient is the one HTTP client of a run: keep-alive connections, one
// idle connection per worker, gzip like a browser.
func newClient(concurrency int) *http.Client {
	return &http.Client{
		Timeout: requestTimeout,
		Transport: &http.Transport{
			Proxy:               nil, // always talk to the child directly
			MaxIdleConns:        concurrency,
			MaxIdleConnsPerHost: concurrency,
			IdleConnTimeout:     90 * time.Second,
			DisableCompression:  false,
		},
	}
}

// loadResult is what one closed-loop run measured.
type loadResult struct {
	Requests     int
	Errors       int // non-2xx answers and transport errors
	ServerErrors int // 5xx answers
	Transport    int // requests that got no answer
	Statuses     map[int]int
	Samples      []string // the first errors, for the report
	Elapsed      time.Duration
	Latencies    []time.Duration // sorted
	// Server is the server's own time to each answer's header (its
	// Server-Timing), sorted: the latency "in the server" that the budgets
	// name, without the client's CPU and its queueing behind the other
	// clients on the same cores. Empty when the server sends none.
	Server []time.Duration
}

// rate is the throughput in requests per second.
func (r loadResult) rate() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.Requests) / r.Elapsed.Seconds()
}

// percentile is the exact nearest-rank percentile (p in 0..1) of the latencies.
func (r loadResult) percentile(p float64) time.Duration { return nearestRank(r.Latencies, p) }

// serverPercentile is the same of the server's times; 0 when the server
// sent none.
func (r loadResult) serverPercentile(p float64) time.Duration { return nearestRank(r.Server, p) }

// nearestRank is the exact nearest-rank percentile (p in 0..1) of sorted.
func nearestRank(sorted []time.Duration, p float64) time.Duration {
	n := len(sorted)
	if n == 0 {
		return 0
	}
	k := int(math.Ceil(p*float64(n))) - 1
	return sorted[min(max(k, 0), n-1)]
}

// runLoad warms up, then keeps concurrency workers busy for dur, each
// sending its next request as soon as the previous one is answered.
func runLoad(ctx context.Context, c *http.Client, base string, paths []string, concurrency int, warmup, dur time.Duration) loadResult {
	if warmup > 0 {
		hammer(ctx, c, base, paths, concurrency, warmup)
	}
	return hammer(ctx, c, base, paths, concurrency, dur)
}

// hammer is one closed-loop phase; the workers share a cursor over paths.
func hammer(ctx context.Context, c *http.Client, base string, paths []string, concurrency int, dur time.Duration) loadResult {
	var cursor atomic.Uint64
	parts := make([]loadResult, concurrency)
	var wg sync.WaitGroup
	start := time.Now()
	deadline := start.Add(dur)
	for i := range parts {
		wg.Go(func() {
			w := &parts[i]
			w.Latencies = make([]time.Duration, 0, 4096)
			w.Server = make([]time.Duration, 0, 4096)
			for ctx.Err() == nil && time.Now().Before(deadline) {
				path := paths[int((cursor.Add(1)-1)%uint64(len(paths)))]
				t := time.Now()
				status, server, detail, err := get(ctx, c, base+path)
				w.Latencies = append(w.Latencies, time.Since(t))
				if server >= 0 {
					w.Server = append(w.Server, server)
				}
				w.Requests++
				if ctx.Err() == nil && (err != nil || status/100 != 2) {
					w.fail(path, status, detail, err)
				}
			}
		})
	}
	wg.Wait()
	total := loadResult{Elapsed: time.Since(start), Statuses: map[int]int{}}
	for _, w := range parts {
		total.Requests += w.Requests
		total.Errors += w.Errors
		total.ServerErrors += w.ServerErrors
		total.Transport += w.Transport
		for s, n := range w.Statuses {
			total.Statuses[s] += n
		}
		total.Samples = append(total.Samples, w.Samples...)
		total.Latencies = append(total.Latencies, w.Latencies...)
		total.Server = append(total.Server, w.Server...)
	}
	total.Samples = total.Samples[:min(len(total.Samples), maxErrorSamples)]
	slices.Sort(total.Latencies)
	slices.Sort(total.Server)
	return total
}

// fail counts one error and keeps an example of it.
func (r *loadResult) fail(path string, status int, detail string, err error) {
	r.Errors++
	var sample string
	if err != nil {
		r.Transport++
		sample = fmt.Sprintf("GET %s: %v", path, err)
	} else {
		if r.Statuses == nil {
			r.Statuses = map[int]int{}
		}
		r.Statuses[status]++
		if status >= 500 {
			r.ServerErrors++
		}
		sample = fmt.Sprintf("GET %s: %d %s", path, status, detail)
	}
	if len(r.Samples) < maxErrorSamples {
		r.Samples = append(r.Samples, clip(sample, 300))
	}
}

// get sends one request and reads the whole answer; server is the
// server's time from its Server-Timing (-1 without one), and for a non-2xx
// answer detail is the start of the body.
func get(ctx context.Context, c *http.Client, url string) (status int, server time.Duration, detail string, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, -1, "", err
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, -1, "", err
	}
	defer resp.Body.Close()
	server = serverTime(resp.Header.Get("Server-Timing"))
	if resp.StatusCode/100 != 2 {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 200))
		detail = strings.TrimSpace(string(b))
	}
	if _, err := io.Copy(io.Discard, resp.Body); err != nil {
		return resp.StatusCode, server, detail, fmt.Errorf("reading the answer: %w", err)
	}
	return resp.StatusCode, server, detail, nil
}

// serverTime reads the dur of a Server-Timing header's first metric
// ("app;dur=1.234", milliseconds); -1 when there is none.
func serverTime(header string) time.Duration {
	metric, _, _ := strings.Cut(header, ",")
	for param := range strings.SplitSeq(metric, ";") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(param), "dur="); ok {
			if ms, err := strconv.ParseFloat(v, 64); err == nil && ms >= 0 && !math.IsInf(ms, 0) {
				return time.Duration(ms * float64(time.Millisecond))
			}
		}
	}
	return -1
}
