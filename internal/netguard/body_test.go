package netguard_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"branchenbuch/internal/netguard"
)

func TestBodyIsCapped(t *testing.T) {
	const limit = 1000
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		size, _ := strconv.Atoi(r.URL.Query().Get("size"))
		switch r.URL.Query().Get("mode") {
		case "chunked": // no Content-Length: the cap must count
			w.(http.Flusher).Flush()
		case "lying": // announces more than the cap, sends little
			w.Header().Set("Content-Length", strconv.Itoa(size))
			w.Write([]byte("x"))
			return
		}
		w.Write([]byte(strings.Repeat("x", size)))
	}))
	defer srv.Close()

	tests := []struct {
		name     string
		query    string
		wantLen  int
		wantFail bool
	}{
		{name: "under the cap", query: "size=999", wantLen: 999},
		{name: "exactly the cap", query: "size=1000", wantLen: 1000},
		{name: "exactly the cap, chunked", query: "size=1000&mode=chunked", wantLen: 1000},
		{name: "one byte over, chunked: the cap is read, then the error", query: "size=1001&mode=chunked", wantLen: limit, wantFail: true},
		{name: "far over, chunked", query: "size=100000&mode=chunked", wantLen: limit, wantFail: true},
		{name: "one byte over, announced: fails on the first read", query: "size=1001", wantLen: 0, wantFail: true},
		{name: "announced over, sent less: still fails on the first read", query: "size=5000&mode=lying", wantLen: 0, wantFail: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := local()
			c.MaxBody = limit
			_, body, err := get(netguard.New(c), srv.URL+"/?"+tt.query)
			if got := errors.Is(err, netguard.ErrBodyTooLarge); got != tt.wantFail {
				t.Errorf("got err %v, want ErrBodyTooLarge: %v", err, tt.wantFail)
			}
			if got := len(body); got != tt.wantLen {
				t.Errorf("got %d bytes, want %d", got, tt.wantLen)
			}
		})
	}
}

func TestBodyCapAppliesAfterDecompression(t *testing.T) {
	// 1 MiB of zeros, gzipped to about 1 KiB: a small bomb.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Encoding", "gzip")
		w.Write(gzipped(t, make([]byte, 1<<20)))
	}))
	defer srv.Close()
	c := local()
	c.MaxBody = 64 << 10
	_, _, err := get(netguard.New(c), srv.URL)
	if !errors.Is(err, netguard.ErrBodyTooLarge) {
		t.Errorf("got err %v, want ErrBodyTooLarge", err)
	}
}

func TestHeadWithLargeContentLengthIsFine(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", "999999999")
	}))
	defer srv.Close()
	c := local()
	c.MaxBody = 10
	resp, err := netguard.New(c).Head(srv.URL)
	if err != nil {
		t.Fatalf("HEAD: got err %v, want none", err)
	}
	defer resp.Body.Close()
	if n, err := resp.Body.Read(make([]byte, 1)); n != 0 || err == nil || errors.Is(err, netguard.ErrBodyTooLarge) {
		t.Errorf("reading a HEAD body: got %d, %v; want 0, EOF", n, err)
	}
}
