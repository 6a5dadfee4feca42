package httpapi_test

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"branchenbuch/internal/pages"
)

// batteryRoutes are the API's routes ({x} is a path value), besides the
// page manifest's, which the battery takes from pages.Manifest.
var batteryRoutes = []string{
	"GET /api/admin/settings", "POST /api/admin/login", "GET /api/admin/session",
	"GET /api/admin/stats", "GET /api/admin/businesses", "PATCH /api/admin/businesses/{x}",
	"GET /api/admin/real-categories", "GET /api/admin/cities", "GET /api/admin/types", "GET /api/admin/countries",
	"POST /api/admin/settings/bulk", "GET /api/admin/submissions", "POST /api/admin/submissions/{x}/approve",
	"POST /api/admin/submissions/{x}/reject", "GET /api/admin/messages", "POST /api/admin/messages/{x}/done",
	"GET /api/admin/audit", "GET /api/admin/newsletter", "POST /api/admin/import-excel", "GET /api/admin/import-jobs",
	"GET /api/admin/import-jobs/{x}", "POST /api/admin/import-jobs/{x}/cancel", "GET /api/admin/export",
	"GET /api/admin/validation-status", "GET /api/admin/jobs/{x}/report", "GET /api/admin/photo-status",
	"POST /api/submissions", "POST /api/contact", "POST /api/newsletter", "GET /api/newsletter/confirm",
	"GET /api/cities", "GET /api/cities/{x}/businesses", "GET /api/categories", "GET /api/categories/{x}/businesses",
	"GET /api/businesses/stats", "GET /api/businesses/popular", "GET /api/businesses/search",
	"GET /api/businesses/slug/{x}/{x}", "GET /api/businesses/{x}", "GET /api/businesses/{x}/nearby",
	"GET /api/blog", "GET /api/blog/{x}", "GET /api/og/business/{x}", "GET /api/og/city/{x}", "GET /api/page-meta",
	"GET /sitemap.xml", "GET /sitemaps/{x}", "GET /robots.txt", "GET /media/photos/{x}", "GET /healthz", "GET /readyz",
	"GET /assets/{x}", "GET /api/{x}",
}

// Hostile values for path segments, parameter keys and values, escaped as
// they go into a URL.
var (
	hostileValues = []string{"", "%00", "%FF", "%C3%28", "%ED%A0%80", "..", "%2e%2e%2f%2e%2e%2fetc%2fpasswd", "a%2Fb", "%5C",
		"-1", "0", "1", "2", "99999999999999999999", "1e9", "NaN", "-0", "0x10", "1.5", "%27%20OR%201%3D1--",
		"%22%3B%20DROP%20TABLE%20businesses%3B--", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "%E2%80%AE", "%F0%9F%98%80",
		"%20", "null", "%5B%5D", "%7B%7D", "%0D%0ASet-Cookie%3Ax%3D1", "Berlin", "handwerker", "M%C3%BCnchen", "rating",
		"desc", "name", "all", "xlsx", "%25", "%25%25", "%2B", "*", "true", "yes", strings.Repeat("x", 3000), strings.Repeat("%C3%A4", 600)}
	batteryKeys = []string{"q", "query", "location", "city", "category", "page", "limit", "offset", "sort", "sortBy",
		"sortOrder", "radius", "lat", "lng", "minRating", "open", "website", "photos", "type", "country", "search", "status",
		"date", "from", "to", "format", "token", "path", "id", "lang", "%00", "%FF", "__proto__", "q[]", "page%5B%5D"}
	hostileBodies = []struct{ contentType, body string }{
		{"application/json", "{"}, {"application/json", "[]"}, {"application/json", "null"}, {"application/json", `{"a":1}`},
		{"application/json", `{"name":"\u0000"}`}, {"application/json", `{"password":"` + strings.Repeat("x", 5000) + `"}`},
		{"application/json", strings.Repeat("[", 100000)}, {"application/json", `{"name":1e999}`},
		{"application/json", `{"phone":["x"],"hidden":"yes"}`}, {"application/json", "\xff\xfe{}"},
		{"text/plain", "hallo"}, {"multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"excelFile\"; filename=\"a.csv\"\r\n\r\nname\r\n\x00\r\n--x--"},
		{"multipart/form-data", "kein multipart"}, {"application/x-www-form-urlencoded", "a=%00"}, {"", ""},
		{"application/json", strings.Repeat("a", 1<<20+10)},
	}
	batteryMethods = []string{"GET", "GET", "GET", "HEAD", "POST", "PATCH", "PUT", "DELETE", "OPTIONS", "TRACE", "PROPFIND"}
)

