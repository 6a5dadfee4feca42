package netguard

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"time"
)

// Config tunes the guarded client; zero fields get the defaults in brackets.
type Config struct {
	// AllowHosts are host names or IP literals, as written in the URL (case
	// does not matter, no port), exempt from the port and address checks.
	// For tests and named internal services; empty in production.
	AllowHosts []string
	// Ports are allowed in addition to 80 and 443.
	Ports []int
	// DialTimeout bounds connecting, including the DNS lookup [5s].
	DialTimeout time.Duration
	// Timeout bounds the whole exchange: redirects, headers and reading the
	// body [15s].
	Timeout time.Duration
	// MaxRedirects is how many redirects are followed [5].
	MaxRedirects int
	// MaxBody is how many bytes of a response body may be read [10 MiB];
	// reading more fails with ErrBodyTooLarge.
	MaxBody int64
	// UserAgent is sent when a request sets none [DefaultUserAgent].
	UserAgent string
	// Resolve looks up a host's addresses at dial time
	// [net.DefaultResolver.LookupNetIP with "ip"]. Tests fake DNS with it.
	Resolve func(ctx context.Context, host string) ([]netip.Addr, error)
}

// DefaultUserAgent names the directory's crawler to the sites it visits.
const DefaultUserAgent = "Branchenbuch-Linkcheck/1.0 (+https://github.com/branchenbuch)"

// withDefaults fills the zero fields.
func (c Config) withDefaults() Config {
	if c.DialTimeout <= 0 {
		c.DialTimeout = 5 * time.Second
	}
	if c.Timeout <= 0 {
		c.Timeout = 15 * time.Second
	}
	if c.MaxRedirects <= 0 {
		c.MaxRedirects = 5
	}
	if c.MaxBody <= 0 {
		c.MaxBody = 10 << 20
	}
	if c.UserAgent == "" {
		c.UserAgent = DefaultUserAgent
	}
	if c.Resolve == nil {
		c.Resolve = func(ctx context.Context, host string) ([]netip.Addr, error) {
			return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
		}
	}
	return c
}

// allowed reports whether host is on the allow list.
func (c Config) allowed(host string) bool {
	for _, h := range c.AllowHosts {
		if strings.EqualFold(h, host) {
			return true
		}
	}
	return false
}

// ErrBlocked matches every refusal: scheme, port, address, redirects.
var ErrBlocked = errors.New("netguard: request blocked")

// ErrBodyTooLarge is returned when reading a response body past Config.MaxBody.
var ErrBodyTooLarge = errors.New("netguard: response body too large")

// BlockedError says what was refused and why; it matches ErrBlocked.
type BlockedError struct {
	URL    string // the URL refused; empty when refused at dial time
	Addr   string // the host or address refused, when an address was the reason
	Reason string // short English reason, e.g. "loopback address"
}

// Error names the reason and whatever of URL and Addr is known.
func (e *BlockedError) Error() string {
	s := "netguard: blocked"
	if e.URL != "" {
		s += " " + e.URL
	}
	s += ": " + e.Reason
	if e.Addr != "" {
		s += " " + e.Addr
	}
	return s
}

// Unwrap makes errors.Is(err, ErrBlocked) hold.
func (e *BlockedError) Unwrap() error { return ErrBlocked }

// New returns the guarded client.
func New(c Config) *http.Client {
	c = c.withDefaults()
	d := &dialer{c: c}
	t := &http.Transport{
		Proxy:                 nil, // a proxy would connect for us, past the address check
		DialContext:           d.DialContext,
		ForceAttemptHTTP2:     true,
		TLSHandshakeTimeout:   c.DialTimeout,
		ResponseHeaderTimeout: c.Timeout,
		ExpectContinueTimeout: time.Second,
		MaxIdleConns:          16,
		MaxIdleConnsPerHost:   2,
		IdleConnTimeout:       30 * time.Second,
	}
	return &http.Client{
		Transport: &guard{c: c, next: t},
		Timeout:   c.Timeout,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) > c.MaxRedirects {
				return &BlockedError{URL: req.URL.Redacted(), Reason: "too many redirects"}
			}
			// RoundTrip checks every request too; checking here as well
			// stops a refused redirect before the client follows it.
			return checkURL(req.URL, c)
		},
	}
}
