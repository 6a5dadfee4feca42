package netguard

import (
	"net/netip"
	"testing"
)

func TestCheckAddr(t *testing.T) {
	tests := []struct{ addr, want string }{
		// Allowed: public addresses, and documentation ranges, which are
		// routed nowhere.
		{"8.8.8.8", ""},
		{"93.184.215.14", ""},
		{"192.0.2.1", ""},
		{"203.0.113.9", ""},
		{"2606:4700:4700::1111", ""},
		{"2a00:1450:4001:82b::200e", ""},
		{"64:ff9b::808:808", ""},         // NAT64 of 8.8.8.8
		{"2002:808:808::1", ""},          // 6to4 of 8.8.8.8
		{"::ffff:8.8.8.8", ""},           // a resolver's mapped answer is judged unmapped
		{"172.32.0.1", ""},               // just past 172.16/12
		{"100.128.0.1", ""},              // just past 100.64/10
		{"169.253.255.255", ""},          // just before link-local
		{"198.20.0.1", ""},               // just past 198.18/15
		{"223.255.255.255", ""},          // just before multicast
		{"2001:db8::1", ""},              // documentation, routed nowhere
		{"2001:4860:4860::8888", ""},     // 2001::/32 is Teredo, 2001:4860:: is not
		{"fe00::1", "reserved address"},  // outside 2000::/3
		{"fec0::1", "reserved address"},  // old site-local
		{"::7f00:1", "reserved address"}, // IPv4-compatible, deprecated

		{"127.0.0.1", "loopback address"},
		{"127.255.255.254", "loopback address"},
		{"::1", "loopback address"},
		{"10.0.0.1", "private address"},
		{"172.16.0.1", "private address"},
		{"172.31.255.255", "private address"},
		{"192.168.0.1", "private address"},
		{"fc00::1", "private address"},
		{"fd12:3456::1", "private address"},
		{"100.64.0.1", "carrier-grade NAT address"},
		{"169.254.169.254", "metadata address"},
		{"100.100.100.200", "metadata address"},
		{"fd00:ec2::254", "metadata address"},
		{"169.254.0.1", "link-local address"},
		{"fe80::1", "link-local address"},
		{"fe80::1%eth0", "link-local address"},
		{"0.0.0.0", "unspecified address"},
		{"0.1.2.3", "unspecified address"},
		{"::", "unspecified address"},
		{"224.0.0.1", "multicast address"},
		{"239.255.255.250", "multicast address"},
		{"ff02::1", "multicast address"},
		{"255.255.255.255", "broadcast address"},
		{"240.0.0.1", "reserved address"},
		{"192.0.0.8", "reserved address"},
		{"198.18.0.1", "benchmarking address"},
		{"2001::1", "Teredo address"},
		{"::ffff:127.0.0.1", "loopback address"},
		{"::ffff:169.254.169.254", "metadata address"},
		{"64:ff9b::7f00:1", "loopback address inside NAT64 address"},
		{"64:ff9b::a00:1", "private address inside NAT64 address"},
		{"2002:a9fe:a9fe::", "metadata address inside 6to4 address"},
		{"2002:c0a8:101::1", "private address inside 6to4 address"},
	}
	for _, tt := range tests {
		t.Run(tt.addr, func(t *testing.T) {
			if got := checkAddr(netip.MustParseAddr(tt.addr)); got != tt.want {
				t.Errorf("checkAddr(%s) = %q, want %q", tt.addr, got, tt.want)
			}
		})
	}
}

func TestParseLegacyIPv4(t *testing.T) {
	tests := []struct {
		host string
		want string // "" when not an address
	}{
		{"2130706433", "127.0.0.1"},
		{"0x7f000001", "127.0.0.1"},
		{"0X7F000001", ""}, // checkHost lower-cases first
		{"017700000001", "127.0.0.1"},
		{"0x7f.1", "127.0.0.1"},
		{"127.1", "127.0.0.1"},
		{"127.0.1", "127.0.0.1"},
		{"0177.0.0.1", "127.0.0.1"},
		{"0x7f.0x0.0x0.0x1", "127.0.0.1"},
		{"10.0x10203", "10.1.2.3"},
		{"0", "0.0.0.0"},
		{"0x", "0.0.0.0"},
		{"1.2.3.4", "1.2.3.4"},
		{"4294967295", "255.255.255.255"},
		{"4294967296", ""}, // too large
		{"256.1.1.1", ""},
		{"1.2.3.4.5", ""},
		{"08.1.1.1", ""}, // 8 is no octal digit
		{"1..2", ""},
		{"example.com", ""},
	}
	for _, tt := range tests {
		t.Run(tt.host, func(t *testing.T) {
			a, ok := parseLegacyIPv4(tt.host)
			got := ""
			if ok {
				got = a.String()
			}
			if got != tt.want {
				t.Errorf("parseLegacyIPv4(%q) = %q, want %q", tt.host, got, tt.want)
			}
		})
	}
}
