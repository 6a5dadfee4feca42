package netguard_test

import (
	"errors"
	"net/netip"
	"net/url"
	"testing"

	"branchenbuch/internal/netguard"
)

// internalRanges is the fuzz oracle: written apart from the package's own
// table, so a range dropped there is caught here.
var internalRanges = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),
	netip.MustParsePrefix("10.0.0.0/8"),
	netip.MustParsePrefix("100.64.0.0/10"),
	netip.MustParsePrefix("127.0.0.0/8"),
	netip.MustParsePrefix("169.254.0.0/16"),
	netip.MustParsePrefix("172.16.0.0/12"),
	netip.MustParsePrefix("192.168.0.0/16"),
	netip.MustParsePrefix("198.18.0.0/15"),
	netip.MustParsePrefix("224.0.0.0/3"), // multicast, reserved, broadcast
	netip.MustParsePrefix("::/128"),
	netip.MustParsePrefix("::1/128"),
	netip.MustParsePrefix("::ffff:0:0/96"),
	netip.MustParsePrefix("fc00::/7"),
	netip.MustParsePrefix("fe80::/10"),
	netip.MustParsePrefix("ff00::/8"),
}

// internal is the oracle's verdict; NAT64 and 6to4 addresses count as
// internal when the IPv4 address inside them does.
func internal(a netip.Addr) bool {
	b := a.As16()
	switch {
	case netip.MustParsePrefix("64:ff9b::/96").Contains(a):
		return internal(netip.AddrFrom4([4]byte(b[12:])))
	case netip.MustParsePrefix("2002::/16").Contains(a):
		return internal(netip.AddrFrom4([4]byte(b[2:6])))
	}
	for _, p := range internalRanges {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

func FuzzCheck(f *testing.F) {
	for _, s := range []string{
		"http://example.de/",
		"http://127.0.0.1/",
		"http://[::ffff:127.0.0.1]:80/",
		"http://0x7f.1/",
		"https://[fe80::1%25eth0]:443/",
		"http://user@10.0.0.1/",
		"http://10.0.0.1/",
		"http://[64:ff9b::808:808]/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		err := netguard.Check(raw, netguard.Config{})
		if err != nil && !errors.Is(err, netguard.ErrBlocked) {
			t.Fatalf("Check(%q) = %v, want nil or ErrBlocked", raw, err)
		}
		u, perr := url.Parse(raw)
		if perr != nil {
			if err == nil {
				t.Fatalf("Check(%q) = nil for a URL that does not parse: %v", raw, perr)
			}
			return
		}
		if u.Scheme != "http" && u.Scheme != "https" && err == nil {
			t.Fatalf("Check(%q) = nil for scheme %q", raw, u.Scheme)
		}
		a, aerr := netip.ParseAddr(u.Hostname())
		if aerr != nil {
			return
		}
		if internal(a.WithZone("")) && err == nil {
			t.Fatalf("Check(%q) = nil, want a refusal: %s is internal", raw, a)
		}
	})
}
