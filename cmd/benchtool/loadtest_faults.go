package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"branchenbuch/internal/backup"
)

// slowHeaders opens n connections to addr that send a request's headers a
// byte a second, as a slow-loris attack does, and waits until the server
// has closed them all (its header timeout is 5 s); it returns a note when
// one stayed open for 20 s or could not connect.
func slowHeaders(ctx context.Context, addr string, n int) sideResult {
	var closed, refused atomic.Int64
	var slowest atomic.Int64
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			conn, err := (&net.Dialer{Timeout: 5 * time.Second}).DialContext(ctx, "tcp", addr)
			if err != nil {
				refused.Add(1)
				return
			}
			defer conn.Close()
			start := time.Now()
			gone := make(chan struct{})
			go func() { io.Copy(io.Discard, conn); close(gone) }()
			request := []byte("GET / HTTP/1.1\r\nHost: x\r\nX-Langsam: " + string(make([]byte, 64)))
			for i := 0; ; i++ {
				select {
				case <-gone:
					took := time.Since(start)
					for {
						old := slowest.Load()
						if int64(took) <= old || slowest.CompareAndSwap(old, int64(took)) {
							break
						}
					}
					closed.Add(1)
					return
				case <-ctx.Done():
					return
				case <-time.After(time.Second):
					if time.Since(start) > 20*time.Second {
						return
					}
					conn.Write(request[i%len(request) : i%len(request)+1])
				}
			}
		})
	}
	wg.Wait()
	logf("slow clients: %d of %d closed by the server, the last after %s; %d could not connect", closed.Load(), n,
		time.Duration(slowest.Load()).Round(100*time.Millisecond), refused.Load())
	if ctx.Err() == nil && (closed.Load() != int64(n) || refused.Load() > 0) {
		return sideResult{problem: fmt.Sprintf("slow clients: %d of %d closed within 20 s, %d refused", closed.Load(), n, refused.Load())}
	}
	return sideResult{info: fmt.Sprintf("%d slow clients closed by the server after ≤ %s", closed.Load(),
		time.Duration(slowest.Load()).Round(100*time.Millisecond))}
}

// termUnderLoad keeps clients busy on urls, sends SIGTERM to every server
// after 3 s and goes on until they have exited: a request sent before the
// signal must get its whole answer; after it, a refused connection is the
// only acceptable failure.
func termUnderLoad(ctx context.Context, engine string, servers []*server, urls []string, clients int) loadPhase {
	phase := loadPhase{Name: engine + ": SIGTERM under load", Clients: clients}
	c := newClient(clients)
	var signalled atomic.Bool
	var lost, refused, answered atomic.Int64
	var sample atomic.Value
	var cursor atomic.Uint64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				case <-ctx.Done():
					return
				default:
				}
				before := !signalled.Load()
				url := urls[int((cursor.Add(1)-1)%uint64(len(urls)))]
				status, _, _, err := get(ctx, c, url)
				switch {
				case err == nil && status < 500: // a 404 is right for an unlisted business's id
					answered.Add(1)
				case err != nil && errors.Is(err, syscall.ECONNREFUSED):
					refused.Add(1)
					time.Sleep(10 * time.Millisecond)
				case before || err == nil:
					lost.Add(1)
					sample.Store(fmt.Sprintf("%s: %d %v", url, status, err))
				default: // sent after the signal on a connection the server closed
					refused.Add(1)
				}
			}
		})
	}
	time.Sleep(3 * time.Second)
	signalled.Store(true)
	var stopErrs []string
	var mu sync.Mutex
	var sw sync.WaitGroup
	for _, s := range servers {
		sw.Go(func() {
			took, err := s.stop(30 * time.Second)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				stopErrs = append(stopErrs, err.Error())
			} else {
				phase.Info = append(phase.Info, fmt.Sprintf("exited %s after SIGTERM", took.Round(time.Millisecond)))
			}
		})
	}
	sw.Wait()
	close(stop)
	wg.Wait()
	phase.Load = loadResult{Requests: int(answered.Load() + lost.Load()), Errors: int(lost.Load()), ServerErrors: int(lost.Load())}
	if lost.Load() > 0 {
		phase.Notes = append(phase.Notes, fmt.Sprintf("%d requests lost, e.g. %v", lost.Load(), sample.Load()))
	}
	phase.Notes = append(phase.Notes, stopErrs...)
	phase.Info = append(phase.Info, fmt.Sprintf("%d answered, %d lost, %d refused after the signal", answered.Load(), lost.Load(), refused.Load()))
	logf("%s: SIGTERM under load: %d answered, %d lost, %d refused after the signal", engine, answered.Load(), lost.Load(), refused.Load())
	return phase
}

