package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// The yardstick of the throughput budgets: a bare net/http handler that
// answers every request with the bytes our server answered a detail request
// with (already compressed, with the same headers), in a child process of
// its own, measured with the same client and load in the same run. Our
// throughput divided by its throughput is the ratio the budgets
// ask about (docs/benchmarks.md, "Budgets"). benchtool runs it by starting itself with bareAddrEnv set.
const (
	bareAddrEnv = "BENCHTOOL_BARE_ADDR"
	bareBodyEnv = "BENCHTOOL_BARE_BODY"
	bareTypeEnv = "BENCHTOOL_BARE_TYPE"
	bareEncEnv  = "BENCHTOOL_BARE_ENCODING"
)

// bareAnswer is what the bare handler sends: a captured answer of the server.
type bareAnswer struct {
	Path           string
	Body           []byte
	Type, Encoding string
}

// serveBareIfAsked serves the bare handler and never returns when this
// process was started as one; otherwise it returns at once.
func serveBareIfAsked() {
	addr := os.Getenv(bareAddrEnv)
	if addr == "" {
		return
	}
	body, err := os.ReadFile(os.Getenv(bareBodyEnv))
	if err != nil {
		fmt.Fprintln(os.Stderr, "bare handler:", err)
		os.Exit(1)
	}
	typ, enc := os.Getenv(bareTypeEnv), os.Getenv(bareEncEnv)
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", typ)
		if enc != "" {
			w.Header().Set("Content-Encoding", enc)
			w.Header().Set("Vary", "Accept-Encoding")
		}
		w.Write(body)
	})
	err = (&http.Server{Addr: addr, Handler: handler, ReadHeaderTimeout: 5 * time.Second}).ListenAndServe()
	fmt.Fprintln(os.Stderr, "bare handler:", err)
	os.Exit(1)
}

// captureAnswer fetches path from base as a browser would (gzip accepted)
// and keeps the bytes as they came over the wire.
func captureAnswer(ctx context.Context, base, path string) (*bareAnswer, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+path, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept-Encoding", "gzip") // set by hand: the transport then leaves the body compressed
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: status %d", path, resp.StatusCode)
	}
	return &bareAnswer{Path: path, Body: body, Type: resp.Header.Get("Content-Type"), Encoding: resp.Header.Get("Content-Encoding")}, nil
}

// startBare starts the bare handler answering a on a free port.
func startBare(ctx context.Context, a *bareAnswer, dir string) (*server, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	bodyPath := filepath.Join(dir, "bare-body")
	if err := os.WriteFile(bodyPath, a.Body, 0o644); err != nil {
		return nil, err
	}
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	s := &server{base: "http://" + addr, logPath: filepath.Join(dir, "bare.log"), done: make(chan struct{})}
	f, err := os.Create(s.logPath)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	s.cmd = exec.Command(self)
	s.cmd.Env = append(os.Environ(), bareAddrEnv+"="+addr, bareBodyEnv+"="+bodyPath, bareTypeEnv+"="+a.Type, bareEncEnv+"="+a.Encoding)
	s.cmd.Stdout, s.cmd.Stderr = f, f
	configureChild(s.cmd)
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	go func() { s.waitErr = s.cmd.Wait(); close(s.done) }()
	poll := &http.Client{Timeout: time.Second}
	for start := time.Now(); time.Since(start) < 10*time.Second; time.Sleep(pollEvery) {
		if resp, err := poll.Get(s.base + "/"); err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			return s, nil
		}
		if s.exited() || ctx.Err() != nil {
			break
		}
	}
	s.kill()
	return nil, fmt.Errorf("bare handler not ready; log:\n%s", tail(s.logPath, 5))
}

// measureBare captures a detail answer of srv (the first of paths that
// answers 200), serves it bare and measures it with the scenarios' load.
func measureBare(ctx context.Context, opts options, client *http.Client, srv *server, paths []string, dir string) (*bareResult, error) {
	var a *bareAnswer
	var err error
	for _, path := range paths[:min(len(paths), 50)] {
		if a, err = captureAnswer(ctx, srv.base, path); err == nil {
			break
		}
	}
	if a == nil {
		return nil, fmt.Errorf("no detail answer to copy: %w", err)
	}
	bare, err := startBare(ctx, a, dir)
	if err != nil {
		return nil, err
	}
	defer bare.kill()
	res := runLoad(ctx, client, bare.base, []string{a.Path}, opts.concurrency, opts.warmup, opts.duration)
	return &bareResult{Answer: a, loadResult: res}, nil
}

// bareResult is the yardstick's measurement.
type bareResult struct {
	Answer *bareAnswer
	loadResult
}

// ratioScenarios are the scenarios reported as a share of the bare handler's throughput.
var ratioScenarios = []string{"detail by id", "detail by slug", "city page", "category page", "search: text + location"}

// minDetailRatio is the budget (docs/benchmarks.md, "Budgets"): detail at least half of a bare handler.
const minDetailRatio = 0.5
