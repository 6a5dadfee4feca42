package netguard_test

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"branchenbuch/internal/netguard"
)

// local is a Config that may reach httptest servers on 127.0.0.1.
func local() netguard.Config {
	return netguard.Config{AllowHosts: []string{"127.0.0.1"}}
}

func TestRedirectsAreLimited(t *testing.T) {
	// /hop/N redirects to /hop/N-1; /hop/0 answers.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n, _ := strconv.Atoi(strings.TrimPrefix(r.URL.Path, "/hop/"))
		if n == 0 {
			w.Write([]byte("arrived"))
			return
		}
		http.Redirect(w, r, fmt.Sprintf("/hop/%d", n-1), http.StatusFound)
	}))
	defer srv.Close()

	tests := []struct {
		name        string
		max, hops   int
		wantBlocked bool
	}{
		{name: "no redirect", hops: 0},
		{name: "five redirects by default", hops: 5},
		{name: "six redirects by default", hops: 6, wantBlocked: true},
		{name: "one redirect allowed, one made", max: 1, hops: 1},
		{name: "one redirect allowed, two made", max: 1, hops: 2, wantBlocked: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := local()
			c.MaxRedirects = tt.max
			_, body, err := get(netguard.New(c), fmt.Sprintf("%s/hop/%d", srv.URL, tt.hops))
			if tt.wantBlocked {
				if got, want := reason(err), "too many redirects"; !errors.Is(err, netguard.ErrBlocked) || got != want {
					t.Errorf("got err %v (reason %q), want ErrBlocked with reason %q", err, got, want)
				}
				return
			}
			if err != nil || body != "arrived" {
				t.Errorf("got body %q, err %v; want %q", body, err, "arrived")
			}
		})
	}
}

func TestRedirectToOtherSchemesIsBlocked(t *testing.T) {
	for _, target := range []string{
		"file:///etc/passwd",
		"ftp://example.com/",
		"gopher://example.com/",
		"javascript:alert(1)",
		"data:text/plain,hello",
		"dict://example.com:2628/",
	} {
		t.Run(target, func(t *testing.T) {
			srv := httptest.NewServer(http.RedirectHandler(target, http.StatusMovedPermanently))
			defer srv.Close()
			_, _, err := get(netguard.New(local()), srv.URL)
			if got, want := reason(err), "scheme not allowed"; !errors.Is(err, netguard.ErrBlocked) || got != want {
				t.Errorf("got err %v (reason %q), want ErrBlocked with reason %q", err, got, want)
			}
		})
	}
}

func TestUserAgent(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(r.UserAgent()))
	}))
	defer srv.Close()

	tests := []struct{ name, config, request, want string }{
		{name: "default", want: netguard.DefaultUserAgent},
		{name: "configured", config: "Bot/2", want: "Bot/2"},
		{name: "the request's own wins", config: "Bot/2", request: "Mine/3", want: "Mine/3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := local()
			c.UserAgent = tt.config
			req, _ := http.NewRequest("GET", srv.URL, nil)
			if tt.request != "" {
				req.Header.Set("User-Agent", tt.request)
			}
			resp, err := netguard.New(c).Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			b, _ := io.ReadAll(resp.Body)
			if got := string(b); got != tt.want {
				t.Errorf("got User-Agent %q, want %q", got, tt.want)
			}
			if got := req.Header.Get("User-Agent"); got != tt.request {
				t.Errorf("the caller's request was changed: User-Agent %q, want %q", got, tt.request)
			}
		})
	}
}

func TestNoCookiesAreKept(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/set" {
			http.SetCookie(w, &http.Cookie{Name: "track", Value: "me"})
			http.Redirect(w, r, "/echo", http.StatusFound)
			return
		}
		w.Write([]byte(r.Header.Get("Cookie")))
	}))
	defer srv.Close()
	_, body, err := get(netguard.New(local()), srv.URL+"/set")
	if err != nil || body != "" {
		t.Errorf("got Cookie header %q, err %v; want none", body, err)
	}
}

func TestProxyFromEnvironmentIsIgnored(t *testing.T) {
	// TestMain pointed HTTP_PROXY at envProxy before any request: net/http
	// reads the environment once, so setting it here would prove nothing.
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("direct"))
	}))
	defer site.Close()
	// Named, because net/http never proxies requests to 127.0.0.1 anyway.
	c := netguard.Config{
		AllowHosts: []string{"site.test", "127.0.0.1"},
		Resolve:    fakeDNS{"site.test": addrs("127.0.0.1")}.resolve,
	}
	before := envProxy.conns.Load()
	_, body, err := get(netguard.New(c), "http://site.test:"+serverPort(site)+"/")
	if err != nil || body != "direct" {
		t.Errorf("got body %q, err %v; want %q", body, err, "direct")
	}
	if got := envProxy.conns.Load() - before; got != 0 {
		t.Errorf("the environment's proxy accepted %d connections, want 0", got)
	}
}
