package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

func get(t *testing.T, url string, header ...string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := http.DefaultTransport.RoundTrip(req) // no transparent gzip: we test it ourselves
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var r io.Reader = res.Body
	if res.Header.Get("Content-Encoding") == "gzip" {
		gz, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		r = gz
	}
	body, _ := io.ReadAll(r)
	return res, withoutNonce(t, url, res, string(body))
}

// withoutNonce checks that every script element of an HTML page carries the
// nonce of its Content-Security-Policy and returns the page without them,
// as the tests' expectations write it (csp_test.go tests the policy).
func withoutNonce(t *testing.T, url string, res *http.Response, body string) string {
	t.Helper()
	m := nonceOfPolicy.FindStringSubmatch(res.Header.Get("Content-Security-Policy"))
	if m == nil {
		return body
	}
	for _, tag := range scriptTag.FindAllString(body, -1) {
		if !strings.Contains(tag, " nonce="+m[1]) {
			t.Errorf("%s: %s lacks the page's nonce", url, tag)
		}
	}
	return strings.ReplaceAll(body, " nonce="+m[1], "")
}

// TestEndpoints is the table of scenarios: request, status, and text the body must contain.
func TestEndpoints(t *testing.T) {
	srv := startServer(t, asAPI())
	base, byName := srv.URL, srv.ByName
	weber := byName["Elektro Weber"]
	cases := []struct {
		name, path string
		status     int
		contains   []string
		absent     []string
	}{
		{"stats", "/api/businesses/stats", 200, []string{`{"total":10,"homeCountry":"DE","homeTotal":10}`}, nil},
		{"popular default", "/api/businesses/popular", 200, []string{`"name":"Friseursalon Haarmonie"`}, []string{"Unavailable Business"}},
		{"popular limit", "/api/businesses/popular?limit=1", 200, []string{`"Autowerkstatt Müller"`}, []string{"Friseursalon"}},
		{"German category names", "/api/businesses/search?query=Kfz-Service", 200,
			[]string{`"category":"Auto repair shop","categoryLabels":{"de":"Autowerkstatt","en":"Auto repair shop"}`}, nil},
		{"cities without Unknown", "/api/cities", 200, []string{`{"city":"München","businessCount":3}`, "Offenbach"}, []string{"Unknown"}},
		{"cities limit", "/api/cities?limit=2", 200, []string{`[{"city":"München","businessCount":3},{"city":"Berlin","businessCount":1}]`}, nil},
		{"cities bad limit", "/api/cities?limit=x", 400, nil, nil},
		{"categories with counts", "/api/categories", 200, []string{`"slug":"kfz-werkstatt"`, `"count":3,"averageRating":4.6`, `"aliases"`}, nil},
		{"search", "/api/businesses/search?query=Werkstatt&location=M%C3%BCnchen", 200,
			[]string{`"total":2`, `"Autowerkstatt Müller"`, `"openNow":true`}, []string{`"workingHours"`}},
		{"search category by German name", "/api/businesses/search?category=Handwerker", 200, []string{`"total":3`}, nil},
		{"search category all", "/api/businesses/search?category=all&limit=1", 200, []string{`"total":10`}, nil},
		{"search radius", "/api/businesses/search?location=M%C3%BCnchen&radius=5", 200, []string{`"total":3`, `"distanceKm":0.55`}, nil},
		{"detail by id", "/api/businesses/" + strconv.FormatInt(weber.ID, 10), 200, []string{`"name":"Elektro Weber"`, `"urlSlug":"muenchen/elektro-weber"`, `"country_code":"DE"`, `"place_id":"p-weber"`}, nil},
		{"detail by slug", "/api/businesses/slug/muenchen/elektro-weber", 200, []string{`"name":"Elektro Weber"`}, nil},
		{"city page", "/api/cities/M%C3%BCnchen/businesses?page=1&limit=2", 200,
			[]string{`"total":3`, `"page":1`, `"totalPages":2`, `"city":"München"`}, nil},
		{"city page transliterated", "/api/cities/muenchen/businesses", 200, []string{`"city":"München"`, `"total":3`}, nil},
		{"category page", "/api/categories/handwerker/businesses?sortBy=name", 200,
			[]string{`"total":3`, `"totalPages":1`, `"businesses":[{"id"`, `"averageRating":4.3`}, nil},
		{"category alias", "/api/categories/restaurant/businesses", 200, []string{`"Ristorante Da Marco"`}, nil},
		{"settings public", "/api/admin/settings", 200, []string{`"head_code":""`, `"ad_area_4":""`}, nil},
		{"api listing page without build", "/", 200, []string{"/api/businesses/search"}, nil},
		{"client route without build", "/city/M%C3%BCnchen", 200, []string{"<!doctype html>"}, nil},

		{"unknown id", "/api/businesses/99999999", 404, []string{`"error"`}, nil},
		{"hidden business by id", "/api/businesses/" + strconv.FormatInt(byName["Versteckte Werkstatt"].ID, 10), 404, nil, nil},
		{"non-numeric id", "/api/businesses/abc", 400, []string{"Ungültige ID"}, nil},
		{"negative id", "/api/businesses/-1", 400, nil, nil},
		{"huge id", "/api/businesses/99999999999999999999999", 400, nil, nil},
		{"unknown slug", "/api/businesses/slug/nirgendwo/nichts", 404, nil, nil},
		{"non-numeric page", "/api/cities/Berlin/businesses?page=zwei", 400, []string{"page"}, nil},
		{"page zero", "/api/cities/Berlin/businesses?page=0", 400, nil, nil},
		{"negative limit", "/api/businesses/popular?limit=-5", 400, nil, nil},
		{"huge limit is clamped", "/api/businesses/search?limit=100000", 200, []string{`"total":10`}, nil},
		{"limit not a number", "/api/businesses/search?limit=1e99", 400, nil, nil},
		{"negative offset", "/api/businesses/search?offset=-1", 400, nil, nil},
		{"offset past the end", "/api/businesses/search?query=werkstatt&offset=500", 200, []string{`"businesses":[]`, `"total":4`}, nil},
		{"unknown sort key", "/api/categories/handwerker/businesses?sortBy=price", 400, []string{"Sortierung"}, nil},
		{"sort key with SQL", "/api/categories/handwerker/businesses?sortBy=id%3BDROP%20TABLE%20businesses", 400, nil, nil},
		{"unknown category", "/api/categories/nichts/businesses", 404, []string{"Kategorie nicht gefunden"}, nil},
		{"unknown category filter", "/api/businesses/search?category=nichts", 400, nil, nil},
		{"overlong query", "/api/businesses/search?query=" + strings.Repeat("a", 201), 400, []string{"zu lang"}, nil},
		{"invalid UTF-8 query", "/api/businesses/search?query=%ff%fe", 400, []string{"ungültige Zeichen"}, nil},
		{"invalid UTF-8 city", "/api/cities/%ff/businesses", 400, nil, nil},
		{"quote", "/api/businesses/search?query=%22", 200, []string{`"total":0`}, nil},
		{"star", "/api/businesses/search?query=*", 200, []string{`"total":0`}, nil},
		{"parenthesis", "/api/businesses/search?query=(werkstatt", 200, []string{`"total":4`}, nil},
		{"NEAR", "/api/businesses/search?query=NEAR(werkstatt%20m%C3%BCller)", 200, nil, nil},
		{"radius without location", "/api/businesses/search?radius=5", 400, []string{"Ort"}, nil},
		{"radius unknown place", "/api/businesses/search?location=Atlantis&radius=5", 400, nil, nil},
		{"radius too large", "/api/businesses/search?location=80331&radius=5000", 400, nil, nil},
		{"radius not a number", "/api/businesses/search?location=80331&radius=NaN", 400, nil, nil},
		{"unknown api path", "/api/nope", 404, []string{`"error"`}, nil},
		{"health", "/healthz", 200, []string{`"status":"ok"`}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res, body := get(t, base+tc.path)
			if res.StatusCode != tc.status {
				t.Fatalf("status = %d, want %d; body %s", res.StatusCode, tc.status, body)
			}
			for _, want := range tc.contains {
				if !strings.Contains(body, want) {
					t.Errorf("body lacks %s:\n%.600s", want, body)
				}
			}
			for _, bad := range tc.absent {
				if strings.Contains(body, bad) {
					t.Errorf("body has %s", bad)
				}
			}
			if strings.HasPrefix(tc.path, "/api/") && !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
				t.Errorf("content type = %q", res.Header.Get("Content-Type"))
			}
		})
	}
}

