package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// hostileTextPaths carry NUL or invalid UTF-8 in a path segment or a
// parameter, on every kind of route: PostgreSQL refuses such text, so on
// both engines each is refused before any handler runs, an API call with
// 400 and any other address with the storefront's not-found page.
var hostileTextPaths = []string{
	"/api/businesses/slug/berlin/%00",
	"/api/businesses/slug/%C3%28/x",
	"/api/businesses/%00",
	"/api/businesses/1/nearby?category=%00",
	"/api/businesses/search?q=%00",
	"/api/businesses/search?q=B%E4ckerei",
	"/api/businesses/search?city=%00&q=x",
	"/api/businesses/popular?city=%FF",
	"/api/cities/%00/businesses",
	"/api/cities/berlin/businesses?sort=%00",
	"/api/categories/%00/businesses",
	"/api/og/city/%00",
	"/api/blog/%00",
	"/api/newsletter/confirm?token=%00",
	"/api/admin/businesses?category=%00",
	"/api/admin/businesses?type=%00",
	"/api/admin/businesses?country=%00",
	"/api/admin/businesses?city=%00",
	"/api/admin/businesses?search=%00",
	"/api/admin/businesses?%00=1",
	"/api/admin/export?category=%00",
	"/api/admin/export?type=%FE",
	"/berlin/%00",
	"/city/%00",
	"/category/%00",
	"/assets/%00",
	"/sitemaps/%00",
	"/media/photos/%00",
	"/%C0%AF",
}

// hostileTextParameters are pages with unreadable parameters: they are taken
// as absent, like any other bad parameter of a page.
var hostileTextParameters = map[string]string{
	"/businesses?q=%00&sort=rating": "/businesses?sort=rating",
	"/city/Berlin?page=%FF":         "/city/Berlin",
}

// TestHostileTextSameOnBothEngines sends NUL and invalid UTF-8 in paths,
// parameters, JSON bodies and an imported file to a server over each
// engine: the requests are refused with 400 and a message, and the file's
// rows are all imported, NUL removed and a late Windows-1252 row read as
// such, the same on both engines.
func TestHostileTextSameOnBothEngines(t *testing.T) {
	for _, engine := range engines {
		t.Run(engine, func(t *testing.T) {
			srv := startServer(t, asAdmin(), onEngine(engine), withIndex(viteIndex))
			base, st := srv.URL, srv.Store
			c := adminClient(t, base, testPassword)
			for _, path := range hostileTextPaths {
				res, body := call(t, c, http.MethodGet, base+path, nil)
				switch api := strings.HasPrefix(path, "/api/"); {
				case api && (res.StatusCode != http.StatusBadRequest || !strings.Contains(body, "ungültige Zeichen")):
					t.Errorf("GET %s: %d %s, want 400 naming the characters", path, res.StatusCode, body)
				case !api && (res.StatusCode != http.StatusNotFound || !strings.Contains(body, "Seite nicht gefunden")):
					t.Errorf("GET %s: %d %s, want the not-found page", path, res.StatusCode, body)
				}
			}
			first, _, err := st.AdminBusinesses(context.Background(), directory.AdminQuery{SortBy: directory.AdminSortName, Page: 1, Limit: 1})
			if err != nil || len(first) == 0 {
				t.Fatalf("a business to edit: %v", err)
			}
			id := first[0].ID
			for hostile, clean := range hostileTextParameters {
				_, want := get(t, base+clean)
				if res, body := get(t, base+hostile); res.StatusCode != http.StatusOK || body != want {
					t.Errorf("GET %s: %d, want the page of %s", hostile, res.StatusCode, clean)
				}
			}
			for _, req := range []struct {
				method, path string
				body         any
			}{
				{http.MethodPost, "/api/contact", with(validContact(), "name", "Jürgen\x00")},
				{http.MethodPost, "/api/submissions", with(validSubmission(), "description", "Meisterbetrieb\x00")},
				{http.MethodPost, "/api/newsletter", map[string]any{"email": "a\x00@example.de"}},
				{http.MethodPatch, fmt.Sprintf("/api/admin/businesses/%d", id), map[string]any{"phone": "030\x00123"}},
				{http.MethodPost, "/api/admin/settings/bulk", map[string]string{"site_title": "Titel\x00"}},
			} {
				res, body := call(t, c, req.method, base+req.path, req.body)
				if res.StatusCode != http.StatusBadRequest || !strings.Contains(body, "Nullzeichen") {
					t.Errorf("%s %s with NUL: %d %s, want 400 naming the NUL", req.method, req.path, res.StatusCode, body)
				}
			}
			// The text \u0000 itself (an escaped backslash) is no NUL.
			if res, body := call(t, c, http.MethodPost, base+"/api/contact", with(validContact(), "message", `Was heißt \u0000?`)); res.StatusCode != http.StatusCreated {
				t.Errorf(`contact with the text \u0000: %d %s, want 201`, res.StatusCode, body)
			}

			// The hostile rows come after the part the reader looks at to
			// tell text from binary and UTF-8 from Windows-1252.
			var csv strings.Builder
			csv.WriteString("name,city,reviews_link,place_id\n")
			const filler = 2000 // about 90 kB
			for i := range filler {
				fmt.Fprintf(&csv, "Firma %d,Berlin,https://example.de/%d,fill-%d\n", i, i, i)
			}
			csv.WriteString("Bäcke\x00rei Nul,Berlin,https://example.de/r,nul-1\n")
			csv.WriteString("Caf\xe9 Latin,M\xfcnchen,javascript:alert(1),nul-2\n")
			r := mustImport(t, c, base, "b\xe4cker.csv", []byte(csv.String())) // a Latin-1 file name
			if r.Imported != filler+2 || r.Errors != 0 {
				t.Fatalf("import with NUL and Latin-1 bytes: %+v, want %d imported", r, filler+2)
			}
			rows := stored(t, st)
			nul, latin := findByPlaceID(rows, "nul-1"), findByPlaceID(rows, "nul-2")
			if nul == nil || nul.Name != "Bäckerei Nul" || nul.ReviewsLink != "https://example.de/r" {
				t.Errorf("row with NUL stored as %+v", nul)
			}
			if latin == nil || latin.Name != "Café Latin" || latin.City != "München" || latin.ReviewsLink != "" {
				t.Errorf("row with Latin-1 bytes and a javascript: link stored as %+v", latin)
			}
		})
	}
}

func findByPlaceID(rows map[string]directory.ExportRow, placeID string) *directory.ExportRow {
	for _, r := range rows {
		if r.PlaceID == placeID {
			return &r
		}
	}
	return nil
}
