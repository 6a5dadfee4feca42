package httpapi_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/httpapi"
)

// sessionStatus asks base whether cookie is signed in, and a guarded route too.
func sessionStatus(t *testing.T, base, cookie string) int {
	t.Helper()
	res, body := authSend(t, "GET", base+"/api/admin/session", "", "Cookie", cookie)
	guarded, _ := authSend(t, "GET", base+"/api/admin/stats", "", "Cookie", cookie)
	if (res.StatusCode == http.StatusUnauthorized) != (guarded.StatusCode == http.StatusUnauthorized) {
		t.Errorf("session says %d (%s) but a guarded route %d", res.StatusCode, body, guarded.StatusCode)
	}
	return res.StatusCode
}

func TestSessionExpiry(t *testing.T) {
	cases := []struct {
		name  string
		steps []time.Duration // waits before each check; the last one must find the session ended
	}{
		{"idle timeout", []time.Duration{29 * time.Minute, 29 * time.Minute, 29*time.Minute + 59*time.Second, 30 * time.Minute}},
		{"absolute timeout", []time.Duration{25 * time.Minute, 25 * time.Minute, 25 * time.Minute, 25 * time.Minute, 20 * time.Minute}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			clock := &authClock{t: fixedNow}
			base := startServer(t, withPassword(), withConfig(httpapi.Config{Now: clock.Now, SessionIdle: 30 * time.Minute, SessionMax: 2 * time.Hour})).URL
			cookie := authCookie(t, base)
			for i, d := range c.steps {
				clock.Add(d)
				want := http.StatusOK
				if i == len(c.steps)-1 {
					want = http.StatusUnauthorized
				}
				if got := sessionStatus(t, base, cookie); got != want {
					t.Fatalf("after %v more (check %d): %d, want %d", d, i+1, got, want)
				}
			}
			// Ended stays ended, also when the clock is turned back.
			clock.Add(-time.Hour)
			if got := sessionStatus(t, base, cookie); got != http.StatusUnauthorized {
				t.Errorf("ended session later: %d, want 401", got)
			}
		})
	}
}

func TestSessionReportsWhenItEnds(t *testing.T) {
	clock := &authClock{t: fixedNow}
	base := startServer(t, withPassword(), withConfig(httpapi.Config{Now: clock.Now, SessionIdle: 30 * time.Minute, SessionMax: 2 * time.Hour})).URL
	cookie := authCookie(t, base)
	for _, c := range []struct {
		wait time.Duration
		want string
	}{
		{0, "2026-11-18T09:30:00Z"},                // idle end after sign-in
		{20 * time.Minute, "2026-11-18T09:50:00Z"}, // activity moves it
		{25 * time.Minute, "2026-11-18T10:15:00Z"},
		{25 * time.Minute, "2026-11-18T10:40:00Z"},
		{25 * time.Minute, "2026-11-18T11:00:00Z"}, // capped by the absolute end
	} {
		clock.Add(c.wait)
		_, body := authSend(t, "GET", base+"/api/admin/session", "", "Cookie", cookie)
		if want := `{"authenticated":true,"expiresAt":"` + c.want + `","maxUploadMB":20}`; body != want {
			t.Errorf("at %s: %s, want %s", clock.Now().Format(time.TimeOnly), body, want)
		}
	}
}

func TestLogoutEndsTheSessionOnEveryInstance(t *testing.T) {
	first := startServer(t)
	if err := httpapi.SetAdminPassword(context.Background(), first.connect(t), testPassword); err != nil {
		t.Fatal(err)
	}
	a, b := first.URL, startServer(t, onDatabaseOf(first)).URL
	cookie := authCookie(t, a)
	if got := sessionStatus(t, b, cookie); got != http.StatusOK {
		t.Fatalf("A's session on B: %d, want 200", got)
	}
	res, body := authSend(t, "POST", a+"/api/admin/logout", "", "Cookie", cookie, "Origin", a)
	if c := sessionCookieOf(res); res.StatusCode != http.StatusNoContent || c == nil || c.MaxAge >= 0 || c.Value != "" {
		t.Fatalf("logout: %d %s, cookie %+v; want 204 clearing the cookie", res.StatusCode, body, c)
	}
	for name, base := range map[string]string{"A": a, "B": b} {
		if got := sessionStatus(t, base, cookie); got != http.StatusUnauthorized {
			t.Errorf("after logout on A, instance %s: %d, want 401", name, got)
		}
	}
	if res, _ := authSend(t, "POST", b+"/api/admin/logout", "", "Cookie", cookie, "Origin", b); res.StatusCode != http.StatusNoContent {
		t.Errorf("logout again: %d, want 204", res.StatusCode)
	}
}

func TestPasswordChangeEndsSessions(t *testing.T) {
	ctx := context.Background()
	srv := startServer(t, withPassword())
	base, st := srv.URL, srv.Store
	cookie := authCookie(t, base)
	if err := httpapi.SetAdminPassword(ctx, st, "kurz"); directory.ErrorCode(err) != directory.EINVALID {
		t.Errorf("a 4-character password: err = %v, want EINVALID", err)
	}
	if changed, err := httpapi.ApplyAdminPassword(ctx, st, testPassword); err != nil || changed {
		t.Errorf("applying the same password: changed %v (%v), want unchanged", changed, err)
	}
	if got := sessionStatus(t, base, cookie); got != http.StatusOK {
		t.Fatalf("session after applying the same password: %d, want 200", got)
	}
	if changed, err := httpapi.ApplyAdminPassword(ctx, st, "Ganz-Neues-Passwort"); err != nil || !changed {
		t.Fatalf("applying a new password: changed %v (%v), want changed", changed, err)
	}
	if got := sessionStatus(t, base, cookie); got != http.StatusUnauthorized {
		t.Errorf("session after the change: %d, want 401", got)
	}
	if res, _ := authLogin(t, base, testPassword); res.StatusCode != http.StatusUnauthorized {
		t.Errorf("old password: %d, want 401", res.StatusCode)
	}
	if res, body := authLogin(t, base, "Ganz-Neues-Passwort"); res.StatusCode != http.StatusOK {
		t.Errorf("new password: %d %s, want 200", res.StatusCode, body)
	}
}

func TestGeneratedPassword(t *testing.T) {
	ctx := context.Background()
	srv := startServer(t)
	base, st := srv.URL, srv.Store
	pw, err := httpapi.InitAdminPassword(ctx, st)
	if err != nil || len(pw) != 16 {
		t.Fatalf("generated %q (%v), want 16 characters", pw, err)
	}
	if again, err := httpapi.InitAdminPassword(ctx, st); err != nil || again != "" {
		t.Errorf("second start generated %q (%v), want nothing", again, err)
	}
	if res, body := authLogin(t, base, pw); res.StatusCode != http.StatusOK {
		t.Errorf("login with the generated password: %d %s", res.StatusCode, body)
	}
	if other := httpapi.GeneratePassword(); other == pw {
		t.Errorf("two generated passwords are equal: %q", pw)
	}
}
