package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"time"

	"branchenbuch/internal/geo"
	"branchenbuch/internal/httpapi"
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
	defer st.Close()
	if cfg.DemoCount > 0 {
		if err := loadDemoIfEmpty(ctx, st, cfg.DemoCount); err != nil {
			return err
		}
	}
	if err := ensureAdminPassword(ctx, st, cfg); err != nil {
		return err
	}
	if cfg.PprofAddr != "" {
		go servePprof(cfg.PprofAddr)
	}
	handler := httpapi.New(httpapi.Config{Store: st, Geocode: geo.Lookup, Static: web.Dist(), BaseURL: cfg.BaseURL, Log: slog.Default(),
		TrustedProxies: cfg.TrustedProxies})
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

// servePprof serves Go's profiler on its own address, never on the public one.
func servePprof(addr string) {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	srv := &http.Server{Addr: addr, Handler: mux, ReadHeaderTimeout: readHeaderTimeout}
	slog.Info("profiler listening", "addr", addr, "err", srv.ListenAndServe())
}
