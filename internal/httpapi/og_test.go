package httpapi_test

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/ogimage"
)

func TestShareImages(t *testing.T) {
	srv := startServer(t, asAPI())
	base, byName := srv.URL, srv.ByName
	id := func(name string) string { return strconv.FormatInt(byName[name].ID, 10) }
	cases := []struct {
		name, path string
		status     int
	}{
		{"business", "/api/og/business/" + id("Elektro Weber"), 200},
		{"business with umlauts", "/api/og/business/" + id("Autowerkstatt Müller"), 200},
		{"business in the Unknown city", "/api/og/business/" + id("Steuerberatung Groß"), 200},
		{"city", "/api/og/city/M%C3%BCnchen", 200},
		{"city transliterated", "/api/og/city/muenchen", 200},
		{"city with spaces", "/api/og/city/Frankfurt%20am%20Main", 200},

		{"unknown id", "/api/og/business/99999999", 404},
		{"hidden business", "/api/og/business/" + id("Versteckte Werkstatt"), 404},
		{"placeholder business", "/api/og/business/" + id(directory.UnavailableName), 404},
		{"closed for good", "/api/og/business/" + id("Alte Werkstatt Schmidt"), 404},
		{"non-numeric id", "/api/og/business/abc", 400},
		{"negative id", "/api/og/business/-1", 400},
		{"unknown city", "/api/og/city/Atlantis", 404},
		{"placeholder city", "/api/og/city/Unknown", 404},
		{"placeholder city in lower case", "/api/og/city/unknown", 404},
		{"invalid UTF-8 city", "/api/og/city/%ff", 400},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res, body := get(t, base+tc.path, "Accept-Encoding", "gzip")
			if res.StatusCode != tc.status {
				t.Fatalf("status = %d, want %d; body %.200q", res.StatusCode, tc.status, body)
			}
			if tc.status != 200 {
				if !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") || !strings.Contains(body, `"error"`) {
					t.Errorf("error answer %q %.100q is not a JSON error", res.Header.Get("Content-Type"), body)
				}
				return
			}
			if got := res.Header.Get("Content-Type"); got != "image/png" {
				t.Errorf("Content-Type = %q, want image/png", got)
			}
			if got := res.Header.Get("Cache-Control"); got != "public, max-age=86400" {
				t.Errorf("Cache-Control = %q", got)
			}
			if res.Header.Get("ETag") == "" || res.Header.Get("Content-Encoding") != "" {
				t.Errorf("ETag %q, Content-Encoding %q: want an ETag and no gzip", res.Header.Get("ETag"), res.Header.Get("Content-Encoding"))
			}
			img, err := png.Decode(strings.NewReader(body))
			if err != nil {
				t.Fatalf("body is no PNG: %v", err)
			}
			if got, want := img.Bounds(), image.Rect(0, 0, 1200, 630); got != want {
				t.Errorf("bounds = %v, want %v", got, want)
			}
		})
	}
}

func TestShareImageRevalidation(t *testing.T) {
	srv := startServer(t, asAPI())
	base, byName := srv.URL, srv.ByName
	for _, path := range []string{"/api/og/business/" + strconv.FormatInt(byName["Dachdecker Jäger"].ID, 10), "/api/og/city/K%C3%B6ln"} {
		res, _ := get(t, base+path)
		etag := res.Header.Get("ETag")
		res, body := get(t, base+path, "If-None-Match", etag)
		if res.StatusCode != http.StatusNotModified || body != "" {
			t.Errorf("%s If-None-Match %s: status %d body %d bytes, want 304 without a body", path, etag, res.StatusCode, len(body))
		}
		if got := res.Header.Get("ETag"); got != etag {
			t.Errorf("%s: 304 carries ETag %q, want %q", path, got, etag)
		}
		res, _ = get(t, base+path, "If-None-Match", `"og-something-else"`)
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s with a stale ETag: status %d, want 200", path, res.StatusCode)
		}
	}
}

// TestShareImageCache: a second request is served from memory with the same
// bytes, and a change of the business draws a new image under a new ETag.
func TestShareImageCache(t *testing.T) {
	ctx := context.Background()
	// A name no other test draws, so the process-wide cache cannot hold it yet.
	b := directory.Business{Name: "Cache-Probe " + strconv.FormatInt(time.Now().UnixNano(), 36), Category: "Bäckerei",
		City: "Köln", PostalCode: "50667", PlaceID: "p-probe", Rating: 4.5, ReviewCount: 7}
	srv := startServer(t, withBusinesses(b))
	st := srv.Store
	url := srv.URL + "/api/og/business/" + strconv.FormatInt(srv.Businesses[0].ID, 10)

	before := ogimage.Renders()
	res1, first := get(t, url)
	res2, second := get(t, url)
	if got := ogimage.Renders() - before; got != 1 {
		t.Errorf("two requests drew %d images, want 1", got)
	}
	if res1.StatusCode != 200 || res2.StatusCode != 200 || !bytes.Equal([]byte(first), []byte(second)) {
		t.Errorf("statuses %d, %d; identical bodies %v", res1.StatusCode, res2.StatusCode, first == second)
	}

	b.Rating, b.ReviewCount = 4.9, 8
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{b}); err != nil {
		t.Fatal(err)
	}
	res3, third := get(t, url)
	if got := ogimage.Renders() - before; got != 2 {
		t.Errorf("after the update %d images were drawn, want 2", got)
	}
	if res3.Header.Get("ETag") == res1.Header.Get("ETag") || third == first {
		t.Error("the updated business kept its old image or ETag")
	}
}
