package httpapi_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// adminListPage is the part of the table's answer the tests read.
type adminListPage struct {
	Businesses []struct {
		Name           string `json:"name"`
		Hidden         *bool  `json:"hidden"`
		BusinessStatus string `json:"businessStatus"`
	} `json:"businesses"`
	Total      int `json:"total"`
	Page       int `json:"page"`
	TotalPages int `json:"totalPages"`
}

func TestAdminBusinesses(t *testing.T) {
	base := startServer(t, asAdminList()).URL
	c := adminClient(t, base, testPassword)
	munich := []string{"Alte Werkstatt Schmidt", "Autowerkstatt Müller", "Elektro Weber", "Kfz-Service Mueller",
		directory.UnavailableName, "Versteckte Werkstatt"}
	cases := []struct {
		name, query       string
		total, page, pags int
		first             []string // the page starts with these names
	}{
		{"defaults: name ascending, hidden and closed included", "", 13, 1, 1, []string{"Alte Werkstatt Schmidt", "Autowerkstatt Müller", "Bäckerei Schulze"}},
		{"paging", "page=2&limit=5", 13, 2, 3, []string{"Friseursalon Haarmonie", "Kfz-Service Mueller"}},
		{"page past the end", "page=4&limit=5", 13, 4, 3, nil},
		{"limit clamped to 100", "limit=5000", 13, 1, 1, []string{"Alte Werkstatt Schmidt"}},
		{"category", "category=Autowerkstatt", 5, 1, 1, []string{"Alte Werkstatt Schmidt", "Autowerkstatt Müller", directory.UnavailableName}},
		{"category all", "category=all", 13, 1, 1, nil},
		{"city", "city=M%C3%BCnchen", 6, 1, 1, munich},
		{"city all, empty type", "city=all&type=", 13, 1, 1, nil},
		{"type", "type=Elektriker", 1, 1, 1, []string{"Muller Elektrotechnik"}},
		{"country", "country=at", 1, 1, 1, []string{"Friseursalon Haarmonie"}},
		{"country all", "country=ALL", 13, 1, 1, nil},
		{"created today", "date=2026-11-18", 13, 1, 1, nil},
		{"created on an earlier day", "date=2026-11-17", 0, 1, 0, nil},
		{"date all", "date=all", 13, 1, 1, nil},
		{"filters combined", "category=Autowerkstatt&city=M%C3%BCnchen&country=DE&date=2026-11-18&type=Autowerkstatt", 4, 1, 1,
			[]string{"Alte Werkstatt Schmidt", "Autowerkstatt Müller", directory.UnavailableName, "Versteckte Werkstatt"}},
		{"name descending", "sortOrder=desc", 13, 1, 1, []string{"Werkstatt am Main", "Versteckte Werkstatt"}},
		{"rating descending", "sortBy=rating&sortOrder=desc&limit=4", 13, 1, 4,
			[]string{"Versteckte Werkstatt", "Alte Werkstatt Schmidt", directory.UnavailableName, "Muller Elektrotechnik"}},
		{"rating ascending", "sortBy=rating&sortOrder=asc", 13, 1, 1, []string{"Werkstatt am Main", "Elektro Weber"}},
		{"review count", "sortBy=reviewCount", 13, 1, 1, []string{"Werkstatt am Main", "Muller Elektrotechnik"}},
		{"city order", "sortBy=city", 13, 1, 1, []string{"Muller Elektrotechnik", "Ristorante Da Marco", "Werkstatt am Main"}},
		{"category order, descending", "sortBy=category&sortOrder=desc", 13, 1, 1, []string{"Steuerberatung Groß", "Ristorante Da Marco"}},
		{"search with umlaut", "search=M%C3%BCller", 3, 1, 1, []string{"Autowerkstatt Müller", "Kfz-Service Mueller", "Muller Elektrotechnik"}},
		{"search transliterated, partial", "search=Muel", 3, 1, 1, []string{"Autowerkstatt Müller"}},
		{"search and filter", "search=Mueller&city=Berlin", 1, 1, 1, []string{"Muller Elektrotechnik"}},
		{"search finds hidden", "search=versteckte", 1, 1, 1, []string{"Versteckte Werkstatt"}},
		{"deepest page allowed", "page=501", 13, 501, 1, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res, body := call(t, c, http.MethodGet, base+"/api/admin/businesses?"+tc.query, nil)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", res.StatusCode, body)
			}
			var p adminListPage
			if err := json.Unmarshal([]byte(body), &p); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, b := range p.Businesses {
				got = append(got, b.Name)
			}
			if p.Total != tc.total || p.Page != tc.page || p.TotalPages != tc.pags || !slices.Equal(got[:min(len(got), len(tc.first))], tc.first) {
				t.Errorf("total %d page %d of %d, names %q;\nwant total %d page %d of %d, names starting %q",
					p.Total, p.Page, p.TotalPages, got, tc.total, tc.page, tc.pags, tc.first)
			}
			if strings.Contains(body, `"workingHours"`) || strings.Contains(body, `"about"`) {
				t.Error("list rows carry heavy fields")
			}
		})
	}
}