func TestErrorsAreJSON(t *testing.T) {
	base := startServer(t, asAPI()).URL
	_, body := get(t, base+"/api/businesses/abc")
	var e struct{ Error string }
	if err := json.Unmarshal([]byte(body), &e); err != nil || e.Error == "" {
		t.Errorf("error body %q is not {\"error\": …}", body)
	}
}

func TestCachingAndCompression(t *testing.T) {
	base := startServer(t, asAPI()).URL
	res, body := get(t, base+"/api/categories", "Accept-Encoding", "gzip")
	if res.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("no gzip: %v", res.Header)
	}
	if !strings.Contains(body, "kfz-werkstatt") {
		t.Errorf("gzip body not readable: %.100s", body)
	}
	etag := res.Header.Get("ETag")
	if etag == "" || !strings.Contains(res.Header.Get("Cache-Control"), "max-age") {
		t.Fatalf("ETag %q, Cache-Control %q", etag, res.Header.Get("Cache-Control"))
	}
	res, body = get(t, base+"/api/categories", "If-None-Match", etag)
	if res.StatusCode != http.StatusNotModified || body != "" {
		t.Errorf("If-None-Match: status %d body %q, want 304 and no body", res.StatusCode, body)
	}
	for _, h := range []string{"X-Content-Type-Options", "Referrer-Policy", "Content-Security-Policy"} {
		if res.Header.Get(h) == "" {
			t.Errorf("missing security header %s", h)
		}
	}
}

