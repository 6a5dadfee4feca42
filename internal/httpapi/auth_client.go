package httpapi

import (
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"

	"branchenbuch/internal/directory"
)

var errCrossOrigin = directory.Errorf(directory.EFORBIDDEN, "Anfragen von fremden Seiten sind nicht erlaubt.").WithKey("cross_origin")

// fromTrustedProxy reports whether the request's peer is a configured proxy,
// whose forwarded headers may then be believed.
func (s *Server) fromTrustedProxy(r *http.Request) bool {
	return s.isTrusted(peerAddr(r))
}

func (s *Server) isTrusted(a netip.Addr) bool {
	for _, p := range s.trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// peerAddr is the address of the connection's other end.
func peerAddr(r *http.Request) netip.Addr {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	a, _ := netip.ParseAddr(host)
	return a.Unmap()
}

// clientIP is the address of the client: the peer, or behind trusted proxies
// the right-most address of X-Forwarded-For that is not a trusted proxy.
// Addresses further left were written by the client and prove nothing.
func (s *Server) clientIP(r *http.Request) netip.Addr {
	client := peerAddr(r)
	if !s.isTrusted(client) {
		return client
	}
	var hops []string
	for _, h := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(h, ",")...)
	}
	for i := len(hops) - 1; i >= 0; i-- {
		a, ok := parseHop(strings.TrimSpace(hops[i]))
		if !ok {
			break // garbage from a trusted proxy: keep the last address we believe
		}
		client = a
		if !s.isTrusted(a) {
			break
		}
	}
	return client
}

// parseHop reads one X-Forwarded-For entry: an address, perhaps with a port.
func parseHop(h string) (netip.Addr, bool) {
	if ap, err := netip.ParseAddrPort(h); err == nil {
		return ap.Addr().Unmap(), true
	}
	a, err := netip.ParseAddr(strings.Trim(h, "[]"))
	return a.Unmap(), err == nil
}

// throttleKey is what failed logins are counted by: the IPv4 address, or an
// IPv6 client's /64, which one machine usually has whole.
func throttleKey(a netip.Addr) string {
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}

// overTLS reports whether the client reached us over https: directly, via a
// trusted proxy that says so, or by configuration (BASE_URL https).
func (s *Server) overTLS(r *http.Request) bool {
	return s.secureCookies || r.TLS != nil ||
		s.fromTrustedProxy(r) && strings.EqualFold(firstValue(r.Header.Get("X-Forwarded-Proto")), "https")
}

// checkOrigin refuses a request that a page of another site made the
// browser send (CSRF): its Origin, or without one its Referer, must be our
// own origin. A request with neither passes only when the browser vouches
// for it with Sec-Fetch-Site: same-origin.
func (s *Server) checkOrigin(r *http.Request) error {
	site := r.Header.Get("Sec-Fetch-Site")
	if site == "cross-site" || site == "same-site" {
		return errCrossOrigin
	}
	origin := r.Header.Get("Origin")
	if origin == "" {
		ref := r.Header.Get("Referer")
		if ref == "" {
			if site == "same-origin" {
				return nil
			}
			return errCrossOrigin
		}
		origin = ref
	}
	got, ok := normalOrigin(origin)
	if !ok {
		return errCrossOrigin
	}
	if got == s.ownOrigin(r) {
		return nil
	}
	if own, ok := normalOrigin(s.baseURL); ok && got == own {
		return nil
	}
	return errCrossOrigin
}

// panelHeader is sent with every request of our own pages
// (web/src/lib/api-client.ts). A page of another origin cannot send it:
// the API answers no CORS preflight.
const panelHeader = "X-Branchenbuch-Panel"

// checkPanelRead refuses an operator read (a table, an export, a report)
// that a page of another site or port made the browser send with the
// session cookie: the browser says where the request comes from
// (Sec-Fetch-Site: same-origin, or none for an address the operator typed),
// or, from a client without fetch metadata, the panel's header or our own
// Origin or Referer must be there (docs/security.md).
func (s *Server) checkPanelRead(r *http.Request) error {
	switch r.Header.Get("Sec-Fetch-Site") {
	case "same-origin", "none":
		return nil
	case "same-site", "cross-site":
		return errCrossOrigin
	}
	if r.Header.Get(panelHeader) != "" {
		return nil
	}
	return s.checkOrigin(r)
}

// ownOrigin is scheme://host of the request as the client addressed it.
func (s *Server) ownOrigin(r *http.Request) string {
	scheme, host := "http", r.Host
	if r.TLS != nil {
		scheme = "https"
	}
	if s.fromTrustedProxy(r) {
		if p := firstValue(r.Header.Get("X-Forwarded-Proto")); p != "" {
			scheme = p
		}
		if h := firstValue(r.Header.Get("X-Forwarded-Host")); h != "" {
			host = h
		}
	}
	o, _ := normalOrigin(scheme + "://" + host)
	return o
}

// normalOrigin reduces a URL or an origin to lower-case scheme://host[:port],
// without the scheme's default port; "null" and non-http(s) are no origin.
func normalOrigin(raw string) (string, bool) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Host == "" {
		return "", false
	}
	scheme := strings.ToLower(u.Scheme)
	if scheme != "http" && scheme != "https" {
		return "", false
	}
	host, port := strings.ToLower(u.Hostname()), u.Port()
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	if port == "" || scheme == "http" && port == "80" || scheme == "https" && port == "443" {
		return scheme + "://" + host, true
	}
	return scheme + "://" + host + ":" + port, true
}

// firstValue is the first entry of a comma-separated forwarded header: what
// the proxy nearest the client saw.
func firstValue(h string) string {
	v, _, _ := strings.Cut(h, ",")
	return strings.ToLower(strings.TrimSpace(v))
}
