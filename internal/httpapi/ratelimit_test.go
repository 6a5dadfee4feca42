package httpapi_test

import (
	"context"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"branchenbuch/internal/httpapi"
)

// behindProxy makes loopback a trusted proxy, so tests speak for many client
// addresses through X-Forwarded-For.
var behindProxy = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}

// publicForm is one public form: its path, a valid body for the n-th post
// (the newsletter needs a new address each time) and its success status.
type publicForm struct {
	name, path string
	body       func(n int) map[string]any
	created    int
}

var publicForms = []publicForm{
	{"submissions", "/api/submissions", func(n int) map[string]any {
		return with(validSubmission(), "name", fmt.Sprintf("Autohaus %d", n))
	}, http.StatusCreated},
	{"messages", "/api/contact", func(int) map[string]any { return validContact() }, http.StatusCreated},
	{"newsletter", "/api/newsletter", func(n int) map[string]any {
		return map[string]any{"email": fmt.Sprintf("leser%d@example.de", n), "website2": ""}
	}, http.StatusAccepted},
}

// postAs posts body to url as the client xff (through the trusted proxy)
// and returns status, Retry-After and the error text or body.
func postAs(t *testing.T, url, xff string, body any) (int, string, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(jsonOf(t, body)))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", xff)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, res.Header.Get("Retry-After"), errorText(string(b))
}

// limits returns the default limits with fn applied to each form's copy.
func limits(fn func(*httpapi.FormLimit)) map[string]httpapi.FormLimit {
	out := maps.Clone(httpapi.DefaultFormLimits)
	for k, l := range out {
		fn(&l)
		out[k] = l
	}
	return out
}

const (
	perAddressText = "Sie haben in kurzer Zeit zu viele Anfragen gesendet. Bitte versuchen Sie es in 10 Minuten erneut."
	overallText    = "Gerade erreichen uns sehr viele Anfragen. Bitte versuchen Sie es in einer Stunde erneut."
)

func TestFormRatePerAddress(t *testing.T) {
	for _, f := range publicForms {
		t.Run(f.name, func(t *testing.T) {
			clock := &authClock{t: fixedNow}
			base := startServer(t, withPassword(), withConfig(httpapi.Config{Now: clock.Now, TrustedProxies: behindProxy})).URL
			url := base + f.path
			// Refused posts (invalid, honeypot) use up nothing.
			for range 3 {
				if s, _, _ := postAs(t, url, "198.51.100.1", with(f.body(0), "website2", "bot")); s != 400 {
					t.Fatalf("honeypot: %d, want 400", s)
				}
			}
			for i := range 5 {
				if s, _, text := postAs(t, url, "198.51.100.1", f.body(i)); s != f.created {
					t.Fatalf("post %d of 5: %d %s, want %d", i+1, s, text, f.created)
				}
			}
			s, retry, text := postAs(t, url, "198.51.100.1", f.body(5))
			if s != 429 || retry != "600" || text != perAddressText {
				t.Errorf("6th post: %d Retry-After %q %q, want 429 600 %q", s, retry, text, perAddressText)
			}
			if s, _, _ := postAs(t, url, "198.51.100.1", with(f.body(5), "website2", "bot")); s != 400 {
				t.Errorf("honeypot over the limit: %d, want 400", s)
			}
			if s, _, _ := postAs(t, url, "198.51.100.2", f.body(6)); s != f.created {
				t.Errorf("another address: %d, want %d", s, f.created)
			}
			clock.Add(9*time.Minute + 30*time.Second)
			s, retry, text = postAs(t, url, "198.51.100.1", f.body(7))
			if s != 429 || retry != "30" || !strings.Contains(text, "in 30 Sekunden erneut") {
				t.Errorf("9½ minutes later: %d Retry-After %q %q, want 429 30 'in 30 Sekunden'", s, retry, text)
			}
			clock.Add(30 * time.Second)
			if s, _, text := postAs(t, url, "198.51.100.1", f.body(8)); s != f.created {
				t.Errorf("after the window: %d %s, want %d", s, text, f.created)
			}

			// An IPv6 client counts by its /64.
			for i := range 5 {
				postAs(t, url, fmt.Sprintf("2001:db8:7:7::%x", i+1), f.body(10+i))
			}
			if s, _, _ := postAs(t, url, "2001:db8:7:7::ff", f.body(20)); s != 429 {
				t.Errorf("6th post from the same /64: %d, want 429", s)
			}
			if s, _, _ := postAs(t, url, "2001:db8:7:8::1", f.body(21)); s != f.created {
				t.Errorf("the next /64: %d, want %d", s, f.created)
			}
		})
	}
}

