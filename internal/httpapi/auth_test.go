package httpapi_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"branchenbuch/internal/httpapi"
)

// authClock is a clock the tests move by hand.
type authClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *authClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

func (c *authClock) Add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// authSend makes one request without a cookie jar; header holds name, value pairs.
func authSend(t *testing.T, method, url, body string, header ...string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Add(header[i], header[i+1])
	}
	res, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

// authLogin posts a password from the server's own origin, plus header.
func authLogin(t *testing.T, base, password string, header ...string) (*http.Response, string) {
	t.Helper()
	b, _ := json.Marshal(map[string]string{"password": password})
	return authSend(t, http.MethodPost, base+"/api/admin/login", string(b), append([]string{"Origin", base}, header...)...)
}

// authCookie signs in at base and returns the Cookie header value of the session.
func authCookie(t *testing.T, base string) string {
	t.Helper()
	res, body := authLogin(t, base, testPassword)
	c := sessionCookieOf(res)
	if res.StatusCode != http.StatusOK || c == nil {
		t.Fatalf("login: %d %s (cookie %v)", res.StatusCode, body, c)
	}
	return "bb_session=" + c.Value
}

func sessionCookieOf(res *http.Response) *http.Cookie {
	for _, c := range res.Cookies() {
		if c.Name == "bb_session" {
			return c
		}
	}
	return nil
}

// adminRoutes is every route behind s.admin; a new operator route belongs here.
var adminRoutes = []struct{ method, path string }{
	{"GET", "/api/admin/stats"},
	{"GET", "/api/admin/businesses"},
	{"PATCH", "/api/admin/businesses/1"},
	{"GET", "/api/admin/real-categories"},
	{"GET", "/api/admin/cities"},
	{"GET", "/api/admin/types"},
	{"GET", "/api/admin/countries"},
	{"POST", "/api/admin/settings/bulk"},
	{"GET", "/api/admin/submissions"},
	{"POST", "/api/admin/submissions/1/approve"},
	{"POST", "/api/admin/submissions/1/reject"},
	{"GET", "/api/admin/messages"},
	{"POST", "/api/admin/messages/1/done"},
	{"GET", "/api/admin/audit"},
	{"POST", "/api/admin/import-excel"},
	{"GET", "/api/admin/export"},
}

// An operator path nobody registered is guarded too: the guard stands in
// front of the whole /api/admin/ table, not route by route.
func TestUnknownAdminPathsAreGuarded(t *testing.T) {
	base := startServer(t, asAdmin()).URL
	if res, body := authSend(t, "GET", base+"/api/admin/gibt-es-nicht", ""); res.StatusCode != http.StatusUnauthorized {
		t.Errorf("without a session: %d %s, want 401", res.StatusCode, body)
	}
	signedIn := adminClient(t, base, testPassword)
	res, body := call(t, signedIn, "GET", base+"/api/admin/gibt-es-nicht", nil)
	if res.StatusCode != http.StatusNotFound || !strings.Contains(body, `"error"`) {
		t.Errorf("signed in: %d %s, want a JSON 404", res.StatusCode, body)
	}
}

func TestAdminRoutesNeedASession(t *testing.T) {
	base := startServer(t, asAdmin()).URL
	signedIn := adminClient(t, base, testPassword)
	for _, rt := range adminRoutes {
		t.Run(rt.method+" "+rt.path, func(t *testing.T) {
			without := []struct {
				name   string
				header []string
			}{
				{"no cookie", nil},
				{"no cookie, own origin", []string{"Origin", base}},
				{"unknown token", []string{"Origin", base, "Cookie", "bb_session=" + strings.Repeat("A", 43)}},
				{"malformed cookie", []string{"Origin", base, "Cookie", "bb_session=nonsense"}},
			}
			for _, c := range without {
				res, body := authSend(t, rt.method, base+rt.path, "{}", c.header...)
				if res.StatusCode != http.StatusUnauthorized || !strings.Contains(body, `"error"`) {
					t.Errorf("%s: %d %s, want 401 with an error", c.name, res.StatusCode, body)
				}
			}
			res, body := call(t, signedIn, rt.method, base+rt.path, map[string]any{})
			if res.StatusCode == http.StatusUnauthorized || res.StatusCode == http.StatusForbidden {
				t.Errorf("signed in: %d %s, want past the guard", res.StatusCode, body)
			}
		})
	}
	if res, body := authSend(t, "GET", base+"/api/admin/settings", ""); res.StatusCode != http.StatusOK {
		t.Errorf("GET /api/admin/settings without a session: %d %s, want 200 (public by design)", res.StatusCode, body)
	}
}

