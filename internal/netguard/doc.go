// Package netguard is the one HTTP client for every request the server makes
// on its own initiative: checking a business's website link, mirroring its
// photos. Those URLs come from imports and from the public, so whoever
// writes them must not be able to make the server talk to itself, to the
// local network or to a cloud metadata service (server-side request
// forgery).
//
// The client enforces:
//
//   - Only http and https, for the first URL and for every redirect target.
//     URLs with user information (http://user@host/) are refused: they serve
//     no business site and mostly hide the real host from a human reader.
//   - Only ports 80 and 443, plus those a Config adds.
//   - The address is checked when the connection is made, on the address
//     actually dialled. Host names are resolved at dial time, every resolved
//     address is checked and only a checked address is dialled. Checking a
//     name once up front and connecting later would lose to DNS rebinding (a
//     name that answers with a public address for the check and with
//     127.0.0.1 for the connection) and to redirects, which reach the dialler
//     without passing any up-front check.
//   - Refused addresses: loopback, private (RFC 1918, IPv6 ULA), carrier-grade
//     NAT, link-local, the metadata services (169.254.169.254,
//     fd00:ec2::254), unspecified (0.0.0.0/8 connects to the local host on
//     Linux), multicast, broadcast, reserved and benchmarking ranges, IPv6
//     outside global unicast, IPv4-mapped IPv6 literals, and NAT64/6to4
//     addresses whose embedded IPv4 address would be refused. The IPv4
//     documentation ranges (TEST-NET-1..3) are allowed: they are not routed
//     anywhere, which also makes them safe stand-ins for public addresses in
//     tests.
//   - Host spellings that other software reads as an IPv4 address
//     (2130706433, 0x7f.1, 0177.0.0.1, 127.1) and the localhost names are
//     refused before any lookup, whatever the resolver would make of them.
//     Unicode hosts are mapped by net/http (IDNA) before dialling, so the
//     dial-time check sees "127.0.0.1" even for "１２７.０.０.１".
//   - At most MaxRedirects redirects; a connect timeout that includes the
//     DNS lookup, and one timeout for the whole exchange including reading
//     the body. Response bodies are capped: reading past MaxBody fails with
//     ErrBodyTooLarge instead of silently truncating (a truncated photo
//     would be mirrored as a broken file).
//   - No proxy from the environment (a proxy would do the connecting and
//     bypass the address check), no cookie jar (requests stay anonymous and
//     independent of each other), a modest idle-connection pool.
//
// Every refusal is a *BlockedError that matches ErrBlocked with errors.Is.
// Check applies the same rules without network access, for validating a
// URL on input.
//
// Config.AllowHosts exempts named hosts from the port and address checks.
// Tests use it to reach httptest servers on 127.0.0.1; production leaves it
// empty.
package netguard
