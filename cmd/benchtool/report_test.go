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
}
