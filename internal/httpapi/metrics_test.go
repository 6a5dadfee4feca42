package httpapi_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"branchenbuch/internal/httpapi"
)

// TestMetrics: /metrics is served only with the configured token, and
// counts requests by route pattern (a page by its manifest pattern), the
// latency, login failures, the Go runtime.
func TestMetrics(t *testing.T) {
	static := fstest.MapFS{"index.html": {Data: []byte(viteIndex)}}
	base := startServer(t, asAdmin(), withClock(time.Now), withStatic(static), withConfig(httpapi.Config{MetricsToken: "geheim-42"})).URL
	closed := startServer(t, asAdmin(), withClock(time.Now), withStatic(static)).URL
	if res, _ := get(t, closed+"/metrics"); res.StatusCode != http.StatusNotFound {
		t.Errorf("/metrics without a token configured: %d, want 404", res.StatusCode)
	}
	for _, header := range [][]string{nil, {"Authorization", "Bearer falsch"}, {"Authorization", "geheim-42"}} {
		if res, _ := get(t, base+"/metrics", header...); res.StatusCode != http.StatusUnauthorized {
			t.Errorf("/metrics with %v: %d, want 401", header, res.StatusCode)
		}
	}
	get(t, base+"/api/businesses/stats")
	get(t, base+"/city/Berlin")
	authLogin(t, base, "falsch-falsch")
	res, body := get(t, base+"/metrics", "Authorization", "Bearer geheim-42")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("/metrics with the token: %d", res.StatusCode)
	}
	for _, want := range []string{
		`branchenbuch_http_requests_total{code="200",method="GET",route="GET /api/businesses/stats"} [1-9]`,
		`branchenbuch_http_requests_total{code="200",method="GET",route="page /city/{city}"} [1-9]`,
		`branchenbuch_http_request_duration_seconds_bucket{route="GET /api/businesses/stats",le="0.1"} [1-9]`,
		`branchenbuch_login_failures_total [1-9]`,
		`go_goroutines [1-9]`,
	} {
		if !regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(strings.TrimSuffix(want, " [1-9]")) + ` [1-9]`).MatchString(body) {
			t.Errorf("metrics lack %s in\n%s", want, grepLines(body, "branchenbuch_http_requests_total"))
		}
	}
}

func grepLines(text, part string) string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, part) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