// TestBadInputBattery sends 2,500 generated malformed requests per engine
// across every route (the API's and the page manifest's): random and
// oversized parameters, NUL and invalid UTF-8, negative and huge numbers,
// injection strings in sort and filter keys, traversal in slugs and asset
// paths, wrong methods and content types, oversized bodies. None may be
// answered with a 5xx, and the server answers normally afterwards.
// BATTERY_REQUESTS sets another number per engine.
func TestBadInputBattery(t *testing.T) {
	routes := append([]string{}, batteryRoutes...)
	for _, r := range pages.Manifest {
		if r.Pattern != "" {
			routes = append(routes, "GET "+r.Pattern, "GET /en"+r.Pattern)
		}
	}
	n := 2500
	if testing.Short() {
		n = 300
	}
	fmt.Sscan(os.Getenv("BATTERY_REQUESTS"), &n)
	for _, name := range engines {
		t.Run(name, func(t *testing.T) {
			base := startServer(t, asAdmin(), onEngine(name),
				withStatic(fstest.MapFS{"index.html": {Data: []byte(viteIndex)}, "assets/app.js": {Data: []byte("x")}})).URL
			c := adminClient(t, base, testPassword)
			rng := rand.New(rand.NewPCG(14, uint64(len(name))))
			pick := func(xs []string) string { return xs[rng.IntN(len(xs))] }
			failures := 0
			for i := range n {
				route := pick(routes)
				method, pattern, _ := strings.Cut(route, " ")
				if rng.IntN(5) == 0 {
					method = pick(batteryMethods)
				}
				path := pattern
				for strings.Contains(path, "{") {
					start, end := strings.Index(path, "{"), strings.Index(path, "}")
					path = path[:start] + pick(hostileValues) + path[end+1:]
				}
				var query []string
				for range rng.IntN(4) {
					query = append(query, pick(batteryKeys)+"="+pick(hostileValues))
				}
				target := base + path
				if len(query) > 0 {
					target += "?" + strings.Join(query, "&")
				}
				var body io.Reader
				contentType := ""
				if method != "GET" && method != "HEAD" || rng.IntN(10) == 0 {
					b := hostileBodies[rng.IntN(len(hostileBodies))]
					body, contentType = strings.NewReader(b.body), b.contentType
				}
				req, err := http.NewRequest(method, target, body)
				if err != nil { // a URL Go itself will not send (a raw "%" sequence it cannot read)
					if _, perr := url.Parse(target); perr == nil {
						t.Fatalf("request %d: %v", i, err)
					}
					continue
				}
				if contentType != "" {
					req.Header.Set("Content-Type", contentType)
				}
				res, err := c.Do(req)
				if err != nil {
					t.Fatalf("request %d %s %s: %v", i, method, target, err)
				}
				head, _ := io.ReadAll(io.LimitReader(res.Body, 300))
				res.Body.Close()
				if res.StatusCode >= 500 {
					failures++
					if failures <= 20 {
						t.Errorf("%s %.200s: %d %s", method, target, res.StatusCode, bytes.TrimSpace(head))
					}
				}
			}
			if failures > 0 {
				t.Errorf("%d of %d requests answered 5xx", failures, n)
			}
			// The server and the session still work.
			if res, body := call(t, c, http.MethodGet, base+"/api/admin/stats", nil); res.StatusCode != http.StatusOK {
				t.Errorf("after the battery: stats %d %s", res.StatusCode, body)
			}
			if res, _ := get(t, base+"/api/businesses/search?q=Werkstatt"); res.StatusCode != http.StatusOK {
				t.Errorf("after the battery: search %d", res.StatusCode)
			}
		})
	}
}
