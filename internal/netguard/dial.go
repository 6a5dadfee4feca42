package netguard

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"syscall"
)

// dialer resolves host names itself, at dial time, and connects only to
// addresses it has checked. Resolving here rather than before the request
// is what defeats DNS rebinding: the answer checked is the answer dialled.
type dialer struct{ c Config }

// DialContext is the Transport's dial function.
func (d *dialer) DialContext(ctx context.Context, network, addr string) (net.Conn, error) {
	ctx, cancel := context.WithTimeout(ctx, d.c.DialTimeout)
	defer cancel()
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	guarded := !d.c.allowed(host)
	if guarded {
		// net/http has mapped the URL's host to ASCII by now
		// (１２７.０.０.１ is 127.0.0.1 here), so the spelling rules run again.
		if !portAllowed(port, d.c) {
			return nil, &BlockedError{Addr: addr, Reason: "port not allowed"}
		}
		if reason := checkHost(host); reason != "" {
			return nil, &BlockedError{Addr: host, Reason: reason}
		}
	}
	addrs, err := d.resolve(ctx, host)
	if err != nil {
		return nil, err
	}
	nd := &net.Dialer{}
	if guarded {
		// Refuse the whole name if any answer is internal: a name that
		// mixes public and internal answers is not a business website.
		for _, a := range addrs {
			if reason := checkAddr(a); reason != "" {
				return nil, &BlockedError{Addr: a.String(), Reason: reason}
			}
		}
		// Belt and braces: check the socket's actual peer too, so a later
		// change that dials a name instead of a checked address fails closed.
		nd.Control = controlCheck
	}
	var errs []error
	for _, a := range addrs {
		conn, err := nd.DialContext(ctx, network, net.JoinHostPort(a.Unmap().String(), port))
		if err == nil {
			return conn, nil
		}
		errs = append(errs, err)
	}
	return nil, errors.Join(errs...)
}

// resolve returns the addresses for host: an IP literal as it is, a name via
// Config.Resolve.
func (d *dialer) resolve(ctx context.Context, host string) ([]netip.Addr, error) {
	if a, err := netip.ParseAddr(host); err == nil {
		return []netip.Addr{a}, nil
	}
	addrs, err := d.c.Resolve(ctx, host)
	if err != nil {
		return nil, fmt.Errorf("netguard: resolve %s: %w", host, err)
	}
	if len(addrs) == 0 {
		return nil, fmt.Errorf("netguard: resolve %s: no addresses", host)
	}
	return addrs, nil
}

// controlCheck refuses a socket about to connect to a refused address.
func controlCheck(network, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return &BlockedError{Addr: address, Reason: "unparsable address"}
	}
	if reason := checkAddr(ap.Addr()); reason != "" {
		return &BlockedError{Addr: ap.Addr().String(), Reason: reason}
	}
	return nil
}
