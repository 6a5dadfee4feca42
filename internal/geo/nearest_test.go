package geo_test

import (
	"slices"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/geo"
)

// TestNearest: the cities nearest a point, nearest first, each exactly one
// of the n nearest of all Cities.
func TestNearest(t *testing.T) {
	point := func(name string) directory.Point {
		p, ok := geo.Lookup(name)
		if !ok {
			t.Fatalf("no %s", name)
		}
		return p
	}
	got := geo.Nearest(berlin, 30)
	if len(got) != 30 || got[0] != "Berlin" {
		t.Fatalf("Nearest(Berlin, 30) = %v, want Berlin first of 30", got)
	}
	if slices.Contains(got, "München") || slices.Contains(got, "Dresden") {
		t.Errorf("Nearest(Berlin, 30) = %v: far cities", got)
	}
	// Nearest first, and no city left out is nearer than the last one taken.
	last := 0.0
	for _, name := range got {
		d := directory.DistanceKm(berlin, point(name))
		if d+0.5 < last { // Lookup may name a place of the city other than its centre
			t.Errorf("%s (%.1f km) after a city %.1f km away", name, d, last)
		}
		last = max(last, d)
	}
	farthest := last
	for _, c := range geo.Cities() {
		if d := directory.DistanceKm(berlin, directory.Point{Lat: c.Lat, Lng: c.Lng}); d < farthest*0.95 && !slices.Contains(got, c.Name) {
			t.Errorf("%s lies %.1f km from Berlin, nearer than the last of %v", c.Name, d, got)
		}
	}
	if got := geo.Nearest(munich, 3); got[0] != "München" {
		t.Errorf("Nearest(München, 3) = %v", got)
	}
	if got := geo.Nearest(berlin, 0); got != nil {
		t.Errorf("Nearest(n = 0) = %v", got)
	}
	if got := geo.Nearest(directory.Point{Lat: -33.9, Lng: 18.4}, 2); len(got) != 2 {
		t.Errorf("Nearest of Cape Town = %v: the nearest German cities all the same", got)
	}
	if n := len(geo.Cities()); len(geo.Nearest(berlin, n+10)) != n {
		t.Errorf("Nearest(n beyond the table) does not give every city once")
	}
}

func BenchmarkNearest(b *testing.B) {
	geo.Cities()
	for b.Loop() {
		geo.Nearest(frankfurt, 100)
	}
}
