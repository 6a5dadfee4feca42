package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"path/filepath"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/geo"
	"branchenbuch/internal/httpapi"
	"branchenbuch/internal/importer"
	"branchenbuch/internal/jobs"
	"branchenbuch/internal/media"
	"branchenbuch/internal/metrics"
	"branchenbuch/internal/netguard"
	"branchenbuch/web"
)

// Server timeouts; uploads that need longer extend theirs per request.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 30 * time.Second
	writeTimeout      = 60 * time.Second
	idleTimeout       = 120 * time.Second
	shutdownTimeout   = 20 * time.Second
)

func serve(ctx context.Context, cfg config) error {
	start := time.Now()
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	if pooled, ok := st.(interface{ Pools() map[string]*sql.DB }); ok {
		for name, db := range pooled.Pools() {
			metrics.WatchPool(db, name)
		}
	}
	defer st.Close()
	if cfg.DemoCount > 0 {
		if err := loadDemoIfEmpty(ctx, st, cfg.DemoCount); err != nil {
			return err
		}
	}
	if err := ensureAdminPassword(ctx, st, cfg); err != nil {
		return err
	}
	if cfg.MetricsAddr != "" {
		go serveMetrics(cfg.MetricsAddr)
	}
	if cfg.PprofAddr != "" {
		go servePprof(cfg.PprofAddr)
	}
	photos := &media.Store{Dir: cfg.mediaDir()}
	runner := newRunner(st, photos, cfg)
	importDir := filepath.Join(cfg.DataDir, "imports") // shared by every instance, like media (docs/import.md)
	importer.Sweep(ctx, st, importDir, importer.SweepAge)
	imports := importer.NewRunner(st, importDir)
	wake := func() { runner.Wake(); imports.Wake() }
	handler := httpapi.New(httpapi.Config{Store: st, Geocode: geo.Lookup, Alternatives: geo.Alternatives, Static: web.Dist(), BaseURL: cfg.BaseURL, Log: slog.Default(),
		TrustedProxies: cfg.TrustedProxies, WakeJobs: wake, Media: photos.Handler(), MaxUploadMB: cfg.MaxUploadMB, ImportDir: importDir,
		MetricsToken: cfg.MetricsToken})
	srv := &http.Server{
		Addr: cfg.ListenAddr, Handler: handler,
		ReadHeaderTimeout: readHeaderTimeout, ReadTimeout: readTimeout,
		WriteTimeout: writeTimeout, IdleTimeout: idleTimeout, MaxHeaderBytes: 64 << 10,
		ErrorLog: slog.NewLogLogger(slog.Default().Handler(), slog.LevelWarn),
	}
	ln, err := net.Listen("tcp", cfg.ListenAddr)
	if err != nil {
		return err
	}
	slog.Info("listening", "url", "http://"+ln.Addr().String(), "startupMs", time.Since(start).Milliseconds())
	fmt.Printf("Branchenbuch läuft auf http://%s\n", ln.Addr())
	jobsCtx, stopJobs := context.WithCancel(context.WithoutCancel(ctx))
	jobsDone := make(chan struct{})
	go func() {
		defer close(jobsDone)
		importsDone, healDone := make(chan struct{}), make(chan struct{})
		go func() { defer close(importsDone); imports.Run(jobsCtx) }()
		// A bulk load killed half-way left the indexes dropped: build them (docs/import.md).
		go func() { defer close(healDone); importer.HealIndexesEvery(jobsCtx, st, importer.HealEvery) }()
		runner.Run(jobsCtx)
		<-importsDone
		<-healDone
	}()
	// At shutdown the runner hands its jobs' leases back, so that another
	// instance continues them at once instead of after the lease expires.
	defer func() { stopJobs(); <-jobsDone }()
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	slog.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// newRunner is the background job runner of this instance, with the
// guarded outbound client that every job's request goes through.
func newRunner(st directory.Store, photos *media.Store, cfg config) *jobs.Runner {
	checks := netguard.New(netguard.Config{AllowHosts: cfg.OutboundAllow, Timeout: 15 * time.Second})
	downloads := netguard.New(netguard.Config{AllowHosts: cfg.OutboundAllow, Timeout: 30 * time.Second, MaxBody: media.MaxBytes + 1})
	return &jobs.Runner{Store: st, Handlers: map[string]jobs.Handler{
		directory.JobValidateURLs: jobs.ValidateURLs(st, &jobs.LinkChecker{Client: checks}, 0),
		directory.JobUpdatePhotos: jobs.UpdatePhotos(st, photos, downloads, 0),
	}}
}

// serveMetrics serves the Prometheus metrics on their own address.
func serveMetrics(addr string) {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", metrics.Handler())
	srv := &http.Server{Addr: addr, Handler: mux, ReadHeaderTimeout: readHeaderTimeout}
	slog.Info("metrics listening", "addr", addr, "err", srv.ListenAndServe())
}

// servePprof serves Go's profiler on its own address, never on the public one.
func servePprof(addr string) {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	srv := &http.Server{Addr: addr, Handler: mux, ReadHeaderTimeout: readHeaderTimeout}
	slog.Info("profiler listening", "addr", addr, "err", srv.ListenAndServe())
}
