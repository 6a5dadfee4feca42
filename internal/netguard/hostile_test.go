package netguard_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync/atomic"
	"testing"
	"time"

	"branchenbuch/internal/netguard"
)

// TestHostileTargetsNeverConnect sends every trick we know at a canary
// server on 127.0.0.1: each request must fail with ErrBlocked and the canary
// must not see a single connection. The canary's port is allowed, so only
// the address checks stand between a target and the canary.
func TestHostileTargetsNeverConnect(t *testing.T) {
	canary := newCounter(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("canary reached"))
	}))
	P := serverPort(canary.Server)

	// The redirector is an allow-listed "public" site that redirects to
	// wherever ?to= says, as an attacker's site would.
	var redirects atomic.Int64
	redirector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		redirects.Add(1)
		http.Redirect(w, r, r.URL.Query().Get("to"), http.StatusFound)
	}))
	t.Cleanup(redirector.Close)
	via := func(target string) string {
		return "http://redirector.test:" + serverPort(redirector) + "/?to=" + url.QueryEscape(target)
	}

	dns := fakeDNS{
		"redirector.test":      addrs("127.0.0.1"),
		"evil.test":            addrs("127.0.0.1"),
		"127.0.0.1.nip.io":     addrs("127.0.0.1"),
		"xn--bckerei-5wa.test": addrs("127.0.0.1"), // bäckerei.test
		"mixed.test":           addrs("192.0.2.1", "127.0.0.1"),
		"mapped.test":          addrs("::ffff:127.0.0.1"),
		"nat64.test":           addrs("64:ff9b::7f00:1"),
		"sixtofour.test":       addrs("2002:7f00:1::1"),
		"zero.test":            addrs("0.0.0.0"),
		"loop6.test":           addrs("::1"),
		"metadata.test":        addrs("169.254.169.254"),
		"private.test":         addrs("10.1.2.3"),
		"ula.test":             addrs("fd12:3456::1"),
		"cgnat.test":           addrs("100.100.100.200"),
	}
	c := netguard.Config{
		AllowHosts:  []string{"redirector.test"},
		Ports:       []int{mustPort(t, P)},
		DialTimeout: 500 * time.Millisecond,
		Timeout:     2 * time.Second,
		Resolve:     dns.resolve,
	}

	tests := []struct {
		name, url string
		redirect  bool // goes through the redirector first
	}{
		// Loopback, in every spelling a parser or resolver might accept.
		{name: "loopback literal", url: "http://127.0.0.1:" + P + "/"},
		{name: "loopback literal over https", url: "https://127.0.0.1:" + P + "/"},
		{name: "other loopback address", url: "http://127.1.2.3:" + P + "/"},
		{name: "decimal IPv4", url: "http://2130706433:" + P + "/"},
		{name: "hex IPv4", url: "http://0x7f000001:" + P + "/"},
		{name: "dotted hex IPv4", url: "http://0x7f.0x0.0x0.0x1:" + P + "/"},
		{name: "short hex IPv4", url: "http://0x7f.1:" + P + "/"},
		{name: "octal IPv4", url: "http://0177.0.0.1:" + P + "/"},
		{name: "short IPv4", url: "http://127.1:" + P + "/"},
		{name: "trailing dot", url: "http://127.0.0.1.:" + P + "/"},
		{name: "localhost", url: "http://localhost:" + P + "/"},
		{name: "localhost with trailing dot", url: "http://localhost.:" + P + "/"},
		{name: "localhost in capitals", url: "http://LOCALHOST:" + P + "/"},
		{name: "subdomain of localhost", url: "http://app.localhost:" + P + "/"},
		{name: "IPv4-mapped IPv6", url: "http://[::ffff:127.0.0.1]:" + P + "/"},
		{name: "IPv4-mapped IPv6 in hex", url: "http://[::ffff:7f00:1]:" + P + "/"},
		{name: "IPv6 loopback", url: "http://[::1]:" + P + "/"},
		{name: "unspecified IPv4", url: "http://0.0.0.0:" + P + "/"},
		{name: "unspecified IPv4 as zero", url: "http://0:" + P + "/"},
		{name: "unspecified IPv6", url: "http://[::]:" + P + "/"},
		{name: "fullwidth digits", url: "http://１２７.０.０.１:" + P + "/"},
		{name: "ideographic full stops", url: "http://127。0。0。1:" + P + "/"},
		{name: "fullwidth localhost", url: "http://ｌｏｃａｌｈｏｓｔ:" + P + "/"},
		{name: "percent-encoded circled letter", url: "http://%E2%93%9Bocalhost:" + P + "/"},
		{name: "NAT64 of loopback", url: "http://[64:ff9b::7f00:1]:" + P + "/"},
		{name: "6to4 of loopback", url: "http://[2002:7f00:1::1]:" + P + "/"},
		{name: "link-local IPv6 with zone", url: "http://[fe80::1%25lo]:" + P + "/"},

		// Internal ranges other than loopback.
		{name: "metadata service", url: "http://169.254.169.254/latest/meta-data/"},
		{name: "metadata service in decimal", url: "http://2852039166/latest/meta-data/"},
		{name: "AWS IPv6 metadata service", url: "http://[fd00:ec2::254]/"},
		{name: "private 10/8", url: "http://10.0.0.1/"},
		{name: "private 172.16/12", url: "http://172.16.0.1/"},
		{name: "private 192.168/16", url: "http://192.168.1.1/"},
		{name: "carrier-grade NAT", url: "http://100.64.0.1/"},
		{name: "link-local IPv4", url: "http://169.254.1.1/"},
		{name: "unique local IPv6", url: "http://[fd12:3456::1]/"},
		{name: "multicast IPv4", url: "http://224.0.0.1/"},
		{name: "multicast IPv6", url: "http://[ff02::1]/"},
		{name: "broadcast", url: "http://255.255.255.255/"},
		{name: "reserved 240/4", url: "http://240.0.0.1/"},
		{name: "benchmarking 198.18/15", url: "http://198.18.0.1/"},

		// Names whose DNS answer is internal: refused when dialling.
		{name: "name resolving to loopback", url: "http://evil.test:" + P + "/"},
		{name: "nip.io style name", url: "http://127.0.0.1.nip.io:" + P + "/"},
		{name: "IDN name resolving to loopback", url: "http://bäckerei.test:" + P + "/"},
		{name: "public and loopback answers mixed", url: "http://mixed.test:" + P + "/"},
		{name: "answer IPv4-mapped loopback", url: "http://mapped.test:" + P + "/"},
		{name: "answer NAT64 of loopback", url: "http://nat64.test:" + P + "/"},
		{name: "answer 6to4 of loopback", url: "http://sixtofour.test:" + P + "/"},
		{name: "answer unspecified", url: "http://zero.test:" + P + "/"},
		{name: "answer IPv6 loopback", url: "http://loop6.test:" + P + "/"},
		{name: "answer metadata", url: "http://metadata.test/"},
		{name: "answer private", url: "http://private.test/"},
		{name: "answer unique local", url: "http://ula.test/"},
		{name: "answer Alibaba metadata", url: "http://cgnat.test/"},

		// Schemes, user information, ports.
		{name: "file scheme", url: "file:///etc/passwd"},
		{name: "ftp scheme", url: "ftp://192.0.2.1/"},
		{name: "gopher scheme", url: "gopher://127.0.0.1:" + P + "/_GET"},
		{name: "user information", url: "http://user@192.0.2.1/"},
		{name: "user and password", url: "http://user:secret@192.0.2.1/"},
		{name: "port not allowed", url: "http://192.0.2.1:22/"},
		{name: "redis port", url: "http://192.0.2.1:6379/"},

		// Redirects from an allowed site: every target is checked again.
		{name: "redirect to loopback", url: via("http://127.0.0.1:" + P + "/"), redirect: true},
		{name: "redirect to localhost", url: via("http://localhost:" + P + "/"), redirect: true},
		{name: "redirect to decimal IPv4", url: via("http://2130706433:" + P + "/"), redirect: true},
		{name: "redirect to IPv4-mapped IPv6", url: via("http://[::ffff:127.0.0.1]:" + P + "/"), redirect: true},
		{name: "redirect to unspecified", url: via("http://0.0.0.0:" + P + "/"), redirect: true},
		{name: "redirect to name resolving to loopback", url: via("http://evil.test:" + P + "/"), redirect: true},
		{name: "redirect to metadata", url: via("http://169.254.169.254/latest/meta-data/"), redirect: true},
		{name: "redirect to file scheme", url: via("file:///etc/passwd"), redirect: true},
		{name: "redirect to gopher scheme", url: via("gopher://127.0.0.1:" + P + "/_GET"), redirect: true},
		{name: "redirect with user information", url: via("http://user@192.0.2.1/"), redirect: true},
		{name: "redirect to a refused port", url: via("http://192.0.2.1:25/"), redirect: true},
		{name: "redirect twice, then loopback", url: via(via("http://127.0.0.1:" + P + "/")), redirect: true},
	}

	client := netguard.New(c)
	wantRedirects := int64(0)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body, err := get(client, tt.url)
			if !errors.Is(err, netguard.ErrBlocked) {
				t.Errorf("GET %s: got status %d, body %q, err %v; want ErrBlocked", tt.url, status, body, err)
			}
		})
		if tt.redirect {
			wantRedirects++
		}
	}
	if got := canary.conns.Load(); got != 0 {
		t.Errorf("canary accepted %d connections, want 0", got)
	}
	// Without this the redirect cases could pass by never reaching the redirector.
	if got := redirects.Load(); got < wantRedirects {
		t.Errorf("redirector served %d requests, want at least %d", got, wantRedirects)
	}

	// The canary itself works: allowed explicitly, it is reached.
	c.AllowHosts = append(c.AllowHosts, "127.0.0.1")
	_, body, err := get(netguard.New(c), "http://127.0.0.1:"+P+"/")
	if err != nil || body != "canary reached" {
		t.Fatalf("GET allowed canary: got body %q, err %v; want %q", body, err, "canary reached")
	}
	if got := canary.conns.Load(); got != 1 {
		t.Errorf("canary accepted %d connections after the allowed request, want 1", got)
	}
}
