package netguard

import (
	"fmt"
	"io"
	"net/http"
)

// guard is the client's RoundTripper: it applies the static rules to every
// request, the first one included (CheckRedirect only sees redirects), sets
// the User-Agent and caps the response body.
type guard struct {
	c    Config
	next http.RoundTripper
}

// RoundTrip checks req, sends it and caps the response body.
func (g *guard) RoundTrip(req *http.Request) (*http.Response, error) {
	if err := checkURL(req.URL, g.c); err != nil {
		if req.Body != nil {
			req.Body.Close() // a RoundTripper must close the body, even on error
		}
		return nil, err
	}
	if req.Header.Get("User-Agent") == "" {
		req = req.Clone(req.Context()) // a RoundTripper must not modify the caller's request
		req.Header.Set("User-Agent", g.c.UserAgent)
	}
	resp, err := g.next.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	if resp.Body == http.NoBody {
		// HEAD and empty responses: nothing to cap, and a HEAD's
		// Content-Length describes a body that never comes.
		return resp, nil
	}
	resp.Body = &cappedBody{rc: resp.Body, left: g.c.MaxBody, max: g.c.MaxBody, announced: resp.ContentLength}
	return resp, nil
}

// CloseIdleConnections lets http.Client.CloseIdleConnections reach the
// Transport through the guard.
func (g *guard) CloseIdleConnections() {
	if t, ok := g.next.(interface{ CloseIdleConnections() }); ok {
		t.CloseIdleConnections()
	}
}

// cappedBody fails a read past max bytes with ErrBodyTooLarge. Failing
// rather than truncating matters: a cut-off photo would be stored as a
// broken image. The cap applies after transparent gzip decoding, so a small
// compressed bomb is caught too.
type cappedBody struct {
	rc        io.ReadCloser
	left      int64 // bytes still allowed
	max       int64
	announced int64 // Content-Length, -1 if unknown
}

// Read reads from the body until more than max bytes would be returned.
func (b *cappedBody) Read(p []byte) (int, error) {
	if b.announced > b.max || b.left < 0 {
		// A declared oversize body fails on the first read, before any
		// transfer; the status and headers stay usable for link checks.
		return 0, b.tooLarge()
	}
	// Ask for one byte more than allowed, to tell "exactly max" from "more".
	if int64(len(p)) > b.left+1 {
		p = p[:b.left+1]
	}
	n, err := b.rc.Read(p)
	if int64(n) > b.left {
		n = int(b.left)
		b.left = -1
		return n, b.tooLarge()
	}
	b.left -= int64(n)
	return n, err
}

// tooLarge wraps ErrBodyTooLarge with the limit.
func (b *cappedBody) tooLarge() error {
	return fmt.Errorf("%w (limit %d bytes)", ErrBodyTooLarge, b.max)
}

// Close closes the underlying body.
func (b *cappedBody) Close() error { return b.rc.Close() }