// TestFormFloodFromOneAddress sends 60 posts at once from one address: 5 are
// stored, the rest refused.
func TestFormFloodFromOneAddress(t *testing.T) {
	srv := startServer(t, withPassword(), withConfig(httpapi.Config{Now: (&authClock{t: fixedNow}).Now}))
	base, st := srv.URL, srv.Store
	var mu sync.Mutex
	got := map[int]int{}
	var wg sync.WaitGroup
	for range 60 {
		wg.Go(func() {
			s, _, _ := postAs(t, base+"/api/contact", "", validContact())
			mu.Lock()
			got[s]++
			mu.Unlock()
		})
	}
	wg.Wait()
	if got[201] != 5 || got[429] != 55 {
		t.Errorf("answers %v, want 5×201 and 55×429", got)
	}
	if _, total, err := st.Messages(context.Background(), "", 1, 10); err != nil || total != 5 {
		t.Errorf("stored messages = %d, %v; want 5", total, err)
	}
}

func TestFormRateOverall(t *testing.T) {
	clock := &authClock{t: fixedNow}
	lim := limits(func(l *httpapi.FormLimit) { l.Overall = httpapi.Rate{Limit: 4, Window: time.Hour} })
	base := startServer(t, withPassword(), withConfig(httpapi.Config{Now: clock.Now, TrustedProxies: behindProxy, FormLimits: lim})).URL
	for _, f := range publicForms {
		for i := range 4 {
			if s, _, text := postAs(t, base+f.path, fmt.Sprintf("192.0.2.%d", i+1), f.body(i)); s != f.created {
				t.Fatalf("%s post %d from its own address: %d %s", f.name, i+1, s, text)
			}
		}
		s, retry, text := postAs(t, base+f.path, "192.0.2.99", f.body(4))
		if s != 429 || retry != "3600" || text != overallText {
			t.Errorf("%s: 5th post overall from a fresh address: %d Retry-After %q %q, want 429 3600 %q", f.name, s, retry, text, overallText)
		}
	}
	clock.Add(time.Hour)
	for _, f := range publicForms {
		if s, _, text := postAs(t, base+f.path, "192.0.2.99", f.body(5)); s != f.created {
			t.Errorf("%s an hour later: %d %s", f.name, s, text)
		}
	}
}

// TestFormRateSharedByInstances runs two servers over one database, as
// behind a load balancer: posts to either count against the same limits.
func TestFormRateSharedByInstances(t *testing.T) {
	for _, engine := range engines {
		t.Run(engine, func(t *testing.T) {
			clock := &authClock{t: fixedNow}
			lim := limits(func(l *httpapi.FormLimit) {
				l.PerAddress, l.Overall = httpapi.Rate{Limit: 3, Window: 10 * time.Minute}, httpapi.Rate{Limit: 8, Window: time.Hour}
			})
			cfg := withConfig(httpapi.Config{Now: clock.Now, TrustedProxies: behindProxy, FormLimits: lim})
			first := startServer(t, onEngine(engine), cfg)
			a, b := first.URL, startServer(t, onDatabaseOf(first), cfg).URL
			url := func(inst string) string { return inst + "/api/contact" }
			for i, inst := range []string{a, b, a} {
				if s, _, text := postAs(t, url(inst), "198.51.100.1", validContact()); s != 201 {
					t.Fatalf("post %d: %d %s", i+1, s, text)
				}
			}
			if s, _, text := postAs(t, url(b), "198.51.100.1", validContact()); s != 429 || text != perAddressText {
				t.Errorf("4th post from one address, on B: %d %q, want 429 %q", s, text, perAddressText)
			}
			// 20 posts at once from fresh addresses, spread over both: the 5 left overall are taken.
			var mu sync.Mutex
			created := 0
			var wg sync.WaitGroup
			for i := range 20 {
				wg.Go(func() {
					inst := []string{a, b}[i%2]
					if s, _, _ := postAs(t, url(inst), fmt.Sprintf("203.0.113.%d", i+1), validContact()); s == 201 {
						mu.Lock()
						created++
						mu.Unlock()
					}
				})
			}
			wg.Wait()
			if created != 5 {
				t.Errorf("20 concurrent posts with 5 left overall: %d stored", created)
			}
			if s, retry, text := postAs(t, url(a), "192.0.2.1", validContact()); s != 429 || retry != "3600" || text != overallText {
				t.Errorf("overall limit reached across instances, on A: %d %q %q", s, retry, text)
			}
		})
	}
}
