package geo_test

import (
	"slices"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/geo"
)

// Germany's bounding box with a little margin.
func inGermany(p directory.Point) bool {
	return p.Lat >= 47.2 && p.Lat <= 55.1 && p.Lng >= 5.8 && p.Lng <= 15.1
}

var (
	munich    = directory.Point{Lat: 48.137, Lng: 11.575}
	berlin    = directory.Point{Lat: 52.520, Lng: 13.405}
	frankfurt = directory.Point{Lat: 50.110, Lng: 8.682}
	frankOder = directory.Point{Lat: 52.342, Lng: 14.550}
	dresden   = directory.Point{Lat: 51.050, Lng: 13.738}
)

func TestLookup(t *testing.T) {
	tests := []struct {
		name   string
		q      string
		want   bool
		near   *directory.Point // when set, the result must lie within km of it
		withKm float64
	}{
		{name: "empty", q: ""},
		{name: "spaces", q: "   \t "},
		{name: "unknown code", q: "00000"},
		{name: "code with letter", q: "99999x"},
		{name: "six digits", q: "803310"},
		{name: "very long", q: strings.Repeat("München", 1000)},
		{name: "invalid UTF-8", q: "\xff\xfe\xfd"},
		{name: "broken umlaut", q: "M\xfcnchen"},
		{name: "markup", q: "<script>alert(1)</script>"},
		{name: "unknown name", q: "Atlantis"},
		{name: "punctuation only", q: "-- ,, ()"},
		{name: "exact code", q: "80331", want: true, near: &munich, withKm: 3},
		{name: "code with spaces", q: "  80331 ", want: true, near: &munich, withKm: 3},
		{name: "code and city", q: "80331 München", want: true, near: &munich, withKm: 3},
		{name: "unknown code and city", q: "00000 Berlin", want: true, near: &berlin, withKm: 15},
		{name: "two-digit prefix", q: "80", want: true, near: &munich, withKm: 40},
		{name: "one-digit prefix", q: "0", want: true},
		{name: "four-digit prefix", q: "8033", want: true, near: &munich, withKm: 5},
		{name: "organisation-only code", q: "10875", want: true},
		{name: "umlaut", q: "München", want: true, near: &munich, withKm: 10},
		{name: "upper case transliterated", q: "MUENCHEN", want: true, near: &munich, withKm: 10},
		{name: "lower case transliterated", q: "muenchen", want: true, near: &munich, withKm: 10},
		{name: "without umlaut", q: "Munchen", want: true, near: &munich, withKm: 10},
		{name: "several words", q: "Frankfurt am Main", want: true, near: &frankfurt, withKm: 10},
		{name: "extra spaces", q: "  frankfurt   AM  main ", want: true, near: &frankfurt, withKm: 10},
		{name: "prefix of a city name", q: "Frankfurt", want: true, near: &frankfurt, withKm: 10},
		{name: "parentheses", q: "Frankfurt (Oder)", want: true, near: &frankOder, withKm: 10},
		{name: "capital", q: "Berlin", want: true, near: &berlin, withKm: 15},
		{name: "city with districts", q: "Dresden", want: true, near: &dresden, withKm: 10},
		{name: "district", q: "Dresden Innere Altstadt", want: true, near: &dresden, withKm: 5},
		{name: "shared village name", q: "Neuenkirchen", want: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := geo.Lookup(tt.q)
			if ok != tt.want {
				t.Fatalf("Lookup(%q) ok = %v, want %v (point %v)", tt.q, ok, tt.want, got)
			}
			if !ok {
				if got != (directory.Point{}) {
					t.Errorf("Lookup(%q) = %v with ok false, want the zero point", tt.q, got)
				}
				return
			}
			if !inGermany(got) {
				t.Errorf("Lookup(%q) = %v, outside Germany", tt.q, got)
			}
			if tt.near != nil {
				if d := directory.DistanceKm(got, *tt.near); d > tt.withKm {
					t.Errorf("Lookup(%q) = %v, %.1f km from %v, want at most %.0f km", tt.q, got, d, *tt.near, tt.withKm)
				}
			}
		})
	}
}

