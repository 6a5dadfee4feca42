package httpapi_test

import (
	"context"
	"encoding/json"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/httpapi"
)

// The filters of /businesses, city and category pages reach the store from
// the URL, with the server's clock for "Jetzt geöffnet"; bad values are a
// 400 with a message, and open lists are cached for a minute only.
func TestListFilters(t *testing.T) {
	ctx := context.Background()
	lat, lng := 52.52, 13.40
	near, nearLng := 52.50, 13.30
	bs := []directory.Business{
		{Name: "Café Früh", Category: "Café", City: "Berlin", PostalCode: "10115", Rating: 4.7, ReviewCount: 90,
			Website: "https://frueh.example", WorkingHours: map[string]string{"Tuesday": "07:00–12:00"}, Latitude: &lat, Longitude: &lng},
		{Name: "Café Spät", Category: "Café", City: "Berlin", PostalCode: "10115", Rating: 3.2, ReviewCount: 40,
			WorkingHours: map[string]string{"Tuesday": "18:00–23:00"}, Latitude: &near, Longitude: &nearLng},
	}
	now := time.Date(2026, 3, 31, 8, 0, 0, 0, time.UTC) // Tuesday, 10:00 in Berlin
	geocode := func(q string) (directory.Point, bool) { return directory.Point{Lat: near, Lng: nearLng}, q == "10115" }
	srv := startServer(t, withBusinesses(bs...), withConfig(httpapi.Config{Geocode: geocode, Now: func() time.Time { return now }}))
	st, bs := srv.Store, srv.Businesses
	cafe, _ := url.PathUnescape(bs[0].CategorySlug)
	for _, tc := range []struct {
		path  string
		want  []string
		cache string
	}{
		{"/api/businesses/search?query=Café&open=1", []string{"Café Früh"}, "max-age=60"},
		{"/api/businesses/search?query=Café&open=0", []string{"Café Früh", "Café Spät"}, "max-age=60"},
		{"/api/businesses/search?location=Berlin&minRating=4.5", []string{"Café Früh"}, "max-age=60"},
		{"/api/businesses/search?website=true", []string{"Café Früh"}, "max-age=60"},
		{"/api/businesses/search?photos=1", nil, "max-age=60"},
		{"/api/businesses/search?location=10115&sort=distance", []string{"Café Spät", "Café Früh"}, "max-age=60"},
		{"/api/cities/Berlin/businesses?open=1", []string{"Café Früh"}, "max-age=60"},
		{"/api/cities/Berlin/businesses?minRating=3", []string{"Café Früh", "Café Spät"}, "max-age=300"},
		{"/api/categories/" + cafe + "/businesses?open=true&website=1", []string{"Café Früh"}, "max-age=60"},
	} {
		r, body := get(t, srv.URL+tc.path)
		var page struct {
			Businesses []directory.Business `json:"businesses"`
			Total      int                  `json:"total"`
		}
		if r.StatusCode != 200 || json.Unmarshal([]byte(body), &page) != nil {
			t.Errorf("%s: %d %s", tc.path, r.StatusCode, body)
			continue
		}
		var got []string
		for _, b := range page.Businesses {
			got = append(got, b.Name)
		}
		if !slices.Equal(got, tc.want) || page.Total != len(tc.want) {
			t.Errorf("%s: %v of %d, want %v", tc.path, got, page.Total, tc.want)
		}
		if cc := r.Header.Get("Cache-Control"); !strings.Contains(cc, tc.cache) {
			t.Errorf("%s: Cache-Control %q, want %s", tc.path, cc, tc.cache)
		}
	}
	for _, bad := range []string{"open=yes", "open=2", "website=%00", "photos=-1", "minRating=5.5", "minRating=4.25",
		"minRating=NaN", "minRating=Inf", "minRating=1e400", "minRating=", "sort=rating", "sort=distance", "sort=distance&location=Nirgendwo",
		"open=" + strings.Repeat("1", 300)} {
		r, body := get(t, srv.URL+"/api/businesses/search?"+bad)
		if bad == "minRating=" {
			if r.StatusCode != 200 {
				t.Errorf("%s: %d, want 200 (empty means any)", bad, r.StatusCode)
			}
			continue
		}
		if r.StatusCode != 400 || !strings.Contains(body, `"error"`) {
			t.Errorf("%s: %d %s, want 400 with a message", bad, r.StatusCode, body)
		}
	}
	many := make([]directory.Business, directory.MaxCountedTotal+1)
	for i := range many {
		many[i] = directory.Business{Name: "Kiosk " + strings.Repeat("x", i%7) + string(rune('a'+i%26)), Category: "Kiosk",
			City: "Köln", PlaceID: "k" + time.Duration(i).String(), Website: "https://kiosk.example"}
	}
	if _, err := st.UpsertBusinesses(ctx, many); err != nil {
		t.Fatal(err)
	}
	r, body := get(t, srv.URL+"/api/cities/K%C3%B6ln/businesses?website=1&limit=20")
	var capped struct {
		Total       int  `json:"total"`
		TotalCapped bool `json:"totalCapped"`
		TotalPages  int  `json:"totalPages"`
	}
	if r.StatusCode != 200 || json.Unmarshal([]byte(body), &capped) != nil || capped.Total != directory.MaxCountedTotal ||
		!capped.TotalCapped || capped.TotalPages != directory.MaxCountedTotal/20 {
		t.Errorf("Köln with website: %d %+v; want total %d, capped", r.StatusCode, capped, directory.MaxCountedTotal)
	}
	for _, bad := range []string{"/api/cities/Berlin/businesses?open=ja", "/api/categories/" + cafe + "/businesses?minRating=0"} {
		if r, body := get(t, srv.URL+bad); r.StatusCode != 400 {
			t.Errorf("%s: %d %s, want 400", bad, r.StatusCode, body)
		}
	}
}
