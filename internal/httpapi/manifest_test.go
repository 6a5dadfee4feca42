package httpapi_test

import (
	"strings"
	"testing"

	"branchenbuch/internal/pages"
)

// samples are a real value of each route parameter in the SEO fixtures.
var samples = map[string]string{"city": "muenchen", "slug": "autowerkstatt-mueller", "category": "handwerker", "id": "kfz-werkstatt-finden", "letter": "m"}

// samplePath fills a manifest pattern with the samples; /business/{id} takes a business id.
func samplePath(pattern, businessID string) string {
	if pattern == "" {
		return "/gibt/es/wirklich/nicht"
	}
	if pattern == "/business/{id}" {
		return "/business/" + businessID
	}
	for name, v := range samples {
		pattern = strings.ReplaceAll(pattern, "{"+name+"}", v)
	}
	return pattern
}

// TestEveryRouteOfTheManifest: every route answers with its own title, a
// description and the robots its manifest entry says, in every locale.
func TestEveryRouteOfTheManifest(t *testing.T) {
	srv := startServer(t, asSEO())
	base, byName := srv.URL, srv.ByName
	id := idStr(byName["Autowerkstatt Müller"].ID)
	titles := map[string]string{}
	for _, r := range pages.Manifest {
		for _, loc := range pages.Locales {
			path := loc.Path(samplePath(r.Pattern, id))
			t.Run(path, func(t *testing.T) {
				p := fetchPage(t, base+path)
				wantStatus := 200
				if r.Pattern == "" || r.Panel && loc != pages.DE {
					wantStatus = 404
				}
				if p.status != wantStatus {
					t.Fatalf("status %d, want %d", p.status, wantStatus)
				}
				if p.title == "" || p.meta["description"] == "" {
					t.Errorf("title %q, description %q", p.title, p.meta["description"])
				}
				wantRobots := "noindex, follow"
				if r.Index && wantStatus == 200 {
					wantRobots = "index, follow"
				}
				if p.meta["robots"] != wantRobots {
					t.Errorf("robots %q, want %q", p.meta["robots"], wantRobots)
				}
				if wantStatus == 200 && r.Pattern != "/business/{id}" {
					key := string(loc) + " " + p.title // names are the same in both locales
					if other, dup := titles[key]; dup {
						t.Errorf("title %q also on %s", p.title, other)
					}
					titles[key] = path
				}
			})
		}
	}
}
