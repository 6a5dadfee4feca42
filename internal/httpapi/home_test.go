package httpapi_test

import (
	"context"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// TestHomeCountrySetting: the setting decides what the home page counts and
// which cities come first; an unusable value means Germany.
func TestHomeCountrySetting(t *testing.T) {
	ctx := context.Background()
	srv := startServer(t, withBusinesses(
		directory.Business{Name: "Bäckerei Mitte", City: "Berlin"},
		directory.Business{Name: "Café 1", City: "Zürich", CountryCode: "CH"},
		directory.Business{Name: "Café 2", City: "Zürich", CountryCode: "CH"},
	))
	st := srv.Store
	for _, c := range []struct{ setting, stats, cities string }{
		{"", `{"total":3,"homeCountry":"DE","homeTotal":1}`, `[{"city":"Berlin"`},
		{"ch", `{"total":3,"homeCountry":"CH","homeTotal":2}`, `[{"city":"Zürich"`},
		{"Schweiz", `{"total":3,"homeCountry":"DE","homeTotal":1}`, `[{"city":"Berlin"`},
	} {
		if err := st.SaveSettings(ctx, directory.Settings{directory.HomeCountrySetting: c.setting}); err != nil {
			t.Fatal(err)
		}
		if _, body := get(t, srv.URL+"/api/businesses/stats"); strings.TrimSpace(body) != c.stats {
			t.Errorf("home_country %q: stats %s, want %s", c.setting, body, c.stats)
		}
		if _, body := get(t, srv.URL+"/api/cities"); !strings.HasPrefix(body, c.cities) {
			t.Errorf("home_country %q: cities %s, want them to start %s", c.setting, body, c.cities)
		}
	}
}
