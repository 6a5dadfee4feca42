package geo

import (
	"cmp"
	"maps"
	"slices"
	"strings"
	"sync"

	"branchenbuch/internal/directory"
)

// CityInfo is one distinct place name with its size and location.
type CityInfo struct {
	Name  string
	State string
	// PostalCode is a representative code: the lowest of the main community.
	PostalCode string
	// Lat and Lng are the centroid of the main community's rows.
	Lat, Lng float64
	// Codes is the number of distinct postal codes, a proxy for the city's size.
	Codes int
	// Places holds one row per postal code of the city, for addresses that
	// must agree with their coordinates.
	Places []Place
}

// index holds everything derived from the table, built once.
type index struct {
	cities   []CityInfo                 // most postal codes first, then by name
	cityKeys []string                   // folded names, parallel to cities
	byCity   map[string]int             // folded city name → position in cities
	byPlace  map[string]directory.Point // folded raw place name → centroid
	byCode   map[string]directory.Point // postal code → centroid
	byPrefix map[string]directory.Point // 1–4 digit prefix → centroid of its codes
}

var (
	indexOnce sync.Once
	idx       *index
)

func getIndex() *index {
	indexOnce.Do(func() { idx = buildIndex(Places()) })
	return idx
}

// Cities returns the distinct place names of the table, most postal codes
// first; callers must not modify the slice.
func Cities() []CityInfo { return getIndex().cities }

func buildIndex(all []Place) *index {
	ix := &index{
		byCity:   map[string]int{},
		byPlace:  map[string]directory.Point{},
		byCode:   map[string]directory.Point{},
		byPrefix: map[string]directory.Point{},
	}
	byName := map[string][]Place{}
	byCode := map[string][]Place{}
	orgByCode := map[string][]Place{}
	for _, p := range all {
		if p.Organisation {
			orgByCode[p.PostalCode] = append(orgByCode[p.PostalCode], p)
			continue
		}
		byName[p.Name] = append(byName[p.Name], p)
		byCode[p.PostalCode] = append(byCode[p.PostalCode], p)
	}

	// Names that fold alike ("Müllheim", "Mullheim") go to the one with more
	// rows, then the first by name, so that a lookup never depends on map order.
	names := slices.Sorted(maps.Keys(byName))
	keys := make(map[string]string, len(names)) // Fold is the costly part of the build
	placeRows := map[string]int{}
	for _, name := range names {
		rows, key := byName[name], directory.Fold(name)
		keys[name] = key
		if n, dup := placeRows[key]; !dup || len(rows) > n {
			placeRows[key] = len(rows)
			ix.byPlace[key] = mainCentroid(rows)
		}
	}

	// Sorted iteration keeps row order, and so every centroid and each
	// city's row per postal code, the same in every process: the demo data
	// of a seed must not change between runs.
	byCity := map[string][]Place{}
	for _, name := range names {
		rows := byName[name]
		city := cityOf(name, rows[0].Community, byName)
		byCity[city] = append(byCity[city], rows...)
	}
	for name, rows := range byCity {
		ix.cities = append(ix.cities, newCityInfo(name, rows))
	}
	slices.SortFunc(ix.cities, func(a, b CityInfo) int {
		return cmp.Or(cmp.Compare(b.Codes, a.Codes), strings.Compare(a.Name, b.Name))
	})
	ix.cityKeys = make([]string, len(ix.cities))
	for i, c := range ix.cities {
		key := keys[c.Name] // a city is named after one of its places
		ix.cityKeys[i] = key
		if _, taken := ix.byCity[key]; !taken { // the bigger city keeps a shared spelling
			ix.byCity[key] = i
		}
	}

	type sum struct {
		lat, lng float64
		n        int
	}
	prefixes := map[string]*sum{}
	for _, code := range slices.Sorted(maps.Keys(byCode)) {
		rows := byCode[code]
		c := centroid(rows)
		ix.byCode[code] = c
		// Organisation codes sit anywhere (10875 is in Stuttgart), so only
		// place codes shape a region's centroid.
		for l := 1; l < 5; l++ {
			s := prefixes[code[:l]]
			if s == nil {
				s = &sum{}
				prefixes[code[:l]] = s
			}
			s.lat += c.Lat
			s.lng += c.Lng
			s.n++
		}
	}
	for code, rows := range orgByCode {
		if _, ok := ix.byCode[code]; !ok {
			ix.byCode[code] = centroid(rows)
		}
	}
	for p, s := range prefixes {
		ix.byPrefix[p] = directory.Point{Lat: s.lat / float64(s.n), Lng: s.lng / float64(s.n)}
	}
	return ix
}

// cityOf merges a district row ("Dresden Innere Altstadt", "Schipkau
// Hörlitz") into its town when the town is itself a place of the same
// community, as a visitor and Google Maps would name it.
func cityOf(name, community string, byName map[string][]Place) string {
	for i := strings.LastIndexByte(name, ' '); i > 0; i = strings.LastIndexByte(name[:i], ' ') {
		base := name[:i]
		for _, r := range byName[base] {
			if r.Community == community {
				return cityOf(base, community, byName)
			}
		}
	}
	return name
}

func newCityInfo(name string, rows []Place) CityInfo {
	main := mainCommunity(rows)
	c := centroid(main)
	info := CityInfo{Name: name, State: main[0].State, Lat: c.Lat, Lng: c.Lng}
	seen := map[string]bool{}
	for _, r := range rows {
		if !seen[r.PostalCode] {
			seen[r.PostalCode] = true
			info.Places = append(info.Places, r)
		}
	}
	slices.SortStableFunc(info.Places, func(a, b Place) int { return strings.Compare(a.PostalCode, b.PostalCode) })
	info.Codes = len(info.Places)
	info.PostalCode = main[0].PostalCode
	for _, r := range main {
		info.PostalCode = min(info.PostalCode, r.PostalCode)
	}
	return info
}

// mainCommunity returns the rows of the community with the most rows, so
// that a name shared by ten villages ("Neuenkirchen") points at one of them
// rather than at a field between them.
func mainCommunity(rows []Place) []Place {
	if !slices.ContainsFunc(rows, func(r Place) bool { return r.Community != rows[0].Community }) {
		return rows // the usual case
	}
	groups := map[string][]Place{}
	best := ""
	for _, r := range rows {
		groups[r.Community] = append(groups[r.Community], r)
	}
	for k, g := range groups {
		if b, ok := groups[best]; !ok || len(g) > len(b) || len(g) == len(b) && k < best {
			best = k
		}
	}
	return groups[best]
}

func mainCentroid(rows []Place) directory.Point { return centroid(mainCommunity(rows)) }

func centroid(rows []Place) directory.Point {
	var lat, lng float64
	for _, r := range rows {
		lat += r.Lat
		lng += r.Lng
	}
	n := float64(len(rows))
	return directory.Point{Lat: lat / n, Lng: lng / n}
}
