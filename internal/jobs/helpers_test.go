package jobs_test

import (
	"context"
	"maps"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/jobs"
	"branchenbuch/internal/netguard"
	"branchenbuch/internal/store/postgres"
	"branchenbuch/internal/store/sqlite"
	"branchenbuch/internal/store/storetest"
)

// testHost is the one host name the tests' guarded clients may reach: the
// fake DNS maps it to the local test server; every other name fails to
// resolve, and 127.0.0.1 itself stays blocked.
const testHost = "shop.test"

// internalHost resolves to loopback too, but is not allowed: a website whose
// name points inside must be blocked when connecting.
const internalHost = "intranet.test"

// openStore opens a SQLite store in a file, so that a second store on the
// same file can play a second instance.
func openStore(t *testing.T, path string) directory.Store {
	t.Helper()
	if path == "" {
		path = filepath.Join(t.TempDir(), "bb.db")
	}
	st, err := sqlite.Open(context.Background(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// engines open two stores on one fresh database of each engine: two
// instances behind a load balancer.
var engines = []struct {
	name string
	two  func(t *testing.T) (a, b directory.Store)
}{
	{"SQLite", func(t *testing.T) (directory.Store, directory.Store) {
		path := filepath.Join(t.TempDir(), "shared.db")
		return openStore(t, path), openStore(t, path)
	}},
	{"PostgreSQL", func(t *testing.T) (directory.Store, directory.Store) {
		url := storetest.FreshPostgresSchema(t)
		open := func() directory.Store {
			st, err := postgres.Open(context.Background(), url, nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { st.Close() })
			return st
		}
		return open(), open()
	}},
}

// guarded returns the guarded client with testHost allowed and pointed at srv.
func guarded(srv *httptest.Server, timeout time.Duration) *http.Client {
	addr := netip.MustParseAddrPort(strings.TrimPrefix(srv.URL, "http://")).Addr()
	return netguard.New(netguard.Config{
		AllowHosts: []string{testHost},
		Timeout:    timeout,
		Resolve: func(_ context.Context, host string) ([]netip.Addr, error) {
			if host == testHost || host == internalHost {
				return []netip.Addr{addr}, nil
			}
			return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
		},
	})
}

// siteURL is the address of path on the test server under testHost.
func siteURL(srv *httptest.Server, path string) string {
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(srv.URL, "http://"))
	return "http://" + testHost + ":" + port + path
}

// hits counts the requests per method and path that a test server saw.
type hits struct {
	mu sync.Mutex
	n  map[string]int
}

func (h *hits) add(r *http.Request) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.n == nil {
		h.n = map[string]int{}
	}
	h.n[r.Method+" "+r.URL.Path]++
}

// all is a copy of the counts, for failure messages.
func (h *hits) all() map[string]int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return maps.Clone(h.n)
}

func (h *hits) get(key string) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.n[key]
}

// runUntil runs runners until the job has ended, or fails the test after limit.
func runUntil(t *testing.T, st directory.Store, id int64, limit time.Duration, runners ...*jobs.Runner) *directory.Job {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for _, r := range runners {
		wg.Add(1)
		go func() { defer wg.Done(); r.Run(ctx) }()
	}
	defer func() { cancel(); wg.Wait() }()
	return waitFor(t, st, id, limit, (*directory.Job).Ended)
}

// waitFor polls the job until cond holds, or fails the test after limit.
func waitFor(t *testing.T, st directory.Store, id int64, limit time.Duration, cond func(*directory.Job) bool) *directory.Job {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		j, err := st.Job(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if cond(j) {
			return j
		}
		if time.Now().After(deadline) {
			t.Fatalf("job %d after %v: %+v", id, limit, j)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
