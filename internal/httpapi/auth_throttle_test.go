package httpapi_test

import (
	"net/http"
	"net/netip"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/httpapi"
)

// loginFrom signs in through a proxy that reports the client as xff.
func loginFrom(t *testing.T, base, xff, password string) (status int, retryAfter string) {
	t.Helper()
	var header []string
	if xff != "" {
		header = []string{"X-Forwarded-For", xff}
	}
	res, body := authLogin(t, base, password, header...)
	if res.StatusCode == http.StatusTooManyRequests && !strings.Contains(body, res.Header.Get("Retry-After")+" saniye") {
		t.Errorf("429 body %s does not name the %s seconds", body, res.Header.Get("Retry-After"))
	}
	return res.StatusCode, res.Header.Get("Retry-After")
}

// failLogins sends n wrong passwords from xff and returns the last answer.
func failLogins(t *testing.T, base, xff string, n int) (status int, retryAfter string) {
	t.Helper()
	for i := range n {
		status, retryAfter = loginFrom(t, base, xff, "falsch-falsch")
		if i < n-1 && status != http.StatusUnauthorized {
			t.Fatalf("wrong password %d of %d from %s: %d, want 401", i+1, n, xff, status)
		}
	}
	return status, retryAfter
}

func TestLoginThrottle(t *testing.T) {
	clock := &authClock{t: fixedNow}
	base, _ := authInstance(t, httpapi.Config{Now: clock.Now, TrustedProxies: []netip.Prefix{
		netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("10.0.0.0/8")}})
	expect := func(what string, status int, retryAfter string, wantStatus int, wantRetry string) {
		t.Helper()
		if status != wantStatus || retryAfter != wantRetry {
			t.Errorf("%s: %d Retry-After %q, want %d %q", what, status, retryAfter, wantStatus, wantRetry)
		}
	}

	s, ra := failLogins(t, base, "198.51.100.1", 5)
	expect("5th wrong password", s, ra, 429, "60")
	s, ra = loginFrom(t, base, "198.51.100.1", testPassword)
	expect("right password while blocked", s, ra, 429, "60")
	s, ra = loginFrom(t, base, "203.0.113.50, 198.51.100.1", testPassword)
	expect("an address made up left of the proxy's", s, ra, 429, "60")
	s, ra = loginFrom(t, base, "198.51.100.1, 10.0.0.7", testPassword)
	expect("behind two trusted proxies", s, ra, 429, "60")
	s, ra = loginFrom(t, base, "198.51.100.1, 198.51.100.2", testPassword)
	expect("another client, whatever it claims further left", s, ra, 200, "")

	clock.Add(30 * time.Second)
	s, ra = loginFrom(t, base, "198.51.100.1", testPassword)
	expect("half the block later", s, ra, 429, "30")
	clock.Add(30 * time.Second)
	s, ra = loginFrom(t, base, "198.51.100.1", testPassword)
	expect("after the block", s, ra, 200, "")
	// The good login forgot the failures: the next block is the first again.
	s, ra = failLogins(t, base, "198.51.100.1", 5)
	expect("5 wrong after a good login", s, ra, 429, "60")

	// Blocks double while failures go on.
	failLogins(t, base, "198.51.100.3", 5)
	clock.Add(time.Minute)
	s, ra = failLogins(t, base, "198.51.100.3", 5)
	expect("second block", s, ra, 429, "120")

	// An IPv6 client is counted by its /64.
	failLogins(t, base, "2001:db8:1:2::1", 5)
	s, ra = loginFrom(t, base, "2001:db8:1:2::99", testPassword)
	expect("same /64", s, ra, 429, "60")
	s, ra = loginFrom(t, base, "2001:db8:1:3::1", testPassword)
	expect("next /64", s, ra, 200, "")
}

func TestForwardedForIgnoredWithoutTrustedProxies(t *testing.T) {
	base, _ := authInstance(t, httpapi.Config{Now: (&authClock{t: fixedNow}).Now})
	for i, xff := range []string{"198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"} {
		if s, _ := loginFrom(t, base, xff, "falsch-falsch"); s != 401 {
			t.Fatalf("wrong password %d: %d, want 401", i+1, s)
		}
	}
	if s, ra := loginFrom(t, base, "198.51.100.5", "falsch-falsch"); s != 429 || ra != "60" {
		t.Errorf("5th wrong password from the same peer, claiming another address: %d %q, want 429 60", s, ra)
	}
	if s, _ := loginFrom(t, base, "192.0.2.99", testPassword); s != 429 {
		t.Errorf("right password claiming a fresh address: %d, want 429", s)
	}
}

func TestThrottleSharedByInstances(t *testing.T) {
	clock := &authClock{t: fixedNow}
	path := filepath.Join(t.TempDir(), "shared.db")
	a, _ := authInstance(t, httpapi.Config{Now: clock.Now, Store: authDB(t, path)})
	if err := httpapi.SetAdminPassword(t.Context(), authDB(t, path), testPassword); err != nil {
		t.Fatal(err)
	}
	b, _ := authInstance(t, httpapi.Config{Now: clock.Now, Store: authDB(t, path)})
	failLogins(t, a, "", 3)
	if s, _ := failLogins(t, b, "", 1); s != 401 {
		t.Fatalf("4th wrong password, on B: %d, want 401", s)
	}
	if s, ra := loginFrom(t, b, "", "falsch-falsch"); s != 429 || ra != "60" {
		t.Errorf("5th wrong password, on B: %d %q, want 429 60", s, ra)
	}
	if s, _ := loginFrom(t, a, "", testPassword); s != 429 {
		t.Errorf("right password on A while B blocked the address: %d, want 429", s)
	}
}
