package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestPercentilesAndTargets(t *testing.T) {
	r := loadResult{Requests: 100, Elapsed: 2 * time.Second}
	for i := 1; i <= 100; i++ {
		r.Latencies = append(r.Latencies, time.Duration(i)*time.Millisecond)
	}
	if got := r.percentile(0.50); got != 50*time.Millisecond {
		t.Errorf("p50 = %v, want 50ms", got)
	}
	if got := r.percentile(0.99); got != 99*time.Millisecond {
		t.Errorf("p99 = %v, want 99ms", got)
	}
	if got := r.rate(); got != 50 {
		t.Errorf("rate = %v, want 50", got)
	}
	if d := (target{P50: 60 * time.Millisecond}).describe(r); !strings.Contains(d, "✓") {
		t.Errorf("p50 target met, got %q", d)
	}
	if d := (target{P99: 20 * time.Millisecond}).describe(r); !strings.Contains(d, "✗") {
		t.Errorf("p99 target missed, got %q", d)
	}
	if (loadResult{}).percentile(0.5) != 0 {
		t.Error("percentile of nothing is not 0")
	}

	// With the server's times, the latency budget is judged on them.
	for i := 1; i <= 100; i++ {
		r.Server = append(r.Server, time.Duration(i)*time.Millisecond/10)
	}
	if d := (target{P99: 20 * time.Millisecond}).describe(r); !strings.Contains(d, "✓") || !strings.Contains(d, "in the server") {
		t.Errorf("p99 target met in the server (9.9 ms), got %q", d)
	}
	if d := (target{P50: 3 * time.Millisecond, P99: 5 * time.Millisecond}).describe(r); !strings.Contains(d, "✗") {
		t.Errorf("p99 target missed in the server (9.9 ms), got %q", d)
	}
}

// TestServerTime reads the server's time from Server-Timing headers, and
// takes any other header as none.
func TestServerTime(t *testing.T) {
	for header, want := range map[string]time.Duration{
		"app;dur=1.234":                   1234 * time.Microsecond,
		"app;desc=\"x\";dur=12, db;dur=3": 12 * time.Millisecond,
		"app; dur=0":                      0,
		"":                                -1,
		"app":                             -1,
		"app;dur=":                        -1,
		"app;dur=-3":                      -1,
		"app;dur=NaN":                     -1,
		"app;dur=Inf":                     -1,
		"app;dur=1e400":                   -1,
		"app;dur=abc":                     -1,
		"db;dur=3x, app;dur=2":            -1, // only the first metric is ours
	} {
		if got := serverTime(header); got != want {
			t.Errorf("serverTime(%q) = %v, want %v", header, got, want)
		}
	}
}

// TestLoadCountsErrors runs the load loop against a test server that fails
// every third request.
func TestLoadCountsErrors(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/boom") {
			w.WriteHeader(http.StatusInternalServerError)
			return
		}
		w.Write([]byte(`{}`))
	}))
	defer srv.Close()
	r := runLoad(context.Background(), newClient(1), srv.URL, []string{"/ok", "/ok", "/boom"}, 1, 0, 200*time.Millisecond)
	if r.Requests == 0 || r.ServerErrors == 0 || r.Errors != r.ServerErrors || len(r.Latencies) != r.Requests {
		t.Errorf("requests %d, errors %d, 5xx %d, samples %d", r.Requests, r.Errors, r.ServerErrors, len(r.Latencies))
	}
	if len(r.Server) != 0 {
		t.Errorf("%d server times from a server that sends none", len(r.Server))
	}
}