func TestLookupSpellingsAgree(t *testing.T) {
	want, ok := geo.Lookup("München")
	if !ok {
		t.Fatal("München not found")
	}
	for _, q := range []string{"muenchen", "MÜNCHEN", "Muenchen", "munchen"} {
		if got, _ := geo.Lookup(q); got != want {
			t.Errorf("Lookup(%q) = %v, want %v as for München", q, got, want)
		}
	}
}

func TestPlaces(t *testing.T) {
	ps := geo.Places()
	if got, want := len(ps), 23297; got != want {
		t.Fatalf("len(Places()) = %d, want %d", got, want)
	}
	orgs := 0
	for _, p := range ps {
		if len(p.PostalCode) != 5 || p.Name == "" {
			t.Fatalf("bad row %+v", p)
		}
		if !inGermany(directory.Point{Lat: p.Lat, Lng: p.Lng}) {
			t.Errorf("row %+v outside Germany", p)
		}
		if p.Organisation {
			orgs++
			if p.State == "Bavaria" || p.State == "Land Berlin" {
				t.Errorf("row %+v keeps the English state name", p)
			}
		}
	}
	// Organisation rows are a minority but present (about 6,800).
	if orgs < 1000 || orgs > len(ps)/2 {
		t.Errorf("organisation rows = %d, want between 1000 and %d", orgs, len(ps)/2)
	}
}

func TestCities(t *testing.T) {
	cs := geo.Cities()
	if len(cs) < 5000 {
		t.Fatalf("len(Cities()) = %d, want thousands", len(cs))
	}
	for i, want := range []string{"Berlin", "Hamburg", "München"} {
		if cs[i].Name != want {
			t.Errorf("Cities()[%d] = %q, want %q", i, cs[i].Name, want)
		}
	}
	seen := map[string]bool{}
	for i, c := range cs {
		if seen[c.Name] {
			t.Errorf("city %q listed twice", c.Name)
		}
		seen[c.Name] = true
		if i > 0 && c.Codes > cs[i-1].Codes {
			t.Errorf("city %q (%d codes) after %q (%d codes)", c.Name, c.Codes, cs[i-1].Name, cs[i-1].Codes)
		}
		if c.Codes != len(c.Places) || c.Codes == 0 {
			t.Errorf("city %q: Codes = %d, len(Places) = %d", c.Name, c.Codes, len(c.Places))
		}
		if !inGermany(directory.Point{Lat: c.Lat, Lng: c.Lng}) {
			t.Errorf("city %q at %v, outside Germany", c.Name, c)
		}
		found := false
		for _, p := range c.Places {
			if p.Organisation {
				t.Errorf("city %q contains organisation row %+v", c.Name, p)
			}
			found = found || p.PostalCode == c.PostalCode
		}
		if !found {
			t.Errorf("city %q: representative code %s is not one of its codes", c.Name, c.PostalCode)
		}
	}
	for _, name := range []string{"Stadtverwaltung", "Amtsgericht", "Dresden Innere Altstadt"} {
		if seen[name] {
			t.Errorf("Cities() lists %q, want organisations and districts left out", name)
		}
	}
}

func BenchmarkLookup(b *testing.B) {
	geo.Lookup("x") // build the index outside the measurement
	for b.Loop() {
		geo.Lookup("Frankfurt am Main")
	}
}

func TestAlternatives(t *testing.T) {
	cases := []struct {
		q    string
		want []string
	}{
		{"Frankfurt", []string{"Frankfurt am Main", "Frankfurt (Oder)"}},
		{"frankfurt", []string{"Frankfurt am Main", "Frankfurt (Oder)"}},
		{"Frankfurt am Main", nil},
		{"Berlin", nil},
		{"60311", nil},
		{"Atlantis", nil},
		{"", nil},
	}
	for _, c := range cases {
		if got := geo.Alternatives(c.q); !slices.Equal(got, c.want) {
			t.Errorf("Alternatives(%q) = %q, want %q", c.q, got, c.want)
		}
	}
}
