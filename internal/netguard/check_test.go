package netguard_test

import (
	"errors"
	"testing"

	"branchenbuch/internal/netguard"
)

func TestCheck(t *testing.T) {
	c := netguard.Config{AllowHosts: []string{"127.0.0.1", "Intern.Example"}, Ports: []int{8080}}
	tests := []struct {
		name, url  string
		wantReason string // "" when allowed
	}{
		{name: "https site", url: "https://www.example.de/"},
		{name: "http site with path and query", url: "http://example.de/kontakt?x=1#map"},
		{name: "explicit port 80", url: "http://example.de:80/"},
		{name: "https on port 80", url: "https://example.de:80/"},
		{name: "configured extra port", url: "http://example.de:8080/"},
		{name: "scheme in capitals", url: "HTTPS://EXAMPLE.DE/"},
		{name: "IDN host", url: "https://bäckerei-müller.de/"},
		{name: "public IPv4", url: "http://8.8.8.8/"},
		{name: "public IPv6", url: "http://[2606:4700:4700::1111]/"},
		{name: "a name is only checked when dialling", url: "http://evil.test/"},
		{name: "allow-listed IP literal on any port", url: "http://127.0.0.1:9999/"},
		{name: "allow list ignores case", url: "http://intern.example:1234/"},

		{name: "unparsable", url: "http://exa mple.de/", wantReason: "invalid URL"},
		{name: "no scheme", url: "example.de", wantReason: "scheme not allowed"},
		{name: "scheme-relative", url: "//example.de/", wantReason: "scheme not allowed"},
		{name: "javascript", url: "javascript:alert(1)", wantReason: "scheme not allowed"},
		{name: "data", url: "data:text/html,hi", wantReason: "scheme not allowed"},
		{name: "file", url: "file:///etc/passwd", wantReason: "scheme not allowed"},
		{name: "websocket", url: "ws://example.de/", wantReason: "scheme not allowed"},
		{name: "opaque http", url: "http:example.de", wantReason: "missing host"},
		{name: "empty host", url: "http:///path", wantReason: "missing host"},
		{name: "user", url: "http://user@example.de/", wantReason: "user information not allowed"},
		{name: "user hiding the host", url: "http://example.de@127.0.0.1/", wantReason: "user information not allowed"},
		{name: "port 22", url: "http://example.de:22/", wantReason: "port not allowed"},
		{name: "port 0", url: "http://example.de:0/", wantReason: "port not allowed"},
		{name: "extra port not configured", url: "http://example.de:8081/", wantReason: "port not allowed"},
		{name: "allow-listed IP, other spelling", url: "http://127.0.0.1.:9999/", wantReason: "port not allowed"},
		{name: "loopback", url: "http://127.0.0.1./", wantReason: "loopback address"},
		{name: "localhost", url: "http://Localhost/", wantReason: "loopback address"},
		{name: "decimal loopback", url: "http://2130706433/", wantReason: "loopback address"},
		{name: "octal loopback", url: "http://0177.0.0.1/", wantReason: "loopback address"},
		{name: "hex loopback in capitals", url: "http://0X7F.1/", wantReason: "loopback address"},
		{name: "decimal public address", url: "http://134744072/", wantReason: "IPv4 address not in dotted-decimal form"},
		{name: "leading zeros on a public address", url: "http://08.08.08.08/", wantReason: "IPv4 address not in dotted-decimal form"},
		{name: "numeric last label", url: "http://example.123/", wantReason: "IPv4 address not in dotted-decimal form"},
		{name: "mapped public address", url: "http://[::ffff:8.8.8.8]/", wantReason: "IPv4-mapped address"},
		{name: "metadata", url: "http://169.254.169.254/latest/", wantReason: "metadata address"},
		{name: "private", url: "http://192.168.178.1/", wantReason: "private address"},
		{name: "link-local with zone", url: "http://[fe80::1%25eth0]/", wantReason: "link-local address"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := netguard.Check(tt.url, c)
			if tt.wantReason == "" {
				if err != nil {
					t.Errorf("Check(%q) = %v, want nil", tt.url, err)
				}
				return
			}
			if !errors.Is(err, netguard.ErrBlocked) {
				t.Fatalf("Check(%q) = %v, want ErrBlocked", tt.url, err)
			}
			if got := reason(err); got != tt.wantReason {
				t.Errorf("Check(%q): got reason %q, want %q", tt.url, got, tt.wantReason)
			}
		})
	}
}

func TestBlockedErrorNamesTheReason(t *testing.T) {
	err := netguard.Check("http://user:secret@example.de/", netguard.Config{})
	got, want := err.Error(), "netguard: blocked http://user:xxxxx@example.de/: user information not allowed"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