// TestAdminBusinessesRowFields: the table says of every row whether it is
// hidden, and how Google marks it, so that the panel can show why a
// business is not on the storefront.
func TestAdminBusinessesRowFields(t *testing.T) {
	base := startServer(t, asAdminList()).URL
	c := adminClient(t, base, testPassword)
	_, body := call(t, c, http.MethodGet, base+"/api/admin/businesses?category=Autowerkstatt", nil)
	var p adminListPage
	if err := json.Unmarshal([]byte(body), &p); err != nil {
		t.Fatal(err)
	}
	want := map[string]struct {
		hidden bool
		status string
	}{
		"Alte Werkstatt Schmidt": {false, directory.StatusClosedPermanently},
		"Versteckte Werkstatt":   {true, directory.StatusOperational}, // written without a status
		"Autowerkstatt Müller":   {false, directory.StatusOperational},
	}
	for _, b := range p.Businesses {
		if b.Hidden == nil {
			t.Errorf("%s: no hidden field", b.Name)
			continue
		}
		if w, ok := want[b.Name]; ok && (*b.Hidden != w.hidden || b.BusinessStatus != w.status) {
			t.Errorf("%s: hidden %v, status %q; want %v, %q", b.Name, *b.Hidden, b.BusinessStatus, w.hidden, w.status)
		}
	}
}

func TestAdminListsRefuse(t *testing.T) {
	base := startServer(t, asAdminList()).URL
	c := adminClient(t, base, testPassword)
	cases := []struct {
		name, query, says string
	}{
		{"unknown sort key", "sortBy=price", "Sortierung"},
		{"sort key with SQL", "sortBy=name%3BDROP%20TABLE%20businesses", "Sortierung"},
		{"unknown sort order", "sortOrder=up", "Sortierrichtung"},
		{"date tomorrow", "date=2026-11-19", "Zukunft"},
		{"date in German notation", "date=18.11.2026", "Datum"},
		{"date that does not exist", "date=2026-02-30", "Datum"},
		{"page zero", "page=0", "page"},
		{"page not a number", "page=eins", "page"},
		{"page too deep", "page=502", "zu weit"},
		{"negative limit", "limit=-1", "limit"},
		{"overlong search", "search=" + strings.Repeat("a", 201), "zu lang"},
		{"invalid UTF-8", "city=%ff", "ungültige Zeichen"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res, body := call(t, c, http.MethodGet, base+"/api/admin/businesses?"+tc.query, nil)
			if res.StatusCode != http.StatusBadRequest || !strings.Contains(body, tc.says) {
				t.Errorf("status %d body %s; want 400 saying %q", res.StatusCode, body, tc.says)
			}
		})
	}
	for _, path := range []string{"/api/admin/businesses", "/api/admin/stats", "/api/admin/real-categories",
		"/api/admin/cities", "/api/admin/types", "/api/admin/countries"} {
		if res, _ := call(t, http.DefaultClient, http.MethodGet, base+path, nil); res.StatusCode != http.StatusUnauthorized {
			t.Errorf("GET %s without a session: %d, want 401", path, res.StatusCode)
		}
	}
}

func TestAdminFacetsAndStats(t *testing.T) {
	base := startServer(t, asAdminList()).URL
	c := adminClient(t, base, testPassword)
	cases := []struct{ path, want string }{
		{"/api/admin/stats", `{"totalBusinesses":10,"totalCities":7,"totalCategories":9,"avgRating":4.4}`},
		{"/api/admin/real-categories", `[{"category":"Autowerkstatt","count":5},{"category":"Auto repair shop","count":1},`},
		{"/api/admin/types", `[{"type":"Autowerkstatt","count":5},{"type":"Auto repair shop","count":1},`},
		{"/api/admin/cities", `[{"city":"München","count":6},{"city":"Berlin","count":1},{"city":"Frankfurt (Oder)","count":1},`},
		{"/api/admin/countries", `[{"country":"Deutschland","countryCode":"DE","count":12},{"country":"Österreich","countryCode":"AT","count":1}]`},
		{"/api/admin/cities?limit=2", `[{"city":"München","count":6},{"city":"Berlin","count":1}]`},
	}
	for _, tc := range cases {
		res, body := call(t, c, http.MethodGet, base+tc.path, nil)
		if res.StatusCode != http.StatusOK || !strings.HasPrefix(body, tc.want) {
			t.Errorf("GET %s: %d %.300s\nwant it to start with %s", tc.path, res.StatusCode, body, tc.want)
		}
		if strings.Contains(tc.path, "limit=") && body != tc.want {
			t.Errorf("GET %s = %s, want exactly %s", tc.path, body, tc.want)
		}
		if cc := res.Header.Get("Cache-Control"); cc != "no-store" {
			t.Errorf("GET %s: Cache-Control %q; operator data stays out of shared caches", tc.path, cc)
		}
	}
	if res, body := call(t, c, http.MethodGet, base+"/api/admin/cities?limit=zwei", nil); res.StatusCode != http.StatusBadRequest {
		t.Errorf("limit=zwei: %d %s, want 400", res.StatusCode, body)
	}
}
