package httpapi_test

import (
	"net/http"
	"net/netip"
	"strings"
	"testing"

	"branchenbuch/internal/httpapi"
)

func TestCrossOriginLoginIsRefused(t *testing.T) {
	direct := startServer(t, withPassword(), withConfig(httpapi.Config{BaseURL: "https://www.branchenbuch.example"})).URL
	proxied := startServer(t, withPassword(), withConfig(httpapi.Config{TrustedProxies: []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}})).URL
	viaProxy := []string{"X-Forwarded-Proto", "https", "X-Forwarded-Host", "shop.example"}
	cases := []struct {
		name   string
		base   string
		header func(base string) []string
		status int
	}{
		{"own Origin", direct, func(b string) []string { return []string{"Origin", b} }, 200},
		{"foreign Origin", direct, func(string) []string { return []string{"Origin", "https://evil.example"} }, 403},
		{"Origin null", direct, func(string) []string { return []string{"Origin", "null"} }, 403},
		{"own host, other scheme", direct, func(b string) []string { return []string{"Origin", strings.Replace(b, "http:", "https:", 1)} }, 403},
		{"own host, other port", direct, func(string) []string { return []string{"Origin", "http://127.0.0.1:1"} }, 403},
		{"BASE_URL's origin", direct, func(string) []string { return []string{"Origin", "https://www.branchenbuch.example"} }, 200},
		{"no Origin, own Referer", direct, func(b string) []string { return []string{"Referer", b + "/admin?tab=1"} }, 200},
		{"no Origin, foreign Referer", direct, func(string) []string { return []string{"Referer", "https://evil.example/admin"} }, 403},
		{"neither Origin nor Referer", direct, func(string) []string { return nil }, 403},
		{"neither, but Sec-Fetch-Site same-origin", direct, func(string) []string { return []string{"Sec-Fetch-Site", "same-origin"} }, 200},
		{"Sec-Fetch-Site cross-site", direct, func(b string) []string { return []string{"Origin", b, "Sec-Fetch-Site", "cross-site"} }, 403},
		{"forwarded origin from a trusted proxy", proxied, func(string) []string {
			return append([]string{"Origin", "https://shop.example"}, viaProxy...)
		}, 200},
		{"forwarded origin from anyone else", direct, func(string) []string {
			return append([]string{"Origin", "https://shop.example"}, viaProxy...)
		}, 403},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, body := authSend(t, "POST", c.base+"/api/admin/login", `{"password":"`+testPassword+`"}`, c.header(c.base)...)
			if res.StatusCode != c.status {
				t.Errorf("%d %s, want %d", res.StatusCode, body, c.status)
			}
			if got := sessionCookieOf(res) != nil; got != (c.status == 200) {
				t.Errorf("session cookie set = %v, want %v", got, c.status == 200)
			}
		})
	}
}

func TestCrossOriginAdminCallsAreRefused(t *testing.T) {
	base := startServer(t, asAdmin()).URL
	cookie := authCookie(t, base)
	evil := []string{"Cookie", cookie, "Origin", "https://evil.example"}
	for _, rt := range adminRoutes {
		if res, body := authSend(t, rt.method, base+rt.path, "{}", evil...); res.StatusCode != http.StatusForbidden {
			t.Errorf("%s %s from another origin: %d %s, want 403", rt.method, rt.path, res.StatusCode, body)
		}
	}
	// Reads, such as an export that a page on another port of the same
	// host starts with the operator's Strict cookie, need a sign of our own
	// pages.
	for _, c := range []struct {
		name   string
		header []string
		status int
	}{
		{"Sec-Fetch-Site same-site (another port)", []string{"Sec-Fetch-Site", "same-site"}, 403},
		{"Sec-Fetch-Site cross-site", []string{"Sec-Fetch-Site", "cross-site"}, 403},
		{"same-site, with the panel's header", []string{"Sec-Fetch-Site", "same-site", "X-Branchenbuch-Panel", "1"}, 403},
		{"no sign at all", nil, 403},
		{"foreign Referer", []string{"Referer", "http://127.0.0.1:1/"}, 403},
		{"Sec-Fetch-Site same-origin", []string{"Sec-Fetch-Site", "same-origin"}, 200},
		{"Sec-Fetch-Site none (typed address)", []string{"Sec-Fetch-Site", "none"}, 200},
		{"the panel's header", []string{"X-Branchenbuch-Panel", "1"}, 200},
		{"own Referer", []string{"Referer", base + "/admin"}, 200},
	} {
		for _, path := range []string{"/api/admin/export?type=all", "/api/admin/businesses"} {
			res, body := authSend(t, http.MethodGet, base+path, "", append([]string{"Cookie", cookie}, c.header...)...)
			if res.StatusCode != c.status {
				t.Errorf("GET %s, %s: %d %.80s, want %d", path, c.name, res.StatusCode, body, c.status)
			}
		}
	}
	// Logout is a write too: a foreign page cannot sign the operator out.
	for _, header := range [][]string{{"Cookie", cookie, "Origin", "https://evil.example"}, {"Cookie", cookie}} {
		if res, _ := authSend(t, "POST", base+"/api/admin/logout", "", header...); res.StatusCode != http.StatusForbidden {
			t.Errorf("logout with %v: %d, want 403", header[2:], res.StatusCode)
		}
	}
	if res, body := authSend(t, "GET", base+"/api/admin/session", "", "Cookie", cookie); res.StatusCode != 200 {
		t.Errorf("session after refused logouts: %d %s, want 200", res.StatusCode, body)
	}
}
