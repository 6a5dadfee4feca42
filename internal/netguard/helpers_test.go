package netguard_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"branchenbuch/internal/netguard"
)

// envProxy is the proxy the environment names during the tests; a request
// through it would have bypassed the address check.
var envProxy = &counter{}

// TestMain sets the proxy variables before net/http first reads (and
// caches) them.
func TestMain(m *testing.M) {
	envProxy.Server = httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("via proxy"))
	}))
	envProxy.Listener = &countingListener{Listener: envProxy.Listener, n: &envProxy.conns}
	envProxy.Start()
	for _, k := range []string{"HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy"} {
		os.Setenv(k, envProxy.URL)
	}
	os.Unsetenv("NO_PROXY")
	os.Unsetenv("no_proxy")
	code := m.Run()
	envProxy.Close()
	os.Exit(code)
}

// fakeDNS answers like a resolver the attacker controls.
type fakeDNS map[string][]netip.Addr

// resolve is a Config.Resolve.
func (f fakeDNS) resolve(_ context.Context, host string) ([]netip.Addr, error) {
	if addrs, ok := f[strings.ToLower(host)]; ok {
		return addrs, nil
	}
	return nil, fmt.Errorf("fake DNS: no such host %q", host)
}

// addrs parses address literals for a fakeDNS entry.
func addrs(ss ...string) []netip.Addr {
	var out []netip.Addr
	for _, s := range ss {
		out = append(out, netip.MustParseAddr(s))
	}
	return out
}

// counter is a server that counts the connections it accepts.
type counter struct {
	*httptest.Server
	conns atomic.Int64
}

// newCounter starts a server on 127.0.0.1 counting its connections.
func newCounter(t *testing.T, h http.Handler) *counter {
	t.Helper()
	c := &counter{Server: httptest.NewUnstartedServer(h)}
	c.Listener = &countingListener{Listener: c.Listener, n: &c.conns}
	c.Start()
	t.Cleanup(c.Close)
	return c
}

// countingListener counts accepted connections.
type countingListener struct {
	net.Listener
	n *atomic.Int64
}

// Accept counts, then hands the connection on.
func (l *countingListener) Accept() (net.Conn, error) {
	conn, err := l.Listener.Accept()
	if err == nil {
		l.n.Add(1)
	}
	return conn, err
}

// serverPort returns an httptest server's port.
func serverPort(s *httptest.Server) string {
	_, port, _ := net.SplitHostPort(s.Listener.Addr().String())
	return port
}

// mustPort converts a port string for Config.Ports.
func mustPort(t *testing.T, s string) int {
	t.Helper()
	p, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// get runs a GET with the client and reads the whole body.
func get(client *http.Client, url string) (status int, body string, err error) {
	resp, err := client.Get(url)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), err
}

// reason extracts a BlockedError's reason, "" if err is none.
func reason(err error) string {
	var be *netguard.BlockedError
	if errors.As(err, &be) {
		return be.Reason
	}
	return ""
}

// gzipped compresses b.
func gzipped(t *testing.T, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
