package httpapi_test

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/httpapi"
)

// loginStatus signs in at base with the test password without a testing.T,
// so that a goroutine may call it; -1 when the request fails.
func loginStatus(base string) int {
	b, _ := json.Marshal(map[string]string{"password": testPassword})
	req, _ := http.NewRequest(http.MethodPost, base+"/api/admin/login", strings.NewReader(string(b)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", base)
	res, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		return -1
	}
	res.Body.Close()
	return res.StatusCode
}

// TestAdminWaitsForStartPassword: until the operator password given at
// start is applied (Config.AdminReady), sign-in and operator requests wait
// while the storefront answers; once it is, they go on.
func TestAdminWaitsForStartPassword(t *testing.T) {
	step := httpapi.NewStartStep()
	srv := startServer(t, withFixture(), withPassword(), withConfig(httpapi.Config{AdminReady: step.Wait}))
	if res, body := authSend(t, "GET", srv.URL+"/api/cities", ""); res.StatusCode != http.StatusOK {
		t.Fatalf("storefront before the password is applied: %d %s", res.StatusCode, body)
	}
	logins := make(chan int, 1)
	go func() { logins <- loginStatus(srv.URL) }()
	select {
	case status := <-logins:
		t.Fatalf("sign-in answered %d before the password was applied", status)
	case <-time.After(300 * time.Millisecond):
	}
	step.Run(nil)
	if status := <-logins; status != http.StatusOK {
		t.Fatalf("sign-in after the password was applied: %d, want 200", status)
	}
	if got := sessionStatus(t, srv.URL, authCookie(t, srv.URL)); got != http.StatusOK {
		t.Errorf("session after the password was applied: %d, want 200", got)
	}
}

// TestAdminWaitsForStartPasswordThatFails: when the password given at start
// could not be applied, neither a sign-in nor an operator request is let
// through against the password it was to replace.
func TestAdminWaitsForStartPasswordThatFails(t *testing.T) {
	step := httpapi.NewStartStep()
	gone := errors.New("database gone")
	if err := step.Run(func() error { return gone }); !errors.Is(err, gone) {
		t.Fatalf("Run = %v, want the step's error", err)
	}
	srv := startServer(t, withPassword(), withConfig(httpapi.Config{AdminReady: step.Wait}))
	if res, body := authLogin(t, srv.URL, testPassword); res.StatusCode != http.StatusInternalServerError || sessionCookieOf(res) != nil {
		t.Errorf("sign-in when applying the password failed: %d %s, want 500 without a session", res.StatusCode, body)
	}
	if res, _ := authSend(t, "GET", srv.URL+"/api/admin/stats", ""); res.StatusCode != http.StatusInternalServerError {
		t.Errorf("operator request when applying the password failed: %d, want 500", res.StatusCode)
	}
}
