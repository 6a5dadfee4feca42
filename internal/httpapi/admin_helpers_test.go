package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/httpapi"
	"branchenbuch/internal/store/sqlite"
	"branchenbuch/internal/store/storetest"
)

// testPassword is the operator password of adminServer.
const testPassword = "Richtig-Geheim-42"

// adminServer starts a server over a fresh SQLite store with the fixture
// businesses and the operator password testPassword, and returns its URL and
// store. Tests that need two instances call httpapi.New on the same store.
func adminServer(t *testing.T) (string, directory.Store) {
	t.Helper()
	return adminServerWith(t, func() time.Time { return fixedNow })
}

// adminServerWith is adminServer with the server's clock now and extra
// businesses besides the fixture.
func adminServerWith(t *testing.T, now directory.Clock, extra ...directory.Business) (string, directory.Store) {
	t.Helper()
	return adminServerConfig(t, httpapi.Config{Now: now}, extra...)
}

// adminServerConfig is adminServer with c's settings (its Store and Log
// are filled in).
func adminServerConfig(t *testing.T, c httpapi.Config, extra ...directory.Business) (string, directory.Store) {
	t.Helper()
	st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "admin.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return adminServerOn(t, st, c, extra...), st
}

// adminServerOn is adminServerConfig over the store st (of either engine).
func adminServerOn(t *testing.T, st directory.Store, c httpapi.Config, extra ...directory.Business) string {
	t.Helper()
	ctx := context.Background()
	if _, err := st.UpsertBusinesses(ctx, append(storetest.Fixture(), extra...)); err != nil {
		t.Fatal(err)
	}
	if err := httpapi.SetAdminPassword(ctx, st, testPassword); err != nil {
		t.Fatal(err)
	}
	c.Store, c.Log = st, slog.New(slog.DiscardHandler)
	startImports(t, st, &c)
	srv := httptest.NewServer(httpapi.New(c))
	t.Cleanup(srv.Close)
	return srv.URL
}

// sameOrigin adds the Origin header a browser sends with the panel's requests.
type sameOrigin struct{ origin string }

func (o sameOrigin) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Origin", o.origin)
	return http.DefaultTransport.RoundTrip(r)
}

// adminClient signs in at base with password and returns a client that
// sends the session cookie and a same-origin Origin header, as the panel does.
func adminClient(t *testing.T, base, password string) *http.Client {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Transport: sameOrigin{base}}
	res, body := call(t, c, http.MethodPost, base+"/api/admin/login", map[string]string{"password": password})
	if res.StatusCode != http.StatusOK {
		t.Fatalf("login: %d %s", res.StatusCode, body)
	}
	return c
}

// call sends a request with an optional JSON body and returns the answer and its body.
func call(t *testing.T, c *http.Client, method, url string, body any) (*http.Response, string) {
	t.Helper()
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, url, r)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}
