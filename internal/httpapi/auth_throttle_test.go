package httpapi_test

import (
	"bytes"
	"fmt"
	"log/slog"
	"net/http"
	"net/netip"
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
	base := startServer(t, withPassword(), withConfig(httpapi.Config{Now: clock.Now, TrustedProxies: []netip.Prefix{
		netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("10.0.0.0/8")}})).URL
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
	base := startServer(t, withPassword(), withConfig(httpapi.Config{Now: (&authClock{t: fixedNow}).Now})).URL
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
	first := startServer(t, withClock(clock.Now))
	if err := httpapi.SetAdminPassword(t.Context(), first.connect(t), testPassword); err != nil {
		t.Fatal(err)
	}
	a, b := first.URL, startServer(t, onDatabaseOf(first), withClock(clock.Now)).URL
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

// TestAccountWideThrottle: guesses from many addresses, one each, block
// every login for a while that grows but stays short, and raise an alarm in
// the log.
func TestAccountWideThrottle(t *testing.T) {
	clock := &authClock{t: fixedNow}
	var logs bytes.Buffer
	base := startServer(t, withPassword(), withConfig(httpapi.Config{Now: clock.Now, Log: slog.New(slog.NewTextHandler(&logs, nil)),
		TrustedProxies: []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}})).URL
	address := func(i int) string { return fmt.Sprintf("198.51.%d.%d", 100+i/250, 1+i%250) }
	guess := func(from, n int) (int, string) {
		t.Helper()
		var s int
		var ra string
		for i := from; i < from+n; i++ {
			if s, ra = loginFrom(t, base, address(i), "falsch-falsch"); i < from+n-1 && s != http.StatusUnauthorized {
				t.Fatalf("guess %d: %d, want 401", i-from+1, s)
			}
		}
		return s, ra
	}
	if s, ra := guess(0, 20); s != 429 || ra != "10" {
		t.Errorf("20th guess within a minute, each from another address: %d %q, want 429 10", s, ra)
	}
	if !strings.Contains(logs.String(), "level=ERROR msg=\"admin login alarm") {
		t.Errorf("no alarm in the log:\n%s", logs.String())
	}
	if s, ra := loginFrom(t, base, "192.0.2.1", testPassword); s != 429 || ra != "10" {
		t.Errorf("the operator from a fresh address meanwhile: %d %q, want 429 10", s, ra)
	}
	clock.Add(10 * time.Second)
	if s, ra := guess(100, 20); s != 429 || ra != "20" {
		t.Errorf("20 more guesses after the block: %d %q, want 429 20 (doubled)", s, ra)
	}
	for range 4 { // the wait stops growing at a minute
		clock.Add(time.Minute)
		guess(200, 20)
	}
	if s, ra := loginFrom(t, base, "192.0.2.1", testPassword); s != 429 || ra != "60" {
		t.Errorf("the operator during a long attack: %d %q, want 429 60 at most", s, ra)
	}
	clock.Add(time.Minute)
	if s, _ := loginFrom(t, base, "192.0.2.1", testPassword); s != 200 {
		t.Errorf("the operator a minute later: %d, want 200", s)
	}
	// Fewer guesses than that within a minute block nobody.
	clock.Add(time.Hour)
	guess(300, 19)
	clock.Add(time.Minute)
	if s, _ := guess(400, 19); s != 401 {
		t.Errorf("19 guesses a minute: %d, want 401", s)
	}
}
