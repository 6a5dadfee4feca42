package netguard_test

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"sync/atomic"
	"testing"
	"time"

	"branchenbuch/internal/netguard"
)

func TestTimeoutCoversTheWholeExchange(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/slow-body" {
			w.Write([]byte("start"))
			w.(http.Flusher).Flush()
		}
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()

	for _, path := range []string{"/slow-headers", "/slow-body"} {
		t.Run(path, func(t *testing.T) {
			c := local()
			c.Timeout = 200 * time.Millisecond
			start := time.Now()
			_, _, err := get(netguard.New(c), srv.URL+path)
			var ne net.Error
			if !errors.As(err, &ne) || !ne.Timeout() {
				t.Errorf("got err %v, want a timeout", err)
			}
			if got := time.Since(start); got > 2*time.Second {
				t.Errorf("took %v, want about 200ms", got)
			}
		})
	}
}

func TestDialTimeoutIncludesDNS(t *testing.T) {
	// A resolver that never answers: only the dial timeout can end the wait.
	c := netguard.Config{
		AllowHosts:  []string{"hang.test"},
		DialTimeout: 100 * time.Millisecond,
		Timeout:     10 * time.Second,
		Resolve: func(ctx context.Context, host string) ([]netip.Addr, error) {
			<-ctx.Done()
			return nil, ctx.Err()
		},
	}
	start := time.Now()
	_, _, err := get(netguard.New(c), "http://hang.test/")
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("got err %v, want context.DeadlineExceeded", err)
	}
	if got := time.Since(start); got > 2*time.Second {
		t.Errorf("took %v, want about 100ms", got)
	}
}

func TestDNSRebindingIsCaughtAtDialTime(t *testing.T) {
	canary := newCounter(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	P := serverPort(canary.Server)
	// The first answer is public (TEST-NET-1, routed nowhere), every later
	// one points at the canary: the classic rebinding attack on a client
	// that checks one lookup and connects after another.
	var lookups atomic.Int64
	c := netguard.Config{
		Ports:       []int{mustPort(t, P)},
		DialTimeout: 200 * time.Millisecond,
		Resolve: func(ctx context.Context, host string) ([]netip.Addr, error) {
			if lookups.Add(1) == 1 {
				return addrs("192.0.2.1"), nil
			}
			return addrs("127.0.0.1"), nil
		},
	}
	client := netguard.New(c)
	url := "http://rebind.test:" + P + "/"

	if err := netguard.Check(url, c); err != nil {
		t.Fatalf("Check(%s) = %v, want nil: a name passes the static check", url, err)
	}
	// The public answer is dialled (and fails, nothing is there), not refused.
	if _, _, err := get(client, url); err == nil || errors.Is(err, netguard.ErrBlocked) {
		t.Errorf("first GET: got err %v, want a connection error that is not ErrBlocked", err)
	}
	_, _, err := get(client, url)
	if got, want := reason(err), "loopback address"; got != want {
		t.Errorf("second GET: got err %v (reason %q), want reason %q", err, got, want)
	}
	if got := lookups.Load(); got != 2 {
		t.Errorf("got %d lookups, want 2: one per dial", got)
	}
	if got := canary.conns.Load(); got != 0 {
		t.Errorf("canary accepted %d connections, want 0", got)
	}
}
