package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Time limits for the child processes.
const (
	startLimit    = 2 * time.Minute  // exec to the first 200 from /readyz
	shutdownLimit = 20 * time.Second // SIGTERM to exit, the server's own shutdown timeout
	pollEvery     = 5 * time.Millisecond
)

// demoResult is what loading the demo data cost.
type demoResult struct {
	Took       time.Duration
	RowsPerSec float64
	PeakRSSKiB int64
}

// server is a running `branchenbuch serve` child.
type server struct {
	cmd     *exec.Cmd
	base    string
	logPath string
	startup time.Duration
	done    chan struct{} // closed when the process has exited
	waitErr error
}

// childEnv is our environment with the settings the children must use.
func childEnv(dbURL, dir, listen string) []string {
	// exec keeps the last value of a duplicated name, so these win.
	return append(os.Environ(),
		"DATABASE_URL="+dbURL,
		"DATA_DIR="+filepath.Join(dir, "data"),
		"LISTEN_ADDR="+listen,
		"BASE_URL=http://"+listen,
		"DEMO_COUNT=0",
		"ADMIN_PASSWORD="+benchPassword, // the admin scenarios sign in with it
	)
}

// runDemo runs `<bin> demo --count N` and measures it.
func runDemo(ctx context.Context, bin, dbURL, dir string, count int) (demoResult, error) {
	logPath := filepath.Join(dir, "demo.log")
	f, err := os.Create(logPath)
	if err != nil {
		return demoResult{}, err
	}
	defer f.Close()
	cmd := exec.CommandContext(ctx, bin, "demo", "--count", strconv.Itoa(count))
	cmd.Env = childEnv(dbURL, dir, "127.0.0.1:0")
	cmd.Stdout = f
	cmd.Stderr = io.MultiWriter(f, progress{})
	cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
	cmd.WaitDelay = shutdownLimit
	configureChild(cmd)
	start := time.Now()
	err = cmd.Run()
	took := time.Since(start)
	res := demoResult{Took: took, RowsPerSec: float64(count) / took.Seconds()}
	if cmd.ProcessState != nil {
		res.PeakRSSKiB = peakRSS(cmd.ProcessState)
	}
	if err != nil {
		return res, fmt.Errorf("demo --count %d: %w; last log lines:\n%s", count, err, tail(logPath, 5))
	}
	if !strings.Contains(tail(logPath, 1), `"msg":"demo data loaded"`) {
		return res, fmt.Errorf("demo --count %d: no \"demo data loaded\" line; last log lines:\n%s", count, tail(logPath, 5))
	}
	return res, nil
}

// progress forwards the demo loader's progress lines to our log.
type progress struct{}

func (progress) Write(p []byte) (int, error) {
	for line := range bytes.Lines(p) {
		var l struct {
			Msg  string `json:"msg"`
			Done int    `json:"done"`
			Of   int    `json:"of"`
		}
		if json.Unmarshal(line, &l) == nil && l.Msg == "demo data" {
			logf("  demo: %d of %d", l.Done, l.Of)
		}
	}
	return len(p), nil
}

// startServer starts `<bin> serve` on a free port, its log in dir/logName,
// and waits until /readyz answers 200. A prefix such as `taskset -c 0`
// runs before it (taskset execs the server: the process is the server's).
func startServer(ctx context.Context, bin, dbURL, dir, logName string, prefix ...string) (*server, error) {
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	s := &server{base: "http://" + addr, logPath: filepath.Join(dir, logName), done: make(chan struct{})}
	f, err := os.Create(s.logPath)
	if err != nil {
		return nil, err
	}
	defer f.Close() // the child has its own copy
	args := append(slices.Clone(prefix), bin, "serve")
	s.cmd = exec.Command(args[0], args[1:]...)
	s.cmd.Env = childEnv(dbURL, dir, addr)
	s.cmd.Stdout, s.cmd.Stderr = f, f // files, so no copying goroutine competes with the server
	configureChild(s.cmd)

	poll := &http.Client{Timeout: time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	start := time.Now()
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	go func() { s.waitErr = s.cmd.Wait(); close(s.done) }()
	tick := time.NewTicker(pollEvery)
	defer tick.Stop()
	for {
		if resp, err := poll.Get(s.base + "/readyz"); err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				s.startup = time.Since(start)
				return s, nil
			}
		}
		select {
		case <-tick.C:
		case <-s.done:
			return nil, fmt.Errorf("serve exited before it was ready (%v); last log lines:\n%s", s.waitErr, tail(s.logPath, 5))
		case <-ctx.Done():
			s.kill()
			return nil, ctx.Err()
		}
		if time.Since(start) > startLimit {
			s.kill()
			return nil, fmt.Errorf("serve not ready after %s; last log lines:\n%s", startLimit, tail(s.logPath, 5))
		}
	}
}

// stop sends SIGTERM and measures the time until the process has exited;
// after limit it kills the process.
func (s *server) stop(limit time.Duration) (time.Duration, error) {
	start := time.Now()
	if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		return 0, err
	}
	select {
	case <-s.done:
		took := time.Since(start)
		if s.waitErr != nil {
			return took, fmt.Errorf("serve exited with %v", s.waitErr)
		}
		if took >= shutdownLimit {
			return took, fmt.Errorf("shutdown took %s, limit %s", took.Round(time.Millisecond), shutdownLimit)
		}
		return took, nil
	case <-time.After(limit):
		s.kill()
		return time.Since(start), fmt.Errorf("serve still running %s after SIGTERM; killed", limit)
	}
}

// exited reports whether the process has ended on its own.
func (s *server) exited() bool {
	select {
	case <-s.done:
		return true
	default:
		return false
	}
}

// kill ends the process unless it has exited already, and waits for it.
func (s *server) kill() {
	select {
	case <-s.done:
	default:
		s.cmd.Process.Kill()
		<-s.done
	}
}

// freeAddr asks the kernel for a free port on the loopback interface.
func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}