func TestLogin(t *testing.T) {
	base := startServer(t, asAdmin()).URL
	cases := []struct {
		name, body string
		status     int
		want       string
	}{
		{"wrong password", `{"password": "falsch-falsch"}`, 401, `{"error":"Geçersiz şifre!","code":"unauthorized"}`},
		{"no password", `{}`, 400, `"error"`},
		{"not JSON", `password=x`, 400, `"error"`},
		{"too large", `{"password": "` + strings.Repeat("x", 5000) + `"}`, 413, `"error"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, body := authSend(t, "POST", base+"/api/admin/login", c.body, "Origin", base)
			if res.StatusCode != c.status || !strings.Contains(body, c.want) || sessionCookieOf(res) != nil {
				t.Errorf("got %d %s, want %d with %s and no cookie", res.StatusCode, body, c.status, c.want)
			}
		})
	}

	res, body := authLogin(t, base, testPassword)
	if want := `{"expiresAt":"2026-11-18T11:00:00Z","maxUploadMB":20,"ok":true}`; res.StatusCode != 200 || body != want {
		t.Fatalf("right password: %d %s, want 200 %s", res.StatusCode, body, want)
	}
	c := sessionCookieOf(res)
	if c == nil || !c.HttpOnly || c.SameSite != http.SameSiteStrictMode || c.Path != "/" || c.Secure ||
		c.MaxAge != 12*3600 || len(c.Value) != 43 {
		t.Fatalf("cookie = %+v, want HttpOnly, SameSite=Strict, Path=/, not Secure over http, 12 h, a 32-byte token", c)
	}
	cookie := "bb_session=" + c.Value
	res, body = authSend(t, "GET", base+"/api/admin/session", "", "Cookie", cookie)
	if want := `{"authenticated":true,"expiresAt":"2026-11-18T11:00:00Z","maxUploadMB":20}`; res.StatusCode != 200 || body != want {
		t.Errorf("session: %d %s, want 200 %s", res.StatusCode, body, want)
	}
	if res, _ := authSend(t, "GET", base+"/api/admin/session", ""); res.StatusCode != 401 {
		t.Errorf("session without a cookie: %d, want 401", res.StatusCode)
	}
	// A second login is a second session; both work.
	other := authCookie(t, base)
	for _, ck := range []string{cookie, other} {
		if res, _ := authSend(t, "GET", base+"/api/admin/stats", "", "Cookie", ck); res.StatusCode == 401 {
			t.Errorf("stats with session %s…: 401", ck[:16])
		}
	}
}

func TestSessionCookieSecure(t *testing.T) {
	loopback := []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}
	ownOrigin := func(base string) []string { return []string{"Origin", base} }
	cases := []struct {
		name   string
		cfg    httpapi.Config
		header func(base string) []string
		secure bool
	}{
		{"http BASE_URL", httpapi.Config{BaseURL: "http://127.0.0.1:8080"}, ownOrigin, false},
		{"https BASE_URL", httpapi.Config{BaseURL: "https://www.branchenbuch.example"}, ownOrigin, true},
		{"TLS ends at a trusted proxy", httpapi.Config{TrustedProxies: loopback}, func(base string) []string {
			host := strings.TrimPrefix(base, "http://")
			return []string{"Origin", "https://" + host, "X-Forwarded-Proto", "https", "X-Forwarded-Host", host}
		}, true},
		{"X-Forwarded-Proto from anyone else", httpapi.Config{}, func(base string) []string {
			return []string{"Origin", base, "X-Forwarded-Proto", "https"}
		}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			base := startServer(t, withPassword(), withConfig(c.cfg)).URL
			res, body := authSend(t, "POST", base+"/api/admin/login", `{"password":"`+testPassword+`"}`, c.header(base)...)
			ck := sessionCookieOf(res)
			if res.StatusCode != 200 || ck == nil {
				t.Fatalf("login: %d %s", res.StatusCode, body)
			}
			if ck.Secure != c.secure {
				t.Errorf("Secure = %v, want %v", ck.Secure, c.secure)
			}
		})
	}
}
