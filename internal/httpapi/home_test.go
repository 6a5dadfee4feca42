package httpapi_test

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/httpapi"
	"branchenbuch/internal/store/sqlite"
)

// TestHomeCountrySetting: the setting decides what the home page counts and
// which cities come first; an unusable value means Germany.
func TestHomeCountrySetting(t *testing.T) {
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "home.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	bs := []directory.Business{
		{Name: "Bäckerei Mitte", City: "Berlin"},
		{Name: "Café 1", City: "Zürich", CountryCode: "CH"},
		{Name: "Café 2", City: "Zürich", CountryCode: "CH"},
	}
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(httpapi.New(httpapi.Config{Store: st, Log: slog.New(slog.DiscardHandler)}))
	t.Cleanup(srv.Close)
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
