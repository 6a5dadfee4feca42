package netguard

import (
	"net/netip"
	"strconv"
	"strings"
)

// refused lists the ranges no outbound request may reach, first match wins.
// Anything in IPv6 outside global unicast (2000::/3) is refused as well.
var refused = []struct {
	prefix netip.Prefix
	reason string
}{
	// Cloud metadata services hand out credentials; named so a log says so.
	{netip.MustParsePrefix("169.254.169.254/32"), "metadata address"},
	{netip.MustParsePrefix("100.100.100.200/32"), "metadata address"}, // Alibaba Cloud
	{netip.MustParsePrefix("fd00:ec2::254/128"), "metadata address"},  // AWS over IPv6

	{netip.MustParsePrefix("0.0.0.0/8"), "unspecified address"}, // Linux connects 0.0.0.0 to the local host
	{netip.MustParsePrefix("10.0.0.0/8"), "private address"},
	{netip.MustParsePrefix("100.64.0.0/10"), "carrier-grade NAT address"},
	{netip.MustParsePrefix("127.0.0.0/8"), "loopback address"},
	{netip.MustParsePrefix("169.254.0.0/16"), "link-local address"},
	{netip.MustParsePrefix("172.16.0.0/12"), "private address"},
	{netip.MustParsePrefix("192.0.0.0/24"), "reserved address"},
	{netip.MustParsePrefix("192.88.99.0/24"), "reserved address"}, // former 6to4 relays
	{netip.MustParsePrefix("192.168.0.0/16"), "private address"},
	{netip.MustParsePrefix("198.18.0.0/15"), "benchmarking address"},
	{netip.MustParsePrefix("224.0.0.0/4"), "multicast address"},
	{netip.MustParsePrefix("255.255.255.255/32"), "broadcast address"},
	{netip.MustParsePrefix("240.0.0.0/4"), "reserved address"},

	{netip.MustParsePrefix("::/128"), "unspecified address"},
	{netip.MustParsePrefix("::1/128"), "loopback address"},
	{netip.MustParsePrefix("2001::/32"), "Teredo address"}, // tunnels to an address we cannot check cheaply
	{netip.MustParsePrefix("fc00::/7"), "private address"},
	{netip.MustParsePrefix("fe80::/10"), "link-local address"},
	{netip.MustParsePrefix("ff00::/8"), "multicast address"},
}

var (
	globalUnicast = netip.MustParsePrefix("2000::/3")
	nat64         = netip.MustParsePrefix("64:ff9b::/96")
	sixToFour     = netip.MustParsePrefix("2002::/16")
)

// checkAddr returns why a may not be dialled, or "" if it may. An IPv4
// address embedded in IPv6 (mapped, NAT64, 6to4) is judged by that IPv4
// address, since that is where the packets end up.
func checkAddr(a netip.Addr) string {
	a = a.WithZone("") // Prefix.Contains never matches a zoned address
	if a.Is4In6() {
		return checkAddr(a.Unmap())
	}
	if nat64.Contains(a) {
		b := a.As16()
		return embedded(netip.AddrFrom4([4]byte(b[12:16])), "NAT64")
	}
	if sixToFour.Contains(a) {
		b := a.As16()
		return embedded(netip.AddrFrom4([4]byte(b[2:6])), "6to4")
	}
	for _, r := range refused {
		if r.prefix.Contains(a) {
			return r.reason
		}
	}
	if a.Is6() && !globalUnicast.Contains(a) {
		return "reserved address"
	}
	if !a.IsValid() {
		return "invalid address"
	}
	return ""
}

// embedded judges the IPv4 address inside an IPv6 translation address.
func embedded(v4 netip.Addr, kind string) string {
	if reason := checkAddr(v4); reason != "" {
		return reason + " inside " + kind + " address"
	}
	return ""
}

// endsInNumber reports whether host's last label is a number. Browsers
// (WHATWG URL) then read the whole host as an IPv4 address, and no
// top-level domain is numeric.
func endsInNumber(host string) bool {
	labels := strings.Split(host, ".")
	last := labels[len(labels)-1]
	if last == "" {
		return false
	}
	if strings.HasPrefix(last, "0x") {
		last = last[2:]
		return strings.Trim(last, "0123456789abcdef") == ""
	}
	return strings.Trim(last, "0123456789") == ""
}

// parseLegacyIPv4 reads the forms inet_aton(3) accepts: one to four parts,
// each decimal, octal (leading 0) or hex (0x), the last part filling the
// remaining bytes, so 127.1 and 2130706433 both mean 127.0.0.1.
func parseLegacyIPv4(host string) (netip.Addr, bool) {
	parts := strings.Split(host, ".")
	if len(parts) > 4 {
		return netip.Addr{}, false
	}
	var v uint64
	for i, p := range parts {
		n, ok := parseLegacyPart(p)
		if !ok {
			return netip.Addr{}, false
		}
		bits := 8
		if i == len(parts)-1 {
			bits = 8 * (4 - i)
		}
		if n >= 1<<bits {
			return netip.Addr{}, false
		}
		v = v<<bits | n
	}
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}), true
}

// parseLegacyPart reads one decimal, octal or hex part of a legacy IPv4 host.
func parseLegacyPart(p string) (uint64, bool) {
	base := 10
	switch {
	case strings.HasPrefix(p, "0x"):
		p, base = p[2:], 16
		if p == "" {
			return 0, true // inet_aton reads a bare "0x" as 0
		}
	case len(p) > 1 && p[0] == '0':
		p, base = p[1:], 8
	}
	if p == "" {
		return 0, false
	}
	n, err := strconv.ParseUint(p, base, 32)
	return n, err == nil
}