// importFaults kills `branchenbuch import` with SIGKILL at importKills
// random points of a 50,000-row import into a new database, checks each
// time that the database is intact and holds no business twice, then runs
// the import again to its end: every row is there, once. The first import
// into an empty directory is a bulk load (indexes set aside, batches of
// 5,000), so the kills land in the bulk load, its index build or its end.
func importFaults(ctx context.Context, opts options, dir string) loadPhase {
	phase := loadPhase{Name: fmt.Sprintf("SQLite: kill -9 at %d points of a %d-row import", importKills, importRows)}
	file := filepath.Join(dir, "kill.xlsx")
	if out, err := exec.CommandContext(ctx, opts.bin, "demo", "--write", file, "--count", fmt.Sprint(importRows), "--seed", "3").CombinedOutput(); err != nil {
		phase.Notes = append(phase.Notes, fmt.Sprintf("write the file: %v %s", err, clip(string(out), 200)))
		return phase
	}
	db := filepath.Join(dir, "kill.db")
	env := childEnv(db, dir, "127.0.0.1:0")
	importOnce := func() *exec.Cmd {
		cmd := exec.CommandContext(ctx, opts.bin, "import", file)
		cmd.Env = env
		return cmd
	}
	fresh := func() {
		for _, suffix := range []string{"", "-wal", "-shm"} {
			os.Remove(db + suffix)
		}
	}
	// How long a whole import takes: the kills fall within it.
	fresh()
	start := time.Now()
	if out, err := importOnce().CombinedOutput(); err != nil {
		phase.Notes = append(phase.Notes, fmt.Sprintf("a whole import: %v %s", err, clip(string(out), 300)))
		return phase
	}
	whole := time.Since(start)
	rng := rand.New(rand.NewPCG(14, 20))
	var counts []int
	var rerun time.Duration
	for i := range importKills {
		fresh()
		cmd := importOnce()
		if err := cmd.Start(); err != nil {
			phase.Notes = append(phase.Notes, err.Error())
			return phase
		}
		after := time.Duration(rng.Int64N(int64(whole)))
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		select {
		case <-exited: // ended before its kill
		case <-time.After(after):
			cmd.Process.Kill()
			<-exited
		}
		n, err := checkImported(ctx, db)
		if err != nil {
			phase.Notes = append(phase.Notes, fmt.Sprintf("after kill %d (%s): %v", i+1, after.Round(time.Millisecond), err))
			return phase
		}
		counts = append(counts, n)
		t := time.Now()
		if out, err := importOnce().CombinedOutput(); err != nil {
			phase.Notes = append(phase.Notes, fmt.Sprintf("re-run after kill %d: %v %s", i+1, err, clip(string(out), 300)))
			return phase
		}
		rerun = max(rerun, time.Since(t))
		if n, err := checkImported(ctx, db); err != nil || n != importRows {
			phase.Notes = append(phase.Notes, fmt.Sprintf("after the re-run of kill %d: %d businesses (%v), want %d", i+1, n, err, importRows))
			return phase
		}
	}
	logf("import kills: a whole import %s; businesses after each kill %v; re-runs up to %s", whole.Round(100*time.Millisecond), counts, rerun.Round(100*time.Millisecond))
	phase.Info = append(phase.Info, fmt.Sprintf("a whole import %s; after the kills %d–%d businesses, intact; every re-run (up to %s) left %d, each once",
		whole.Round(100*time.Millisecond), slices.Min(counts), slices.Max(counts), rerun.Round(100*time.Millisecond), importRows))
	return phase
}

// checkImported opens the database as a restarted server would, checks its
// integrity and that no place id is there twice, and counts businesses.
func checkImported(ctx context.Context, path string) (int, error) {
	if _, err := os.Stat(path); err != nil {
		return 0, nil // killed before the database was created
	}
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return 0, err
	}
	defer db.Close()
	if err := backup.IntegrityCheck(ctx, db); err != nil {
		return 0, err
	}
	var n, distinct int
	if err := db.QueryRowContext(ctx, `SELECT count(*), count(DISTINCT place_id) FROM businesses`).Scan(&n, &distinct); err != nil {
		if strings.Contains(err.Error(), "no such table") {
			return 0, nil // killed before the first migration was committed
		}
		return 0, err
	}
	if n != distinct {
		return n, fmt.Errorf("%d businesses but %d place ids", n, distinct)
	}
	return n, nil
}
