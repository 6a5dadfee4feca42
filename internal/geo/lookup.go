package geo

import (
	"strings"

	"branchenbuch/internal/directory"
)

// Lookup geocodes what a visitor typed as a location: a five-digit postal
// code (the centroid of its rows), a one- to four-digit prefix (the centroid
// of the codes starting with it), or a place name, matched case-, accent- and
// umlaut-insensitively ("München", "MUENCHEN", "Frankfurt am Main").
// "80331 München" uses the code. ok is false when nothing matches.
func Lookup(q string) (point directory.Point, ok bool) {
	if len(q) > directory.MaxQueryLength {
		return directory.Point{}, false
	}
	words := strings.Fields(directory.Fold(q))
	if len(words) == 0 {
		return directory.Point{}, false
	}
	ix := getIndex()
	if isDigits(words[0]) {
		switch n := len(words[0]); {
		case n == 5:
			point, ok = ix.byCode[words[0]]
		case n < 5:
			point, ok = ix.byPrefix[words[0]]
		}
		if ok || len(words) == 1 {
			return point, ok
		}
		// An unknown code next to a name ("00000 Berlin"): trust the name.
		words = words[1:]
	}
	return ix.byName(strings.Join(words, " "))
}

// byName finds a folded name: a city (districts merged), else a single place
// row's name, else the biggest city whose name starts with it ("Frankfurt"
// finds Frankfurt am Main, not Frankfurt (Oder)).
func (ix *index) byName(key string) (directory.Point, bool) {
	if i, ok := ix.byCity[key]; ok {
		c := ix.cities[i]
		return directory.Point{Lat: c.Lat, Lng: c.Lng}, true
	}
	if p, ok := ix.byPlace[key]; ok {
		return p, true
	}
	prefix := key + " "
	for i, k := range ix.cityKeys { // cities are ordered biggest first
		if strings.HasPrefix(k, prefix) {
			c := ix.cities[i]
			return directory.Point{Lat: c.Lat, Lng: c.Lng}, true
		}
	}
	return directory.Point{}, false
}

// maxAlternatives bounds the cities an ambiguous place name offers.
const maxAlternatives = 5

// Alternatives returns the cities a place name may mean when it is
// ambiguous: no city is called exactly that, and several start with it
// ("Frankfurt": Frankfurt am Main, Frankfurt (Oder)), biggest first. A
// postal code or an exact city name is never ambiguous (nil).
func Alternatives(q string) []string {
	words := strings.Fields(directory.Fold(q))
	if len(words) == 0 || len(q) > directory.MaxQueryLength || isDigits(words[0]) {
		return nil
	}
	key := strings.Join(words, " ")
	ix := getIndex()
	if _, exact := ix.byCity[key]; exact {
		return nil
	}
	var out []string
	for i, k := range ix.cityKeys {
		if strings.HasPrefix(k, key+" ") {
			out = append(out, ix.cities[i].Name)
			if len(out) == maxAlternatives {
				break
			}
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}
