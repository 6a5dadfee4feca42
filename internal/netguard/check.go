package netguard

import (
	"net/netip"
	"net/url"
	"strconv"
	"strings"
)

// Check applies the client's static rules to rawURL without network access:
// scheme, user information, port and a host written as an IP address. A host
// name passes; what it resolves to is checked when the client connects.
func Check(rawURL string, c Config) error {
	u, err := url.Parse(rawURL)
	if err != nil {
		return &BlockedError{URL: rawURL, Reason: "invalid URL"}
	}
	return checkURL(u, c)
}

// checkURL is Check on a parsed URL; the client runs it on every request.
func checkURL(u *url.URL, c Config) error {
	blocked := func(reason, addr string) error {
		return &BlockedError{URL: u.Redacted(), Addr: addr, Reason: reason}
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return blocked("scheme not allowed", "")
	}
	if u.User != nil {
		return blocked("user information not allowed", "")
	}
	host := u.Hostname()
	if host == "" {
		return blocked("missing host", "")
	}
	if c.allowed(host) {
		return nil
	}
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[u.Scheme]
	}
	if !portAllowed(port, c) {
		return blocked("port not allowed", port)
	}
	if reason := checkHost(host); reason != "" {
		return blocked(reason, host)
	}
	return nil
}

// portAllowed reports whether a port, as written in a URL, may be dialled.
func portAllowed(port string, c Config) bool {
	p, err := strconv.Atoi(port)
	if err != nil {
		return false
	}
	if p == 80 || p == 443 {
		return true
	}
	for _, q := range c.Ports {
		if p == q {
			return true
		}
	}
	return false
}

// checkHost refuses a host by its spelling alone and returns the reason, or
// "" when only resolving it can tell. It runs on the URL's host and again at
// dial time, where net/http has already mapped Unicode spellings to ASCII.
func checkHost(host string) string {
	h := strings.ToLower(strings.TrimSuffix(host, "."))
	if h == "localhost" || strings.HasSuffix(h, ".localhost") {
		// RFC 6761: these names mean the local host, whatever DNS says.
		return "loopback address"
	}
	if a, err := netip.ParseAddr(h); err == nil {
		return checkLiteral(a)
	}
	if endsInNumber(h) {
		// getaddrinfo and browsers read 2130706433 or 0x7f.1 as an
		// address; no business site is written that way.
		if a, ok := parseLegacyIPv4(h); ok {
			if reason := checkAddr(a); reason != "" {
				return reason
			}
		}
		return "IPv4 address not in dotted-decimal form"
	}
	return ""
}

// checkLiteral checks an address written in a URL. Mapped forms such as
// ::ffff:127.0.0.1 are refused outright: no site needs them, and they only
// serve to dress an IPv4 address up as IPv6.
func checkLiteral(a netip.Addr) string {
	if a.Is4In6() {
		return "IPv4-mapped address"
	}
	return checkAddr(a.WithZone(""))
}
