// Package metrics holds the Prometheus metrics every part of the server
// records, in one registry that /metrics serves (docs/deploy.md,
// "Health and metrics"). It imports nothing of ours, so any package may
// record into it.
package metrics

import (
	"database/sql"
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Registry holds the metrics below, the Go runtime's and the process's.
var Registry = prometheus.NewRegistry()

var (
	// Requests counts answered requests by route pattern, method and status.
	Requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "branchenbuch_http_requests_total", Help: "Answered HTTP requests by route pattern, method and status code.",
	}, []string{"route", "method", "code"})
	// Latency is the time to answer, by route pattern.
	Latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "branchenbuch_http_request_duration_seconds", Help: "Time to answer an HTTP request, by route pattern.",
		Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 10},
	}, []string{"route"})
	// LoginFailures counts wrong operator passwords; LoginBlocks the blocks
	// they started, per address or for the whole account.
	LoginFailures = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "branchenbuch_login_failures_total", Help: "Wrong operator passwords.",
	})
	LoginBlocks = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "branchenbuch_login_blocks_total", Help: "Login blocks started, by scope (address or account).",
	}, []string{"scope"})
	// Jobs counts background jobs this instance ended, by kind and result.
	Jobs = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "branchenbuch_jobs_total", Help: "Background jobs this instance ended, by kind and result (done, failed, cancelled).",
	}, []string{"kind", "result"})
	// ImportRows counts the rows imports wrote or refused, by result.
	ImportRows = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "branchenbuch_import_rows_total", Help: "Rows of imported files, by result (imported, updated, duplicate, error).",
	}, []string{"result"})
)

func init() {
	Registry.MustRegister(Requests, Latency, LoginFailures, LoginBlocks, Jobs, ImportRows,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
}

// WatchPool adds the statistics of a database connection pool (open, in
// use, waits) under the name given.
func WatchPool(db *sql.DB, name string) {
	Registry.MustRegister(collectors.NewDBStatsCollector(db, name))
}

// Handler serves the registry in Prometheus's text format.
func Handler() http.Handler {
	return promhttp.HandlerFor(Registry, promhttp.HandlerOpts{})
}
