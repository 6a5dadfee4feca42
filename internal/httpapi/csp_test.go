package httpapi_test

import (
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

var (
	nonceOfPolicy = regexp.MustCompile(`script-src 'nonce-([A-Za-z0-9_-]{22})' 'strict-dynamic'`)
	scriptTag     = regexp.MustCompile(`(?i)<script\b[^>]*>|<link rel="modulepreload"[^>]*>`)
)

// TestPagesCarryAContentSecurityPolicy: every HTML page has a policy with a
// fresh nonce, which each script element carries, the operator's head and
// footer code included; the panel's policy allows nothing but our own
// server; HSTS follows https.
func TestPagesCarryAContentSecurityPolicy(t *testing.T) {
	set := directory.Settings{
		"head_code":   `<script>window.operatorHead = 1</script>`,
		"footer_code": `<SCRIPT async src="https://ads.example/loader.js"></SCRIPT><script>document.write("<script src='https://ads.example/w.js'></scr" + "ipt>")</script>`,
	}
	srv := startServer(t, asSEO(), withSettings(set))
	base, byName := srv.URL, srv.ByName
	detail := "/" + byName["Autowerkstatt Müller"].URLSlug
	seen := map[string]bool{}
	for _, path := range []string{"/", detail, "/city/Berlin", "/businesses?q=Werkstatt", "/impressum", "/admin", "/nirgendwo"} {
		res, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		policy := res.Header.Get("Content-Security-Policy")
		m := nonceOfPolicy.FindStringSubmatch(policy)
		if m == nil {
			t.Errorf("%s: policy %q, want a nonce and 'strict-dynamic'", path, policy)
			continue
		}
		nonce := m[1]
		if seen[nonce] {
			t.Errorf("%s: nonce %s used before", path, nonce)
		}
		seen[nonce] = true
		tags := scriptTag.FindAllString(string(body), -1)
		if len(tags) == 0 {
			t.Errorf("%s: no script element", path)
		}
		for _, tag := range tags {
			if !strings.Contains(tag, " nonce="+nonce) {
				t.Errorf("%s: %s lacks the nonce %s", path, tag, nonce)
			}
		}
		panel := path == "/admin"
		if got := strings.Contains(policy, "connect-src 'self'") && strings.Contains(policy, "frame-ancestors 'none'"); got != panel {
			t.Errorf("%s: policy %q, panel's strict policy: %v, want %v", path, policy, got, panel)
		}
		if !panel && !strings.Contains(string(body), "window.operatorHead") {
			t.Errorf("%s: the operator's head code is missing", path)
		}
	}
}

// TestHSTSWithHTTPS: a site whose BASE_URL is https sends HSTS on every
// answer; one on plain http does not.
func TestHSTSWithHTTPS(t *testing.T) {
	https := startServer(t, asSEO()).URL // BASE_URL https://www.branchenbuch.example
	plain := startServer(t, asAdmin()).URL
	for _, c := range []struct{ base, want string }{{https, "max-age=31536000"}, {plain, ""}} {
		for _, path := range []string{"/", "/api/businesses/stats"} {
			res, err := http.Get(c.base + path)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if got := res.Header.Get("Strict-Transport-Security"); got != c.want {
				t.Errorf("%s%s: HSTS %q, want %q", c.base, path, got, c.want)
			}
		}
	}
}
