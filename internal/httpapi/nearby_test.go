package httpapi_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

func TestNearby(t *testing.T) {
	at := func(lat, lng float64) (*float64, *float64) { return &lat, &lng }
	shop := func(name string, km float64, category string) directory.Business {
		// Northwards of Berlin Mitte: one degree of latitude is 111.2 km.
		lat, lng := at(52.52+km/111.195, 13.405)
		return directory.Business{Name: name, City: "Berlin", Category: category, Latitude: lat, Longitude: lng}
	}
	bs := []directory.Business{shop("Elektro Mitte", 0, "Elektriker")}
	for i, km := range []float64{0.5, 1.5, 3, 7, 12, 20, 40, 80} {
		bs = append(bs, shop(fmt.Sprintf("Elektro %d", i), km, "Elektriker"))
	}
	bs = append(bs, shop("Bäckerei nebenan", 0.1, "Bäckerei"), shop("Elektro versteckt", 0.2, "Elektriker"))
	bs[len(bs)-1].Hidden = true
	bs = append(bs, directory.Business{Name: "Elektro ohne Ort", City: "Berlin", Category: "Elektriker"})
	srv := startServer(t, withBusinesses(bs...))
	bs = srv.Businesses

	var got struct {
		Businesses []directory.Business
		RadiusKm   float64
	}
	res, body := get(t, fmt.Sprintf("%s/api/businesses/%d/nearby", srv.URL, bs[0].ID))
	if res.StatusCode != 200 || json.Unmarshal([]byte(body), &got) != nil {
		t.Fatalf("nearby: %d %s", res.StatusCode, body)
	}
	var names []string
	var dists []float64
	for _, b := range got.Businesses {
		names = append(names, b.Name)
		if b.DistanceKm != nil {
			dists = append(dists, *b.DistanceKm)
		}
	}
	if want := []string{"Elektro 0", "Elektro 1", "Elektro 2", "Elektro 3", "Elektro 4", "Elektro 5"}; !slices.Equal(names, want) {
		t.Errorf("nearby = %v, want %v (same category, nearest first, not itself, not hidden)", names, want)
	}
	if want := []float64{0.5, 1.5, 3, 7, 12, 20}; !slices.Equal(dists, want) || got.RadiusKm != 25 {
		t.Errorf("distances %v in %v km, want %v in 25 km", dists, got.RadiusKm, want)
	}
	res, body = get(t, fmt.Sprintf("%s/api/businesses/%d/nearby", srv.URL, bs[len(bs)-1].ID))
	if res.StatusCode != 200 || strings.TrimSpace(body) != `{"businesses":[],"radiusKm":0}` {
		t.Errorf("nearby of a business without coordinates: %d %q", res.StatusCode, body)
	}
	for path, want := range map[string]int{"/api/businesses/99999/nearby": 404, "/api/businesses/abc/nearby": 400,
		fmt.Sprintf("/api/businesses/%d/nearby", bs[len(bs)-2].ID): 404} {
		if res, _ := get(t, srv.URL+path); res.StatusCode != want {
			t.Errorf("GET %s: %d, want %d", path, res.StatusCode, want)
		}
	}
}