// TestWrongMethods: the public API is read-only; other methods get a 4xx
// with the JSON error body, also when they carry a large body.
func TestWrongMethods(t *testing.T) {
	base := startServer(t, asAPI()).URL
	for _, path := range []string{"/api/businesses/search", "/", "/city/Berlin"} {
		res, err := http.Post(base+path, "application/json", strings.NewReader(strings.Repeat("x", 2<<20)))
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode < 400 || res.StatusCode >= 500 || !strings.Contains(string(body), `"error"`) {
			t.Errorf("POST %s: status %d body %.80q, want a 4xx with an error", path, res.StatusCode, body)
		}
	}
}

func TestServesTheBuiltApp(t *testing.T) {
	static := fstest.MapFS{
		"index.html":         {Data: []byte(`<!doctype html><div id="root"></div>`)},
		"assets/app-1a2b.js": {Data: []byte(`console.log("app")`)},
		"robots.txt":         {Data: []byte("User-agent: *")},
	}
	base := startServer(t, asAPI(), withStatic(static)).URL
	res, body := get(t, base+"/assets/app-1a2b.js")
	if res.StatusCode != 200 || !strings.Contains(res.Header.Get("Cache-Control"), "immutable") || !strings.Contains(body, "app") {
		t.Errorf("asset: %d %q %q", res.StatusCode, res.Header.Get("Cache-Control"), body)
	}
	// Unknown paths get the page too (the server's not-found card), with 404.
	for p, status := range map[string]int{"/": 200, "/city/Berlin": 200, "/muenchen/elektro-weber": 200, "/gibt/es/nicht": 404} {
		res, body = get(t, base+p)
		if res.StatusCode != status || !strings.Contains(body, `id="root"`) || res.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: %d (want %d) %q %q", p, res.StatusCode, status, res.Header.Get("Cache-Control"), body)
		}
	}
}

// Hashed assets go out gzip-compressed at the best level, and unchanged to
// clients that do not accept gzip.
func TestServesAssetsCompressed(t *testing.T) {
	js := strings.Repeat(`function f(a){return a+1}`, 200)
	base := startServer(t, asAPI(), withStatic(fstest.MapFS{
		"index.html":         {Data: []byte(`<!doctype html><div id="root"></div>`)},
		"assets/app-1a2b.js": {Data: []byte(js)},
	})).URL
	for _, encoding := range []string{"gzip, br", ""} {
		req, _ := http.NewRequest(http.MethodGet, base+"/assets/app-1a2b.js", nil)
		req.Header.Set("Accept-Encoding", encoding) // set explicitly: the client then does not decompress
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(res.Body)
		res.Body.Close()
		body := raw
		if encoding != "" {
			if res.Header.Get("Content-Encoding") != "gzip" || len(raw) >= len(js)/10 {
				t.Fatalf("gzip asset: encoding %q, %d bytes of %d", res.Header.Get("Content-Encoding"), len(raw), len(js))
			}
			zr, err := gzip.NewReader(bytes.NewReader(raw))
			if err != nil {
				t.Fatal(err)
			}
			body, _ = io.ReadAll(zr)
		}
		if string(body) != js || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/javascript") {
			t.Errorf("Accept-Encoding %q: %q, %d bytes, want the asset", encoding, res.Header.Get("Content-Type"), len(body))
		}
	}
}
