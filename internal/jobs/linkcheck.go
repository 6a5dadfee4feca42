package jobs

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/netguard"
)

// LinkChecker checks websites through the guarded client: HEAD first, GET
// where HEAD is refused, at most PerHost requests to one host at a time.
type LinkChecker struct {
	Client  *http.Client
	PerHost int // default 2

	mu    sync.Mutex
	hosts map[string]*hostSlot
}

type hostSlot struct {
	sem   chan struct{}
	users int
}

// Check checks one website. It is valid when its final answer, after
// redirects, is 2xx or 3xx; otherwise Reason says why not.
func (c *LinkChecker) Check(ctx context.Context, it directory.JobItem) directory.WebsiteCheck {
	now := time.Now
	res := directory.WebsiteCheck{BusinessID: it.ID, Name: it.Name, URL: it.Website}
	u, err := url.Parse(withScheme(it.Website))
	if err != nil || u.Host == "" {
		res.Reason, res.CheckedAt = "invalid URL", now()
		return res
	}
	release, err := c.acquire(ctx, strings.ToLower(u.Hostname()))
	if err != nil {
		res.Reason, res.CheckedAt = reason(err), now()
		return res
	}
	defer release()
	status, err := c.request(ctx, http.MethodHead, u.String())
	if err == nil && status >= 400 { // HEAD refused or not implemented: ask properly
		status, err = c.request(ctx, http.MethodGet, u.String())
	}
	res.StatusCode, res.CheckedAt = status, now()
	switch {
	case err != nil:
		res.Reason = reason(err)
	case status >= 200 && status < 400:
		res.Valid = true
	default:
		res.Reason = "status " + strconv.Itoa(status)
	}
	return res
}

// withScheme reads a website without scheme ("www.example.de") as http.
func withScheme(s string) string {
	s = strings.TrimSpace(s)
	if !strings.Contains(s, "://") {
		return "http://" + s
	}
	return s
}

// request sends one request and returns the final status; a GET's body is
// read only a little (the answer's start proves the page is there).
func (c *LinkChecker) request(ctx context.Context, method, u string) (int, error) {
	req, err := http.NewRequestWithContext(ctx, method, u, nil)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Accept", "text/html,*/*;q=0.8")
	resp, err := c.Client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	_, _ = io.CopyN(io.Discard, resp.Body, 16<<10)
	return resp.StatusCode, nil
}

// acquire waits for one of the host's PerHost slots.
func (c *LinkChecker) acquire(ctx context.Context, host string) (release func(), err error) {
	per := c.PerHost
	if per <= 0 {
		per = 2
	}
	c.mu.Lock()
	if c.hosts == nil {
		c.hosts = map[string]*hostSlot{}
	}
	s := c.hosts[host]
	if s == nil {
		s = &hostSlot{sem: make(chan struct{}, per)}
		c.hosts[host] = s
	}
	s.users++
	c.mu.Unlock()
	done := func() {
		c.mu.Lock()
		if s.users--; s.users == 0 {
			delete(c.hosts, host)
		}
		c.mu.Unlock()
	}
	select {
	case s.sem <- struct{}{}:
		return func() { <-s.sem; done() }, nil
	case <-ctx.Done():
		done()
		return nil, ctx.Err()
	}
}

// reason names why a request failed, in the words of the report.
func reason(err error) string {
	var (
		dns      *net.DNSError
		blocked  *netguard.BlockedError
		certErr  *tls.CertificateVerificationError
		unknown  x509.UnknownAuthorityError
		hostErr  x509.HostnameError
		invalid  x509.CertificateInvalidError
		recErr   tls.RecordHeaderError
		netErr   net.Error
		alertErr tls.AlertError
	)
	switch {
	case errors.As(err, &blocked):
		return "blocked: " + blocked.Reason
	case errors.Is(err, netguard.ErrBlocked):
		return "blocked address"
	case errors.Is(err, netguard.ErrBodyTooLarge):
		return "answer too large"
	case errors.As(err, &dns):
		return "dns"
	case errors.As(err, &certErr), errors.As(err, &unknown), errors.As(err, &hostErr), errors.As(err, &invalid),
		errors.As(err, &recErr), errors.As(err, &alertErr), strings.Contains(err.Error(), "tls:"):
		return "tls"
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &netErr) && netErr.Timeout():
		return "timeout"
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection refused"
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "connection reset"
	case errors.Is(err, context.Canceled):
		return "cancelled"
	}
	return "connection failed"
}
